import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { mobileMediaQuery } from "../../theme/layout";

export const root = style({
  display: "flex",
  alignItems: "flex-end",
  gap: vars.space.md,
  flexWrap: "wrap",
  minWidth: 0,
  "@media": { [mobileMediaQuery]: { flexDirection: "column", alignItems: "stretch" } },
});

export const fields = style({ display: "contents" });

// Each filter field gets an even share of the row, within readable limits; full width on phones.
globalStyle(`${root} > ${fields} > *`, { flex: "1 1 180px", maxWidth: "320px", minWidth: 0 });
globalStyle(`${root} > ${fields} > *`, { "@media": { [mobileMediaQuery]: { maxWidth: "none", flexBasis: "auto" } } });

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: vars.layout.inputHeight });
