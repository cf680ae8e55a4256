/** Fjord Cloud's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><path d=\"M0 60l60 60 40-30 60 70H0Z\" fill=\"#0c2a40\"/><path d=\"M320 50l-70 80-30-20-60 90h160Z\" fill=\"#1e6091\"/><path d=\"M0 170h320v30H0Z\" fill=\"#1e6091\" opacity=\".4\"/></svg>";
