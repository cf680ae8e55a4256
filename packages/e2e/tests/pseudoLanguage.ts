// What a screen shown in the pseudo-language (every catalogue text accented, about 40 % longer and between ⟦ ⟧) must
// not show: a text the catalogues did not give it (English left in the code), or a control whose text no longer fits.
import type { Page } from "@playwright/test";

/** A text on screen that is neither the console's (it has no pseudo-language mark) nor the account's data. */
export interface Leftover {
  text: string;
  /** Where it is: the element holding it and, for an attribute, which one. */
  where: string;
}

/** A text the pseudo-language gives is wrapped in these; a placeholder's value beside it is data. */
const PSEUDO_OPEN = "⟦";

/**
 * The texts on screen without a pseudo-language mark: each visible text node, and the labels a person reads or hears
 * without a text node (aria-label, placeholder, alt, title). Texts without two letters in a row (figures, symbols)
 * say nothing in any language and are left out.
 */
export async function unmarkedTexts(page: Page): Promise<Leftover[]> {
  return page.evaluate((open) => {
    const words = /[A-Za-z]{2}/;
    const found: { text: string; where: string }[] = [];
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.getAttribute("role") ? `[role=${element.getAttribute("role")}]` : ""}`;
    const shown = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? "";
      // Code (commands, keys, fingerprints) and key names are the same in every language.
      if (!parent || parent.closest("script, style, noscript, template, code, pre, kbd") || !words.test(text) || text.includes(open)) continue;
      // A select's options are read when it opens: they count like any text.
      if (parent.tagName === "OPTION" ? shown(parent.closest("select") ?? parent) : shown(parent)) found.push({ text, where: describe(parent) });
    }
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], img[alt], [title]")) {
      if (!shown(element)) continue;
      for (const attribute of ["aria-label", "placeholder", "alt", "title"]) {
        const text = element.getAttribute(attribute)?.trim() ?? "";
        if (words.test(text) && !text.includes(open)) found.push({ text, where: `${describe(element)} ${attribute}` });
      }
    }
    return found;
  }, PSEUDO_OPEN);
}

/**
 * What the account's data and the site's configuration hold: every string of the mock API's store and of the UI
 * configuration it serves (names, e-mails, hostnames, images' names, the login copy), and of what the API answers
 * (addTexts: a usage line's description). Shown as they are, in any language.
 */
export function dataTexts(...sources: unknown[]): Set<string> {
  const texts = new Set<string>();
  sources.forEach((source) => addTexts(texts, source));
  return texts;
}

/** Adds every string in a value (an API's answer) to the data's texts. */
export function addTexts(texts: Set<string>, value: unknown): void {
  if (typeof value === "string") texts.add(value.trim());
  else if (Array.isArray(value)) value.forEach((item) => addTexts(texts, item));
  else if (typeof value === "object" && value !== null) Object.values(value).forEach((item) => addTexts(texts, item));
}

/**
 * Words every language writes the same: units, codes and the names Intl gives dates and figures in the site's locale
 * (the pseudo-language formats in it, as English does).
 */
export function formattedWords(siteLocale: string): Set<string> {
  const words = new Set(["GB", "MB", "TB", "KB", "GiB", "MiB", "TiB", "IPv4", "IPv6", "HTTP", "HTTPS", "TCP", "UDP", "ICMP", "SSH", "ISO", "API", "CPU", "vCPU", "vCPUs", "RAM", "SSD", "HDD", "NVMe", "UTC", "URL", "ID"]);
  const months = new Intl.DateTimeFormat(siteLocale, { month: "long" });
  const shortMonths = new Intl.DateTimeFormat(siteLocale, { month: "short" });
  const days = new Intl.DateTimeFormat(siteLocale, { weekday: "long" });
  const shortDays = new Intl.DateTimeFormat(siteLocale, { weekday: "short" });
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2024, month, 15));
    for (const format of [months, shortMonths]) words.add(format.format(date).replace(/\.$/, ""));
  }
  for (let day = 0; day < 7; day++) {
    const date = new Date(Date.UTC(2024, 0, 1 + day));
    for (const format of [days, shortDays]) words.add(format.format(date).replace(/\.$/, ""));
  }
  // Countries, as Intl names them (a location's country).
  const regions = new Intl.DisplayNames(siteLocale, { type: "region", fallback: "none" });
  for (const first of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
    for (const second of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
      const name = regions.of(`${first}${second}`);
      if (name) words.add(name);
    }
  }
  for (const hour of [1, 13]) {
    const dayPeriod = new Intl.DateTimeFormat(siteLocale, { hour: "numeric", hour12: true, timeZone: "UTC" }).formatToParts(new Date(Date.UTC(2024, 0, 1, hour))).find((part) => part.type === "dayPeriod");
    if (dayPeriod) words.add(dayPeriod.value);
  }
  return words;
}

/** A run of letters that names nothing in a language: a code (`ab12`, `tll-1`, `ubuntu-22.04`), a hex digest, an address. */
const CODE = /^([a-z0-9]+([._:/-][a-z0-9]+)+|[0-9a-f]{8,}|[A-Z]{2,4}\d*|[\w.+-]+@[\w.-]+)$/;

/**
 * Whether a text is data rather than words of the console: one of the data's texts, or made only of them, of the
 * formatted words and of codes, figures and signs.
 */
export function isData(text: string, data: ReadonlySet<string>, words: ReadonlySet<string>): boolean {
  if (data.has(text) || words.has(text)) return true;
  // The data's own texts are taken out whole first (a name may have spaces), longest first.
  let rest = ` ${text} `;
  for (const known of [...data].filter((value) => value.length > 2 && rest.includes(value)).sort((a, b) => b.length - a.length)) rest = rest.split(known).join(" ");
  return rest
    .split(/[\s,;:()[\]{}·•/|×x–—=<>"'“”‘’…+-]+/u)
    .filter((token) => /[A-Za-z]{2}/.test(token))
    .every((token) => words.has(token) || data.has(token) || CODE.test(token) || /^\d/.test(token));
}

/** A control whose own text is cut off, or a page wider than its window. */
export interface LayoutBreak {
  what: string;
  where: string;
}

/**
 * Layout breaks on screen: a page that scrolls sideways, and a visible control (button, link, select, tab, menu item,
 * input's placeholder) whose pseudo-language text is wider than the box that clips it. A name cut off by design
 * (data, with an ellipsis) is not one: only the console's own words must fit.
 */
export async function layoutBreaks(page: Page): Promise<LayoutBreak[]> {
  return page.evaluate((open) => {
    const breaks: { what: string; where: string }[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) breaks.push({ what: `the page is ${root.scrollWidth - root.clientWidth} px wider than the window`, where: location.pathname });
    const controls = document.body.querySelectorAll("button, a, select, input, [role=button], [role=tab], [role=menuitem], [role=option], [role=link], label");
    for (const control of controls) {
      if (!(control instanceof HTMLElement) || !control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const text = control instanceof HTMLInputElement ? (control.value ? "" : control.placeholder) : control instanceof HTMLSelectElement ? (control.selectedOptions[0]?.text ?? "") : (control.textContent ?? "");
      if (!text.includes(open)) continue;
      // The control and what inside it clips its text (an ellipsis span): cut off when its content is wider than it.
      for (const box of [control, ...control.querySelectorAll<HTMLElement>("*")]) {
        // Text hidden on purpose for screen readers alone (a 1 px clipped box: 'opens in a new tab') is not cut off.
        if (box.clientWidth <= 1) continue;
        const style = getComputedStyle(box);
        const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis" || box === control && (control instanceof HTMLInputElement || control instanceof HTMLSelectElement);
        if (clips && box.scrollWidth > box.clientWidth + 1 && (box.textContent?.includes(open) || box === control)) {
          breaks.push({ what: `'${text.trim().slice(0, 60)}' is cut off (${box.scrollWidth} px in ${box.clientWidth} px)`, where: `${control.tagName.toLowerCase()} in ${control.closest("main, nav, header, aside, [role=dialog]")?.tagName.toLowerCase() ?? "body"}` });
          break;
        }
      }
    }
    return breaks;
  }, PSEUDO_OPEN);
}
