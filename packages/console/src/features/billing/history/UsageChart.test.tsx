import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { setupMockApi } from "../../../testing/mockApi";
import { Route, Routes } from "react-router";
import { ConfigLayout } from "../../../config/ConfigLayout";
import { renderScreen } from "../../../testing/render";
import { UsageChart } from "./UsageChart";
import type { UsagePoint } from "./usageText";

setupMockApi({ configName: "default" });

const DAY_MS = 86_400_000;
/** Midnight UTC starting 2 March 2026: the end of 1 March, as usageSeries marks it. */
const END_OF_MARCH_1 = Date.UTC(2026, 2, 2);

/** Day ends from 1 March 2026 on, with these costs accrued. */
function pointsOf(costs: readonly number[]): UsagePoint[] {
  return costs.map((cost, day) => ({ at: END_OF_MARCH_1 + day * DAY_MS, cost }));
}

async function renderChart(points: readonly UsagePoint[]) {
  const view = renderScreen(
    <Suspense fallback="loading">
      <Routes>
        {/* The chart formats with the site's configuration, which the layout loads as in the console. */}
        <Route element={<ConfigLayout />}>
          <Route
            path="*"
            element={
              <>
                <UsageChart points={points} />
                <p>page shown</p>
              </>
            }
          />
        </Route>
      </Routes>
    </Suspense>,
  );
  await screen.findByText("page shown");
  return view;
}

const chart = () => screen.getByRole("group", { name: "Cost so far this month, by day" });

/** Where the marker of the chosen day stands along the chart. */
function markerX(): number {
  return Number(screen.getByTestId("usage-chart-marker").querySelector("circle")?.getAttribute("cx"));
}

/** Every attribute of every element under `root`: where a NaN would show. */
function attributesOf(root: Element): string[] {
  return [root, ...root.querySelectorAll("*")].flatMap((element) => [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`));
}

describe("the usage chart", () => {
  it.each([
    ["many days", pointsOf([1.2, 3.4, 5, 8.75, 12.1, 12.1, 20])],
    ["one day", pointsOf([4.2])],
    ["costs all zero", pointsOf([0, 0, 0, 0])],
    ["a cent", pointsOf([0, 0.01])],
  ])("draws the area and the line without NaN for %s", async (_case, points) => {
    const { container } = await renderChart(points);
    const paths = [...container.querySelectorAll("path")].map((path) => path.getAttribute("d") ?? "");
    expect(paths).toHaveLength(2);
    for (const d of paths) expect(d).toMatch(/^M/);
    expect(attributesOf(container).filter((text) => text.includes("NaN"))).toEqual([]);
  });

  it("draws nothing, and no NaN, for no days", async () => {
    const { container } = await renderChart([]);
    expect(container.querySelector("svg")).toBeNull();
    expect(screen.queryByRole("group")).not.toBeInTheDocument();
    expect(attributesOf(container).filter((text) => text.includes("NaN"))).toEqual([]);
  });

  it("labels the cost axis in money from zero up past the highest cost", async () => {
    await renderChart(pointsOf([3, 11, 17.5]));
    for (const label of ["€0.00", "€5.00", "€10.00", "€15.00", "€20.00"]) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it("labels the cost axis 0 to 1 when nothing has cost anything yet", async () => {
    await renderChart(pointsOf([0, 0, 0]));
    expect(screen.getByText("€0.00")).toBeInTheDocument();
    expect(screen.getByText("€1.00")).toBeInTheDocument();
  });

  it("labels the date axis with days far enough apart not to overlap", async () => {
    const { container } = await renderChart(pointsOf(Array.from({ length: 31 }, (_, day) => day * 2)));
    const dateLabels = [...container.querySelectorAll("text")].filter((text) => /Mar|Apr/.test(text.textContent));
    expect(dateLabels[0]).toHaveTextContent("1 Mar 2026");
    expect(dateLabels.length).toBeGreaterThan(2);
    expect(dateLabels.length).toBeLessThan(31);
    const xs = dateLabels.map((text) => Number(text.getAttribute("x")));
    for (let index = 1; index < xs.length; index++) expect((xs[index] ?? 0) - (xs[index - 1] ?? 0)).toBeGreaterThan(70);
  });

  it("moves between days with the arrow keys, Home and End, telling screen readers each day's cost", async () => {
    const { user } = await renderChart(pointsOf([1.5, 2.25, 4]));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(/^$/);
    expect(chart()).toHaveAttribute("tabindex", "0");

    await user.tab();
    expect(chart()).toHaveFocus();
    await user.keyboard("{Home}");
    expect(status).toHaveTextContent("1 Mar 2026: cost so far €1.50");
    const firstX = markerX();
    await user.keyboard("{ArrowRight}");
    expect(status).toHaveTextContent("2 Mar 2026: cost so far €2.25");
    expect(markerX()).toBeGreaterThan(firstX);
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(status).toHaveTextContent("3 Mar 2026: cost so far €4.00");
    await user.keyboard("{ArrowLeft}");
    expect(status).toHaveTextContent("2 Mar 2026: cost so far €2.25");
    await user.keyboard("{End}");
    expect(status).toHaveTextContent("3 Mar 2026: cost so far €4.00");

    await user.keyboard("{Escape}");
    expect(status).toHaveTextContent(/^$/);
    expect(screen.queryByTestId("usage-chart-marker")).not.toBeInTheDocument();
  });

  it("shows the nearest day's date and cost while the pointer is over the chart, and hides them when it leaves", async () => {
    const { container } = await renderChart(pointsOf([1.5, 2.25, 4]));
    const svg = container.querySelector("svg");
    if (!svg) throw new Error("the chart drew no SVG");

    // jsdom lays nothing out: the SVG's box is 0 wide, so client x is taken as the drawing's own x.
    fireEvent.pointerMove(svg, { clientX: 10_000 });
    expect(screen.getByText("3 Mar 2026", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByText(/Cost so far €4\.00/)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("3 Mar 2026: cost so far €4.00");
    expect(screen.getByTestId("usage-chart-marker")).toBeInTheDocument();

    fireEvent.pointerMove(svg, { clientX: 0 });
    expect(screen.getByRole("status")).toHaveTextContent("1 Mar 2026: cost so far €1.50");

    fireEvent.pointerLeave(svg);
    expect(screen.queryByText(/Cost so far €/)).not.toBeInTheDocument();
    expect(screen.queryByTestId("usage-chart-marker")).not.toBeInTheDocument();
  });
});
