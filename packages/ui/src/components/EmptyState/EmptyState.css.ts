import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { mobileMediaQuery } from "../../theme/layout";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  textAlign: "center",
  color: vars.color.text,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  "@media": { [mobileMediaQuery]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const icon = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "56px",
  height: "56px",
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const text = style({ margin: 0, maxWidth: "48ch", fontSize: vars.font.size.sm, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal });

export const action = style({ marginTop: vars.space.md, display: "flex", gap: vars.space.sm, flexWrap: "wrap", justifyContent: "center" });
