// Names and other text people type (a VM's name, an account's title, an email) are shown as written. Unicode's
// direction controls in them could make the text read differently on screen than it is: 'U+202E evil.exe' shows as
// 'exe.live'. They are never drawn as controls: each is shown as its code point, e.g. ⟨U+202E⟩.

/** Every Unicode bidirectional formatting character: ALM, LRM, RLM, the embeddings and overrides, and the isolates. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** One run of a name: text to show as it is, or a direction control to show by its code point. */
export type NamePart = { kind: "text"; text: string } | { kind: "control"; text: string };

/** Whether `text` holds a direction control. */
export function hasBidiControls(text: string): boolean {
  return text.search(BIDI_CONTROLS) !== -1;
}

/** How a direction control is shown: ⟨U+202E⟩. */
export function controlLabel(control: string): string {
  return `⟨U+${(control.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}⟩`;
}

/** `text` split into its plain runs and its direction controls, in order. */
export function nameParts(text: string): NamePart[] {
  const parts: NamePart[] = [];
  let start = 0;
  for (const match of text.matchAll(BIDI_CONTROLS)) {
    if (match.index > start) parts.push({ kind: "text", text: text.slice(start, match.index) });
    parts.push({ kind: "control", text: controlLabel(match[0]) });
    start = match.index + match[0].length;
  }
  if (start < text.length) parts.push({ kind: "text", text: text.slice(start) });
  return parts;
}

/**
 * Text someone typed, for places that take a plain string (the page title, a select's option, a toast, a label):
 * each direction control replaced by its code point, so the text reads on screen in the order it was written.
 */
export function plainName(text: string): string {
  return text.replace(BIDI_CONTROLS, controlLabel);
}
