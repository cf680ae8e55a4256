import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

/** Gaps between the children of Stack and Inline, one class per step of the theme's space scale. */
export const gap = styleVariants({
  none: { gap: vars.space.none },
  xxs: { gap: vars.space.xxs },
  xs: { gap: vars.space.xs },
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
  xl: { gap: vars.space.xl },
});

/** Cross-axis alignment of the children (horizontal in a Stack, vertical in an Inline). */
export const align = styleVariants({
  start: { alignItems: "flex-start" },
  center: { alignItems: "center" },
  end: { alignItems: "flex-end" },
  stretch: { alignItems: "stretch" },
  baseline: { alignItems: "baseline" },
});

// Lists laid out by a primitive are lists for screen readers, not bullets on screen.
export const listReset = style({ margin: 0, padding: 0, listStyle: "none" });
