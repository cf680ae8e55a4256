/** Aurora Cloud's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><path d=\"M0 200A160 160 0 0 1 320 200\" fill=\"#6b3fa0\" opacity=\".35\"/><path d=\"M40 200a120 120 0 0 1 240 0\" fill=\"#6b3fa0\" opacity=\".55\"/><path d=\"M90 200a70 70 0 0 1 140 0\" fill=\"#2e1a47\"/></svg>";
