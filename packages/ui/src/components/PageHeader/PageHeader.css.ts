import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { desktopMediaQuery, mobileMediaQuery } from "../../theme/layout";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, marginBottom: vars.space.xl, minWidth: 0 });

export const back = style({ display: "flex", alignItems: "center", fontSize: vars.font.size.sm });

export const main = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.lg,
  flexWrap: "wrap",
  "@media": { [mobileMediaQuery]: { flexDirection: "column", alignItems: "stretch", gap: vars.space.md } },
});

// The 280 px basis is a width for the desktop row; in the phone's column it would be a height and leave a gap.
export const titles = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0, "@media": { [desktopMediaQuery]: { flex: "1 1 280px" } } });

export const titleRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap", minWidth: 0 });

export const title = style({ "@media": { [mobileMediaQuery]: { fontSize: vars.font.size.xl } } });

export const subtitle = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: "anywhere" });

export const actions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  flexWrap: "wrap",
  flexShrink: 0,
  "@media": { [mobileMediaQuery]: { justifyContent: "flex-start" } },
});
