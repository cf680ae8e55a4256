import { style, styleVariants } from "@vanilla-extract/css";
import { mobileMediaQuery } from "../../theme/layout";
// Imported so the shared alignment classes come first in the CSS and the phone rule below wins over them.
import "../../internal/layout.css";

// min-width 0 lets an Inline inside a flex or grid parent shrink instead of overflowing it.
export const root = style({ display: "flex", flexDirection: "row", minWidth: 0 });

export const wrap = styleVariants({ wrap: { flexWrap: "wrap" }, nowrap: { flexWrap: "nowrap" } });

export const justify = styleVariants({
  start: { justifyContent: "flex-start" },
  center: { justifyContent: "center" },
  end: { justifyContent: "flex-end" },
  between: { justifyContent: "space-between" },
});

// On a phone the children stack full width, whatever `align` says.
export const collapseBelow = styleVariants({
  mobile: { "@media": { [mobileMediaQuery]: { flexDirection: "column", alignItems: "stretch" } } },
});
