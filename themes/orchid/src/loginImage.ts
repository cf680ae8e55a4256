/** Orchid Hosting's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><circle cx=\"160\" cy=\"100\" r=\"70\" fill=\"#a21caf\" opacity=\".3\"/><circle cx=\"160\" cy=\"100\" r=\"45\" fill=\"#a21caf\" opacity=\".6\"/><circle cx=\"160\" cy=\"100\" r=\"20\" fill=\"#3b0a40\"/></svg>";
