import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { mobileMediaQuery } from "../../theme/layout";

export const list = style({ margin: 0, display: "flex", flexDirection: "column", fontSize: vars.font.size.sm, color: vars.color.text, minWidth: 0 });

export const item = style({
  display: "grid",
  gridTemplateColumns: "minmax(120px, 200px) minmax(0, 1fr)",
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: 0 } },
  "@media": { [mobileMediaQuery]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.xxs } },
});

export const stackedItem = style({ gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.xxs });

export const term = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const description = style({ margin: 0, overflowWrap: "anywhere", minWidth: 0 });
