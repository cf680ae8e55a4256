import { style } from "@vanilla-extract/css";
import { vars } from "@cloudconsole/ui/theme";
import { CHART_HEIGHT } from "./usageChartSize";

/** A screen's width; its parts are spaced by the Stack it is. */
export const screen = style({ maxWidth: 1100, minWidth: 0 });

/** Screens space their parts with `gap`; the page header's own bottom margin would double it. */
export const pageHeader = style({ marginBottom: 0 });

/** Explanations under a section's title. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** Amounts that add to the credit. */
export const credit = style({ color: vars.color.successText });

/** The usage chart's box: a fixed height, the full width of its card; its tooltip is placed within it. */
export const chart = style({
  position: "relative",
  width: "100%",
  height: CHART_HEIGHT,
  minWidth: 0,
  borderRadius: vars.radius.sm,
  ":focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
});

/** The drawing fills its box; a sideways drag on a touch screen moves the marker instead of the page. */
export const chartSvg = style({ display: "block", touchAction: "pan-y" });

export const chartGrid = style({ stroke: vars.color.border, strokeDasharray: "3 3", shapeRendering: "crispEdges" });

export const chartAxisText = style({ fill: vars.color.textMuted, fontSize: vars.font.size.xs, fontVariantNumeric: "tabular-nums" });

export const chartArea = style({ fill: vars.color.primary, fillOpacity: 0.15, stroke: "none" });

export const chartLine = style({ fill: "none", stroke: vars.color.primary, strokeWidth: 2, strokeLinejoin: "round" });

/** The chosen day: a guide down to the axis and a dot on the line. */
export const chartGuide = style({ stroke: vars.color.borderStrong, strokeDasharray: "2 2" });

export const chartDot = style({ fill: vars.color.primary, stroke: vars.color.surface, strokeWidth: 2 });

/** The chosen day's date and cost, beside its dot: on the right of it in the chart's left half, else on the left. */
export const chartTooltip = style({
  position: "absolute",
  top: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: "nowrap",
  pointerEvents: "none",
  transform: `translateX(${vars.space.sm})`,
  selectors: { "&[data-side=left]": { transform: `translateX(calc(-100% - ${vars.space.sm}))` } },
});

export const chartTooltipDate = style({ display: "block", fontWeight: vars.font.weight.bold });

/** The chart's figure sits flush in its card. */
export const figure = style({ margin: 0, minWidth: 0 });
