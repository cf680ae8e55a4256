import { style } from "@vanilla-extract/css";

// min-width 0 lets a Stack inside a flex or grid parent shrink instead of overflowing it.
export const root = style({ display: "flex", flexDirection: "column", minWidth: 0 });
