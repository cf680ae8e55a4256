/** Jade Compute's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><path d=\"M0 80h320v30H0Z\" fill=\"#047857\" opacity=\".35\"/><path d=\"M0 115h320v30H0Z\" fill=\"#047857\" opacity=\".6\"/><path d=\"M0 150h320v50H0Z\" fill=\"#047857\"/><circle cx=\"260\" cy=\"45\" r=\"20\" fill=\"#022c22\"/></svg>";
