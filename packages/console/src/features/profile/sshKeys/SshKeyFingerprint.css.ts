import { style } from "@vanilla-extract/css";

/** A fingerprint is one long word: it breaks anywhere rather than widen the table past a phone's screen. */
export const fingerprint = style({ overflowWrap: "anywhere", wordBreak: "break-all" });
