// Stands in for react-style-singleton's singleton.js in the provider apps (see styleSingleton.js): the same
// `stylesheetSingleton`, whose styles go into a constructed stylesheet instead of a <style> element, which a
// Content-Security-Policy without 'unsafe-inline' blocks (and reports). Browsers without constructed stylesheets
// (Safari before 16.4) get the <style> element as before (the console sets no nonce for it: the policy has none).

const constructed =
  typeof document !== "undefined" &&
  "adoptedStyleSheets" in document &&
  typeof CSSStyleSheet !== "undefined" &&
  "replaceSync" in CSSStyleSheet.prototype;

/** Applies `css` to the document; returns what takes it off again. */
function attach(css) {
  if (constructed) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
    };
  }
  const tag = document.createElement("style");
  tag.appendChild(document.createTextNode(css));
  (document.head || document.getElementsByTagName("head")[0]).appendChild(tag);
  return () => tag.remove();
}

/** One shared stylesheet: the first `add` applies its styles, the last `remove` takes them off (as the original). */
export const stylesheetSingleton = () => {
  let counter = 0;
  let detach = null;
  return {
    add(style) {
      if (counter === 0 && typeof document !== "undefined") detach = attach(style);
      counter++;
    },
    remove() {
      counter--;
      if (!counter && detach) {
        detach();
        detach = null;
      }
    },
  };
};
