// The committed floors of the test command (test-floors.json): which suites, projects and providers a run fell
// below, and the floors a run's reports support. Free of I/O, tested from tables.
import { num, playwrightCounts, projectProviders, providerCounts, vitestCounts } from "./reports.mjs";

/** The committed floors a run fell below, each with what it counted. */
export function floorViolations({ runs, reports, floors = {}, providers = [] }) {
  const tasks = new Map(runs.flatMap((run) => run.summary?.tasks ?? []).map((task) => [task.taskId, task]));
  const violations = [];
  const below = (label, count, floor) => violations.push({ label, note: `${count} tests, below its floor of ${floor}` });

  for (const [taskId, floor] of Object.entries(floors.vitest ?? {})) {
    const report = tasks.has(taskId) ? reports[taskId] : undefined;
    const count = report === undefined ? 0 : vitestCounts(report).total;
    if (!tasks.has(taskId)) violations.push({ label: taskId, note: `did not run; its floor is ${floor} tests` });
    else if (count < floor) below(taskId, count, floor);
  }

  const e2e = floors.playwright ?? {};
  const e2eTask = e2e.task ?? "@cloudconsole/e2e#e2e";
  const report = tasks.has(e2eTask) ? reports[e2eTask] : undefined;
  const projectFloors = Object.values(e2e.projects ?? {});
  if (report === undefined) {
    // One failure says it all when there is nothing to count, rather than one per project and provider.
    if (projectFloors.length > 0 || providers.length > 0) {
      const floor = projectFloors.reduce((total, count) => total + count, 0);
      violations.push({ label: e2eTask, note: `${tasks.has(e2eTask) ? "wrote no report" : "did not run"}; its floor is ${floor} tests over ${projectFloors.length} projects` });
    }
    return violations;
  }
  const { byProject } = playwrightCounts(report);
  for (const [project, floor] of Object.entries(e2e.projects ?? {})) {
    const count = byProject[project] ?? 0;
    if (count < floor) below(`${e2eTask} project ${project}`, count, floor);
  }
  const byProvider = providerCounts(byProject, projectProviders(report));
  const everyProvider = num(e2e.everyProvider);
  for (const provider of [...new Set([...Object.keys(e2e.providers ?? {}), ...providers])].sort()) {
    // A provider without a floor of its own (a new one) must still have run the smoke pass at both widths.
    const floor = Math.max(num(e2e.providers?.[provider]), everyProvider);
    const count = byProvider[provider] ?? 0;
    if (count < floor) below(`${e2eTask} provider ${provider}`, count, floor);
  }
  return violations;
}

/** The floors a run's reports support: every vitest task's tests, each Playwright project's and provider's. */
export function floorsFrom({ vitest, playwright, e2eTask = "@cloudconsole/e2e#e2e" }) {
  const floors = { vitest: {}, playwright: { task: e2eTask, projects: {}, providers: {}, everyProvider: 0 } };
  for (const [taskId, report] of Object.entries(vitest).sort(([a], [b]) => a.localeCompare(b))) floors.vitest[taskId] = vitestCounts(report).total;
  if (playwright) {
    const { byProject } = playwrightCounts(playwright);
    for (const project of Object.keys(byProject).sort()) floors.playwright.projects[project] = byProject[project];
    const byProvider = providerCounts(byProject, projectProviders(playwright));
    for (const provider of Object.keys(byProvider).sort()) floors.playwright.providers[provider] = byProvider[provider];
    const counts = Object.values(byProvider);
    floors.playwright.everyProvider = counts.length ? Math.min(...counts) : 0;
  }
  return floors;
}

/** How `next` differs from the committed floors `current`, one line per floor that moves, appears or goes. */
export function floorChanges(current, next) {
  const flat = (floors) => ({
    ...prefixed("vitest", floors?.vitest),
    ...prefixed("project", floors?.playwright?.projects),
    ...prefixed("provider", floors?.playwright?.providers),
    ...(floors?.playwright?.everyProvider === undefined ? {} : { "every provider": floors.playwright.everyProvider }),
  });
  const before = flat(current);
  const after = flat(next);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].sort().flatMap((key) => {
    if (before[key] === after[key]) return [];
    if (after[key] === undefined) return [`${key}: ${before[key]} → gone`];
    if (before[key] === undefined) return [`${key}: new, ${after[key]}`];
    return [`${key}: ${before[key]} → ${after[key]}${after[key] < before[key] ? " (lower)" : ""}`];
  });
}

function prefixed(prefix, entries) {
  return Object.fromEntries(Object.entries(entries ?? {}).map(([key, value]) => [`${prefix} ${key}`, value]));
}
