/** Pinecone Cloud's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><path d=\"M40 60l22 120h-44Z\" fill=\"#052e16\"/><path d=\"M90 90l22 90h-44Z\" fill=\"#166534\"/><path d=\"M140 50l22 130h-44Z\" fill=\"#052e16\"/><path d=\"M190 80l22 100h-44Z\" fill=\"#166534\"/><path d=\"M240 40l22 140h-44Z\" fill=\"#052e16\"/><path d=\"M290 95l22 85h-44Z\" fill=\"#166534\"/></svg>";
