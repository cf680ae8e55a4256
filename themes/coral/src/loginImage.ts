/** Coral Compute's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><path d=\"M0 120q40-20 80 0t80 0 80 0 80 0v80H0Z\" fill=\"#c0392b\" opacity=\".5\"/><path d=\"M0 150q40-20 80 0t80 0 80 0 80 0v50H0Z\" fill=\"#c0392b\"/><circle cx=\"230\" cy=\"60\" r=\"26\" fill=\"#3d1410\"/></svg>";
