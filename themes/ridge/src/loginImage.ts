/** Ridge Metal's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><path d=\"M0 180 70 90l40 40 60-90 70 80 40-30 40 90Z\" fill=\"#1c1917\"/><path d=\"M0 190h320v10H0Z\" fill=\"#44403c\"/></svg>";
