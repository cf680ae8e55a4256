import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { mobileMediaQuery } from "../../theme/layout";

export const root = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  flexWrap: "wrap",
  minWidth: 0,
  marginBottom: vars.space.lg,
  "@media": { [mobileMediaQuery]: { alignItems: "stretch", flexDirection: "column" } },
});

export const group = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  flexWrap: "wrap",
  minWidth: 0,
});

export const end = style({ marginLeft: "auto", "@media": { [mobileMediaQuery]: { marginLeft: 0 } } });
