import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

export const name = style({
  fontFamily: vars.font.monoFamily,
  fontWeight: vars.font.weight.bold,
  backgroundColor: vars.color.surfaceSunken,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  overflowWrap: "anywhere",
});
