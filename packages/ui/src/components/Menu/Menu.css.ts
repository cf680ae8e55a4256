import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { mobileMediaQuery } from "../../theme/layout";

const fadeIn = keyframes({ from: { opacity: 0, transform: "translateY(-2px)" }, to: { opacity: 1, transform: "translateY(0)" } });

export const content = style({
  zIndex: 1050,
  minWidth: "180px",
  maxWidth: "min(320px, calc(100vw - 16px))",
  maxHeight: "var(--radix-dropdown-menu-content-available-height)",
  overflowY: "auto",
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
});

export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minHeight: vars.layout.inputHeight,
  justifyContent: "center",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  userSelect: "none",
  selectors: {
    "&[data-highlighted]": { backgroundColor: vars.color.surfaceSunken },
    '&[aria-disabled="true"]': { cursor: "not-allowed", color: vars.color.textMuted },
  },
});

export const danger = style({
  color: vars.color.errorText,
  selectors: { "&[data-highlighted]": { backgroundColor: vars.color.errorSurface } },
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const reason = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal });

export const separator = style({ height: "1px", margin: `${vars.space.xs} 0`, backgroundColor: vars.color.border });


// The collision padding keeps 8 px free on each side, so a menu this wide lines up with both edges of the screen.
export const fullWidthOnMobile = style({ "@media": { [mobileMediaQuery]: { width: "calc(100vw - 16px)", maxWidth: "none" } } });

export const group = style({ display: "flex", flexDirection: "column" });

/** A group's heading: small, muted capitals, like the header of a table. */
export const groupLabel = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xxs}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});
