import { nice, ticks } from "d3-array";
import { CHART_HEIGHT } from "./usageChartSize";
import type { UsagePoint } from "./usageText";

const MARGIN = { top: 12, right: 12, bottom: 28, left: 8 };
/** An axis label's glyphs at the axis's 11 px, a little wide: an overestimate only spaces labels further apart. */
const GLYPH_PX = 6.6;
/** Space between an axis label and its neighbour or the plot. */
const LABEL_GAP_PX = 12;
const Y_TICK_COUNT = 4;
/** Money shows cents: ticks at least a cent apart, or two would read the same. */
const SMALLEST_TOP = Y_TICK_COUNT * 0.01;

/** An axis tick: where it is along its axis and what it says. */
export interface ChartTick {
  at: number;
  label: string;
}

/** Where everything of the chart goes, in the px of an SVG `width` × CHART_HEIGHT. */
export interface ChartLayout {
  plot: { left: number; right: number; top: number; bottom: number };
  /** Where the money labels end, left of the plot. */
  yLabelX: number;
  /** The date labels' baseline, under the plot. */
  xLabelY: number;
  /** A point's x. */
  x: (point: UsagePoint) => number;
  /** A cost's y. */
  y: (cost: number) => number;
  yTicks: ChartTick[];
  xTicks: ChartTick[];
}

const labelWidth = (labels: readonly string[]) => Math.ceil(Math.max(0, ...labels.map((label) => label.length)) * GLYPH_PX);

/**
 * The chart's scales and axis ticks for `points` at `width`: money on a nice 0-based scale (0 to 1 when every cost
 * is 0), and the dates of every n-th day, n as small as keeps the labels apart.
 */
export function usageChartLayout(points: readonly UsagePoint[], width: number, money: (amount: number) => string, dates: readonly string[]): ChartLayout {
  const highest = Math.max(0, ...points.map((point) => point.cost));
  const top = nice(0, highest > 0 ? Math.max(highest, SMALLEST_TOP) : 1, Y_TICK_COUNT)[1];
  const yLabels = ticks(0, top, Y_TICK_COUNT).map((value) => ({ value, label: money(value) }));

  const plot = { left: MARGIN.left + labelWidth(yLabels.map((tick) => tick.label)) + LABEL_GAP_PX, right: width - MARGIN.right, top: MARGIN.top, bottom: CHART_HEIGHT - MARGIN.bottom };
  const plotWidth = Math.max(1, plot.right - plot.left);
  const first = points[0]?.at ?? 0;
  const span = (points.at(-1)?.at ?? first) - first;
  const x = (point: UsagePoint) => (span > 0 ? plot.left + ((point.at - first) / span) * plotWidth : plot.left + plotWidth / 2);
  const y = (cost: number) => plot.bottom - (cost / top) * (plot.bottom - plot.top);

  const dateWidth = labelWidth(dates);
  const spacing = points.length > 1 ? plotWidth / (points.length - 1) : plotWidth;
  const stride = Math.max(1, Math.ceil((dateWidth + LABEL_GAP_PX) / spacing));
  const xTicks: ChartTick[] = [];
  points.forEach((point, index) => {
    if (index % stride !== 0) return;
    // Labels stay whole inside the SVG; one pushed in from the edge onto its neighbour is left out.
    const at = Math.min(Math.max(x(point), dateWidth / 2), width - dateWidth / 2);
    const previous = xTicks.at(-1);
    if (previous && at - previous.at < dateWidth + LABEL_GAP_PX) return;
    xTicks.push({ at, label: dates[index] ?? "" });
  });

  return { plot, yLabelX: plot.left - LABEL_GAP_PX / 2, xLabelY: CHART_HEIGHT - MARGIN.bottom / 3, x, y, yTicks: yLabels.map(({ value, label }) => ({ at: y(value), label })), xTicks };
}
