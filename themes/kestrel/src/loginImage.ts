/** Kestrel IaaS's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><path d=\"M40 120c60-70 140-90 220-90-30 40-60 60-110 75 40 0 80-8 100-18-40 50-120 70-210 33Z\" fill=\"#7c2d12\"/></svg>";
