/** Glacier Hosting's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><path d=\"M0 180 80 70l50 60 50-90 80 100 60-40v80H0Z\" fill=\"#0e7490\"/><path d=\"M180 40l18 24h-36Z M80 70l14 18H66Z\" fill=\"#f4f4f5\"/></svg>";
