/** Ember Networks's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><circle cx=\"160\" cy=\"120\" r=\"60\" fill=\"#c2410c\"/><path d=\"M0 160h320v40H0Z\" fill=\"#3b1405\"/><path d=\"M160 30v20M90 60l14 14M230 60l-14 14\" stroke=\"#c2410c\" stroke-width=\"6\"/></svg>";
