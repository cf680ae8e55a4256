/** Baobab Hosting's login illustration, drawn for the project (no request leaves the page). */
export const loginImageSvg =
  "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 200\"><rect width=\"320\" height=\"200\" fill=\"#f4f4f5\"/><circle cx=\"250\" cy=\"50\" r=\"24\" fill=\"#8b4513\" opacity=\".5\"/><path d=\"M0 150q80-60 160 0t160 0v50H0Z\" fill=\"#8b4513\"/><path d=\"M150 150v-50M150 100q-30-10-40-40M150 100q30-10 40-40M150 110q-20-5-30-25\" stroke=\"#3b1f0b\" stroke-width=\"6\" fill=\"none\"/></svg>";
