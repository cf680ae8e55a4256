import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export const rule = style({
  width: "100%",
  height: 0,
  margin: `${vars.space.lg} 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
});

export const labelled = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  width: "100%",
  margin: `${vars.space.lg} 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: {
    "&::before, &::after": { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});
