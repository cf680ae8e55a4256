import { describe, expect, it } from "vitest";
import { usageChartLayout } from "./usageChartLayout";
import type { UsagePoint } from "./usageText";

const DAY_MS = 86_400_000;
const money = (amount: number) => `€${amount.toFixed(2)}`;

function layoutOf(costs: readonly number[], width = 600) {
  const points: UsagePoint[] = costs.map((cost, day) => ({ at: day * DAY_MS, cost }));
  return usageChartLayout(points, width, money, points.map((_, day) => `${day + 1} Mar 2026`));
}

describe("the usage chart's layout", () => {
  it.each([
    { costs: [0, 0, 0], labels: ["€0.00", "€0.20", "€0.40", "€0.60", "€0.80", "€1.00"] },
    { costs: [0, 0.01], labels: ["€0.00", "€0.01", "€0.02", "€0.03", "€0.04"] },
    { costs: [3, 11, 17.5], labels: ["€0.00", "€5.00", "€10.00", "€15.00", "€20.00"] },
    { costs: [120, 480], labels: ["€0.00", "€100.00", "€200.00", "€300.00", "€400.00", "€500.00"] },
  ])("scales money from 0 past the highest cost, a tick at least a cent apart: $costs", ({ costs, labels }) => {
    const layout = layoutOf(costs);
    expect(layout.yTicks.map((tick) => tick.label)).toEqual(labels);
    expect(layout.yTicks[0]?.at).toBe(layout.plot.bottom);
    expect(layout.yTicks.at(-1)?.at).toBe(layout.plot.top);
  });

  it.each([
    { width: 1200, days: 31 },
    { width: 600, days: 31 },
    { width: 320, days: 31 },
    { width: 600, days: 2 },
  ])("labels days at $width px far enough apart and inside the drawing, $days days", ({ width, days }) => {
    const { xTicks } = layoutOf(Array.from({ length: days }, (_, day) => day), width);
    expect(xTicks[0]?.label).toBe("1 Mar 2026");
    // About the width of an 11 px label; each must clear half its own and half its neighbour's.
    const halfWidth = (label = "") => (label.length * 6.6) / 2;
    for (const tick of xTicks) {
      expect(tick.at - halfWidth(tick.label)).toBeGreaterThanOrEqual(0);
      expect(tick.at + halfWidth(tick.label)).toBeLessThanOrEqual(width);
    }
    // Each label after the first clears the one before it.
    xTicks.slice(1).forEach((tick, index) => {
      const previous = xTicks[index];
      expect(previous && tick.at - previous.at - halfWidth(previous.label) - halfWidth(tick.label)).toBeGreaterThan(0);
    });
  });

  it("labels fewer days on a narrow chart", () => {
    const days = Array.from({ length: 31 }, (_, day) => day);
    expect(layoutOf(days, 320).xTicks.length).toBeLessThan(layoutOf(days, 1200).xTicks.length);
  });

  it("puts a single day in the middle of the plot", () => {
    const layout = layoutOf([4.2]);
    expect(layout.x({ at: 0, cost: 4.2 })).toBe((layout.plot.left + layout.plot.right) / 2);
  });
});
