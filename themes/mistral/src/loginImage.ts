/** Mistral Cloud's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><path d=\"M20 70h180a25 25 0 1 0-25-25M20 110h240a25 25 0 1 1-25 25M20 150h150\" stroke=\"#0369a1\" stroke-width=\"10\" fill=\"none\" stroke-linecap=\"round\"/></svg>";
