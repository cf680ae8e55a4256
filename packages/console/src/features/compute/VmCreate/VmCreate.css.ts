import { style } from "@vanilla-extract/css";
import { mobileMediaQuery, vars } from "@cloudconsole/ui/theme";

/** The form's sections beside a 300 px summary; one column on phones. */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 300px",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [mobileMediaQuery]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

/** The custom size's number fields side by side, as many per row as fit. */
export const sizeFields = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))", gap: vars.space.sm });

/** The summary stays in view while the form scrolls (not on phones, where it follows the form). */
export const summary = style({ position: "sticky", top: vars.space.md, "@media": { [mobileMediaQuery]: { position: "static" } } });

export const summaryList = style({ fontSize: vars.font.size.sm });
export const price = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const priceSub = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
