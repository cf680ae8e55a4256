import DOMPurify from "dompurify";

// The provider's login copy is HTML from configuration: links and basic formatting stay, anything that runs
// (scripts, event handlers, javascript: links, frames, forms, styles) is dropped. No headings either, so the copy
// never breaks the screen's heading order.
const ALLOWED_TAGS = ["a", "b", "strong", "i", "em", "u", "s", "small", "mark", "p", "br", "span", "ul", "ol", "li"];
const ALLOWED_ATTR = ["href", "target", "title"];

const purifier = DOMPurify();
// A link that opens a new tab gets no handle on this one.
purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A" && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
});

/** The provider's login copy (loginForm, loginFormBefore, loginFormInner) with only links and basic formatting left. */
export function sanitizeLoginCopy(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ["rel"] });
}
