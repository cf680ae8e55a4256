// Each letter's accented twin: still readable, obviously not English, and wider than the plain letter.
const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [letter, [..."àƀçđéƒĝĥíĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][index] ?? letter]),
);

/** A text accented and lengthened by about 40 % (vowels doubled, then padded), so overflow shows. */
export function pseudoText(text: string): string {
  if (!/[A-Za-z]/.test(text)) return text;
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join("");
  const padding = "·".repeat(Math.ceil(text.length * 0.4));
  return `⟦${accented}${padding}⟧`;
}

type Compiled = string | readonly unknown[] | Record<string, unknown>;

// A compiled message is text, placeholders (['name'] or ['count', 'plural', { one: …, other: … }]) and '#'; only text
// is changed, so the values and plural forms work as in English.
function pseudoCompiled(message: Compiled): Compiled {
  if (typeof message === "string") return message === "#" ? message : pseudoText(message);
  if (!Array.isArray(message)) return message;
  return message.map((part: unknown): unknown => {
    if (typeof part === "string") return part === "#" ? part : pseudoText(part);
    if (!Array.isArray(part)) return part;
    const [name, kind, forms, ...rest] = part as unknown[];
    if (typeof forms !== "object" || forms === null) return part;
    const pseudoForms = Object.fromEntries(Object.entries(forms).map(([form, value]) => [form, pseudoCompiled(value as Compiled)]));
    return [name, kind, pseudoForms, ...rest];
  });
}

/**
 * The pseudo-language's catalogue, made from the English one: the console's (Lingui's compiled messages) or the login
 * screen's (text and `[name]` placeholders), which are compiled alike.
 */
export function pseudoMessages<Messages extends Record<string, unknown>>(english: Messages): Messages {
  // Each message keeps its shape: only its text parts change.
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoCompiled(message as Compiled)])) as Messages;
}
