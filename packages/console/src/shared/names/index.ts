// Showing text people typed (names, titles, emails) so that it reads on screen as it was written.
export { hasBidiControls, plainName } from "./bidi";
export { ResourceName, type ResourceNameProps } from "./ResourceName";
