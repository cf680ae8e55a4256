import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { mobileMediaQuery } from "../../theme/layout";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({ from: { opacity: 0, transform: "translate(-50%, -48%) scale(0.97)" }, to: { opacity: 1, transform: "translate(-50%, -50%) scale(1)" } });
const slideUp = keyframes({ from: { transform: "translateY(16px)", opacity: 0 }, to: { transform: "translateY(0)", opacity: 1 } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 1000,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

export const content = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  zIndex: 1001,
  transform: "translate(-50%, -50%)",
  display: "flex",
  flexDirection: "column",
  width: `calc(100vw - 2 * ${vars.space.lg})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.xl})`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family,
  animation: `${popIn} ${vars.duration.normal} ease-out`,
  selectors: { "&:focus-visible": { outline: "none" } },
  "@media": {
    // A bottom sheet on phones: full width, thumbs reach the actions.
    [mobileMediaQuery]: {
      top: "auto",
      bottom: 0,
      left: 0,
      transform: "none",
      width: "100%",
      maxHeight: "92dvh",
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      borderBottom: 0,
      animation: `${slideUp} ${vars.duration.normal} ease-out`,
    },
  },
});

export const size = styleVariants({
  sm: { maxWidth: "400px" },
  md: { maxWidth: "560px" },
  lg: { maxWidth: "800px" },
});

export const form = style({ display: "flex", flexDirection: "column", minHeight: 0, flex: 1 });

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} 0 ${vars.space.xl}`,
  "@media": { [mobileMediaQuery]: { paddingLeft: vars.space.lg } },
});

export const headings = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, flex: 1, minWidth: 0, paddingTop: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
});

export const description = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal });

export const close = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "32px",
  height: "32px",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: { "&:hover": { color: vars.color.text, backgroundColor: vars.color.surfaceSunken } },
});

export const closeIcon = style({ width: "18px", height: "18px" });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: "auto",
  padding: `${vars.space.lg} ${vars.space.xl}`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: "anywhere",
  "@media": { [mobileMediaQuery]: { padding: vars.space.lg } },
});

export const emptyBody = style({ paddingTop: vars.space.sm, paddingBottom: vars.space.sm });

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  "@media": {
    // Stacked full-width actions on phones; reversed so the last (primary) action is on top.
    [mobileMediaQuery]: { flexDirection: "column-reverse", alignItems: "stretch", padding: vars.space.lg },
  },
});
