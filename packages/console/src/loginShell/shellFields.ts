// What the prerendered login shell and the page's first script agree on: where the shell is, and which of the
// site configuration's login texts a saved configuration fills into it before the first paint.

/** The id of the element holding the prerendered login screen, beside the app's own root. */
export const LOGIN_SHELL_ID = "login-shell";

/** The site configuration's fields the login screen shows as plain text or an image's address. */
export const SHELL_TEXT_FIELDS = ["loginTitle", "loginSubtitle", "loginIntro", "loginIntroImg", "loginLogoImg", "siteName"] as const;

export type ShellTextField = (typeof SHELL_TEXT_FIELDS)[number];

/** The stand-in a field's value is rendered as in the shell's template, replaced in the browser by the saved value. */
export function shellToken(field: ShellTextField): string {
  return `{{${field}}}`;
}

/**
 * The mark on the loading screen's words for screen readers ('Loading', in the page's language): while they are all
 * the app shows, the shell stands in for it.
 */
export const LOADING_LABEL_MARK = { "data-loading-label": "" } as const;
export const LOADING_LABEL_SELECTOR = "[data-loading-label]";

/** The attribute the page's first script puts on a shell form sent before the console took over. */
export const SHELL_SUBMITTED_ATTRIBUTE = "data-submitted";
