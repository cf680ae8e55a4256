/** Harbor Cloud's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><path d=\"M0 150h320v50H0Z\" fill=\"#334e68\"/><path d=\"M60 150h110l-15 25H75Z\" fill=\"#102a43\"/><path d=\"M110 150V70l40 60h-40\" fill=\"#334e68\" opacity=\".6\"/><rect x=\"230\" y=\"90\" width=\"30\" height=\"60\" fill=\"#102a43\"/></svg>";
