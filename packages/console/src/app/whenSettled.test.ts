import { describe, expect, it, vi } from "vitest";

/**
 * The module's queues as a page starts them: they live as long as the page, and a task one test leaves waiting (or a
 * window it scheduled on) would hold up the next test's, so each test imports the module afresh.
 */
async function freshQueues() {
  vi.resetModules();
  return import("./whenSettled");
}

/** A window whose idle callbacks run when the test says so. */
function idleWindow() {
  const callbacks: (() => void)[] = [];
  const win = { requestIdleCallback: (callback: () => void) => callbacks.push(callback) } as unknown as Window;
  const idlePeriod = () => {
    for (const callback of callbacks.splice(0)) callback();
  };
  return { win, idlePeriod };
}

describe("whenSettled", () => {
  it("runs tasks only once the page has settled, in the order they came, one per idle period", async () => {
    const { whenSettled } = await freshQueues();
    const { win, idlePeriod } = idleWindow();
    let settled = false;
    const ran: number[] = [];
    for (let task = 1; task <= 3; task++) whenSettled(() => ran.push(task), win, () => settled);
    idlePeriod();
    idlePeriod();
    expect(ran).toEqual([]);
    settled = true;
    idlePeriod();
    expect(ran).toEqual([1]);
    idlePeriod();
    expect(ran).toEqual([1, 2]);
    idlePeriod();
    expect(ran).toEqual([1, 2, 3]);
    idlePeriod();
    expect(ran).toEqual([1, 2, 3]);
  });

  it("keeps running the others when one task throws, and reports it", async () => {
    const { whenSettled } = await freshQueues();
    const { win, idlePeriod } = idleWindow();
    const reportError = vi.fn();
    vi.stubGlobal("reportError", reportError);
    const ran: string[] = [];
    whenSettled(() => {
      throw new Error("broken task");
    }, win, () => true);
    whenSettled(() => ran.push("next"), win, () => true);
    idlePeriod();
    idlePeriod();
    expect(ran).toEqual(["next"]);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: "broken task" }));
    vi.unstubAllGlobals();
  });
});

describe("whenIdleForGood", () => {
  it("waits for the page to be idle for good, not merely settled, while nothing asks for the work sooner", async () => {
    const { whenIdleForGood } = await freshQueues();
    const { win, idlePeriod } = idleWindow();
    const page = { briefly: false, forGood: false };
    const settled = { briefly: () => page.briefly, forGood: () => page.forGood };
    const ran: string[] = [];
    whenIdleForGood(() => ran.push("check"), () => false, win, settled);
    page.briefly = true;
    idlePeriod();
    idlePeriod();
    expect(ran).toEqual([]);
    page.forGood = true;
    idlePeriod();
    expect(ran).toEqual(["check"]);
  });

  it("runs once the page has settled when the work is wanted sooner (the visitor signed in)", async () => {
    const { whenIdleForGood } = await freshQueues();
    const { win, idlePeriod } = idleWindow();
    const page = { briefly: false, forGood: false };
    let signedIn = false;
    const ran: string[] = [];
    whenIdleForGood(() => ran.push("check"), () => signedIn, win, { briefly: () => page.briefly, forGood: () => page.forGood });
    page.briefly = true;
    idlePeriod();
    expect(ran).toEqual([]);
    signedIn = true;
    idlePeriod();
    expect(ran).toEqual(["check"]);
  });

  it("never holds back the work that waits only for the page to settle", async () => {
    const { whenIdleForGood, whenSettled } = await freshQueues();
    const { win, idlePeriod } = idleWindow();
    const ran: string[] = [];
    whenIdleForGood(() => ran.push("later"), () => false, win, { briefly: () => true, forGood: () => false });
    whenSettled(() => ran.push("settled"), win, () => true);
    idlePeriod();
    idlePeriod();
    expect(ran).toEqual(["settled"]);
  });
});
