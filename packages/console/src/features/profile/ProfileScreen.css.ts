import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";

export const screen = style({ minWidth: 0 });

/** Two columns of fields on a wide screen, one on a phone. */
export const fields = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
});

/** A language name is short: the select need not span the card. */
export const languageField = style({ maxWidth: "20rem" });

export const note = style({ margin: 0, color: vars.color.textMuted });
