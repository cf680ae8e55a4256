import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { mobileMediaQuery } from "../../theme/layout";

export const root = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space.md },
  // A phone has no room to spare: the default padding shrinks a step there.
  md: { padding: vars.space.lg, "@media": { [mobileMediaQuery]: { padding: vars.space.md } } },
  lg: { padding: vars.space.xl },
});

export const elevated = style({ boxShadow: vars.shadow.md, borderColor: "transparent" });

/** Children stacked in a column with the standard gap: a titled panel of a screen (settings, form steps, details). */
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
