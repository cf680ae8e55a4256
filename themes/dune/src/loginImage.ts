/** Dune Systems's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><circle cx=\"80\" cy=\"60\" r=\"28\" fill=\"#9a6b00\" opacity=\".6\"/><path d=\"M0 140q100-50 200 0t120-10v70H0Z\" fill=\"#9a6b00\"/><path d=\"M0 170q120-40 320 0v30H0Z\" fill=\"#3a2a05\"/></svg>";
