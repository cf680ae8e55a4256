/** Quartz Compute's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><path d=\"M160 20 260 80 220 180H100L60 80Z\" fill=\"#52525b\"/><path d=\"M160 20 200 80 160 180 120 80Z\" fill=\"#18181b\" opacity=\".6\"/></svg>";
