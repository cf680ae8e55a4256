/** Nimbus Data's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><path d=\"M60 130a30 30 0 0 1 10-58 45 45 0 0 1 85 10 30 30 0 0 1 5 48Z\" fill=\"#475569\"/><path d=\"M170 160a25 25 0 0 1 8-48 38 38 0 0 1 72 8 25 25 0 0 1 4 40Z\" fill=\"#1e293b\" opacity=\".8\"/></svg>";
