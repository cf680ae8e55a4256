// The names of the display categories and resource types, for every screen that says them.
export { categoryLabels, englishResourceWords, resourceTypeLabels, useResourceWords, type ResourceWords } from "./resourceWords";
export { resourceWordMessages, type ResourceWordsT } from "./messages";
