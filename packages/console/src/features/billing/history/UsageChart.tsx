import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { leastIndex } from "d3-array";
import { area, curveMonotoneX, line } from "d3-shape";
import { VisuallyHidden } from "@cloudconsole/ui";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { historyMessages } from "./messages";
import { usageChartLayout } from "./usageChartLayout";
import { CHART_HEIGHT, FALLBACK_WIDTH } from "./usageChartSize";
import type { UsagePoint } from "./usageText";
import * as styles from "./history.css";

/** The month's cost accrued day by day, as an area over the days; pointer and arrow keys show a day's cost. */
export function UsageChart({ points }: { points: readonly UsagePoint[] }) {
  const format = useFormat();
  const t = useT(historyMessages);
  const [frame, width] = useMeasuredWidth();
  const [chosen, setChosen] = useState<number>();
  const hintId = useId();
  // A point is its day's end, the next midnight: a millisecond earlier names the day itself.
  const dates = useMemo(() => points.map((point) => format.date(new Date(point.at - 1))), [points, format]);
  const layout = useMemo(() => usageChartLayout(points, width, format.money, dates), [points, width, format, dates]);
  const last = points.length - 1;
  const active = chosen !== undefined && chosen <= last ? chosen : undefined;
  const activePoint = active === undefined ? undefined : points[active];

  const [first] = points;
  if (!first) return <div ref={frame} className={styles.chart} />;

  const { plot, x, y } = layout;
  const fill = area<UsagePoint>().x(x).y0(plot.bottom).y1((point) => y(point.cost)).curve(curveMonotoneX)(points) ?? "";
  const stroke = line<UsagePoint>().x(x).y((point) => y(point.cost)).curve(curveMonotoneX)(points) ?? "";

  function choose(event: PointerEvent<SVGSVGElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    // The SVG scales its viewBox to its box; before it is measured the two differ.
    const along = (event.clientX - box.left) * (box.width > 0 ? width / box.width : 1);
    setChosen(leastIndex(points, (point) => Math.abs(x(point) - along)));
  }

  function move(event: KeyboardEvent) {
    if (event.key === "Escape") {
      if (active === undefined) return;
      // Escape closes the tooltip only: a dialog around the chart stays open.
      event.stopPropagation();
      setChosen(undefined);
      return;
    }
    const next: Partial<Record<string, number>> = {
      ArrowRight: active === undefined ? 0 : Math.min(last, active + 1),
      ArrowLeft: active === undefined ? last : Math.max(0, active - 1),
      Home: 0,
      End: last,
    };
    const index = next[event.key];
    if (index === undefined) return;
    event.preventDefault();
    setChosen(index);
  }

  const activeX = activePoint ? x(activePoint) : 0;
  const activeDate = active === undefined ? "" : (dates[active] ?? "");
  const activeCost = activePoint ? format.money(activePoint.cost) : "";

  return (
    // A chart read with arrow keys: a labelled group that takes focus, its points reached through the live text.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions
    <div tabIndex={0}
      ref={frame}
      className={styles.chart}
      role="group"
      aria-label={t("chart.label")}
      aria-describedby={hintId}
      onKeyDown={move}
      onBlur={() => setChosen(undefined)}
    >
      <svg className={styles.chartSvg} width="100%" height={CHART_HEIGHT} viewBox={`0 0 ${width} ${CHART_HEIGHT}`} onPointerMove={choose} onPointerLeave={() => setChosen(undefined)}>
        {layout.yTicks.map((tick) => (
          <g key={tick.at}>
            <line className={styles.chartGrid} x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} />
            <text className={styles.chartAxisText} x={layout.yLabelX} y={tick.at} textAnchor="end" dominantBaseline="middle">
              {tick.label}
            </text>
          </g>
        ))}
        {layout.xTicks.map((tick) => (
          <text key={tick.at} className={styles.chartAxisText} x={tick.at} y={layout.xLabelY} textAnchor="middle">
            {tick.label}
          </text>
        ))}
        <path className={styles.chartArea} d={fill} />
        <path className={styles.chartLine} d={stroke} />
        {last === 0 && !activePoint && <circle className={styles.chartDot} cx={x(first)} cy={y(first.cost)} r={4} />}
        {activePoint && (
          <g data-testid="usage-chart-marker">
            <line className={styles.chartGuide} x1={activeX} x2={activeX} y1={plot.top} y2={plot.bottom} />
            <circle className={styles.chartDot} cx={activeX} cy={y(activePoint.cost)} r={4} />
          </g>
        )}
      </svg>
      {activePoint && (
        <div className={styles.chartTooltip} aria-hidden="true" data-side={activeX > width / 2 ? "left" : "right"} style={{ left: `${(activeX / width) * 100}%` }}>
          <span className={styles.chartTooltipDate}>{activeDate}</span>
          {t("chart.tooltip", { cost: activeCost })}
        </div>
      )}
      <VisuallyHidden id={hintId}>{t("chart.hint")}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {activePoint ? t("chart.point", { date: activeDate, cost: activeCost }) : ""}
      </VisuallyHidden>
    </div>
  );
}

/** The width of the element `ref` is given to, kept up to date; FALLBACK_WIDTH until measured. */
function useMeasuredWidth() {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [frame, width] as const;
}
