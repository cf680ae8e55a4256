#!/usr/bin/env node
// The last step of `pnpm bench`: gathers every benchmark's results into one file and one table at the repository
// root, bench-results/summary.json and bench-results/summary.md, each figure with its target (from
// packages/e2e/src/budgets.mjs, the one module that holds them) and whether it meets it. Benchmarks measure; a missed
// target is reported, not failed on. The command fails only when a benchmark's results are missing or older than this
// run of `pnpm bench` (`--begin`, its first step, notes when the run started), i.e. when a benchmark did not finish.
//   node tooling/scripts/src/bench-summary.mjs [--begin]
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import {
  BUILD_TARGETS,
  FEATURE_CHUNK_BYTES,
  LIGHTHOUSE_TARGETS,
  PALETTE_TARGETS,
  screenLimit,
  VALIDATION_MAX_RATIO,
  VM_LIST_TARGETS,
} from "../../../packages/e2e/src/budgets.mjs";

const root = new URL("../../../", import.meta.url).pathname;
const outDir = join(root, "bench-results");
const startedFile = join(outDir, ".started");

if (process.argv.includes("--begin")) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(startedFile, `${new Date().toISOString()}\n`);
  process.exit(0);
}

/** Where each benchmark writes its results. */
const SOURCES = {
  screens: "packages/e2e/bench-results/screens.json",
  lighthouse: "packages/e2e/bench-results/lighthouse.json",
  vmList: "packages/e2e/bench-results/vm-list.json",
  palette: "packages/e2e/bench-results/palette.json",
  vmCreate: "packages/e2e/bench-results/vm-create.json",
  validation: "packages/sdk/.results/bench.json",
  build: "tooling/scripts/bench-results/build.json",
};

const started = existsSync(startedFile) ? new Date(readFileSync(startedFile, "utf8").trim()).getTime() : 0;
/** Each source's results, or why there are none. */
const sources = {};
const problems = [];
for (const [name, path] of Object.entries(SOURCES)) {
  const file = join(root, path);
  if (!existsSync(file)) {
    problems.push(`${path}: missing (the benchmark did not run or did not finish)`);
    continue;
  }
  const written = statSync(file).mtimeMs;
  if (written < started) {
    problems.push(`${path}: from ${new Date(written).toISOString()}, before this run started (the benchmark did not finish)`);
    continue;
  }
  sources[name] = { path, written: new Date(written).toISOString(), data: JSON.parse(readFileSync(file, "utf8")) };
}

const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
/** Every figure: what it is, its value, its target and whether it meets it (null: no target). */
const figures = [];
/** Markdown sections, in order. */
const sections = [];

function section(title, intro, columns, rows) {
  sections.push({ title, intro, columns, rows });
}
function figure(area, subject, metric, value, display, target, pass) {
  figures.push({ area, subject, metric, value, display, target, pass });
  return pass;
}
const verdict = (pass) => (pass === null || pass === undefined ? "" : pass ? "pass" : "**FAIL**");
const notRun = (title, key) => section(title, `Not measured: ${SOURCES[key]} is missing or stale.`, [], []);

// JavaScript and CSS per screen.
if (sources.screens) {
  const rows = [];
  for (const [provider, { screens, featureChunks }] of Object.entries(sources.screens.data.providers)) {
    for (const screen of screens) {
      if (screen.notApplicable) {
        rows.push([provider, screen.label, "n/a", "", "", "", "", screen.notApplicable]);
        figures.push({ area: "screens", subject: `${provider} ${screen.label}`, metric: "JS until idle", value: null, display: "n/a", target: null, pass: null, notApplicable: screen.notApplicable });
        continue;
      }
      const budget = screenLimit(screen.screen);
      const subject = `${provider} ${screen.label}`;
      const jsOk = figure("screens", subject, "JS until idle (gzip)", screen.own.jsGzip, kb(screen.own.jsGzip), `≤ ${budget / KB} KB`, screen.own.jsGzip <= budget);
      figure("screens", subject, "CSS until idle (gzip)", screen.own.cssGzip, kb(screen.own.cssGzip), null, null);
      const prefetch = screen.prefetch ?? { jsGzip: 0, cssGzip: 0 };
      figure("screens", subject, "idle prefetch after idle (JS + CSS gzip)", prefetch.jsGzip + prefetch.cssGzip, kb(prefetch.jsGzip + prefetch.cssGzip), null, null);
      const after = screen.prefetchedBeforeIdle.length === 0;
      const afterOk = screen.screen === "login" ? null : figure("screens", subject, "prefetch only after idle", screen.prefetchedBeforeIdle.length, after ? "yes" : `no (${screen.prefetchedBeforeIdle.length} files before)`, "nothing before idle", after);
      rows.push([
        provider,
        screen.label,
        kb(screen.own.jsGzip),
        kb(screen.own.cssGzip),
        `${kb(prefetch.jsGzip)} + ${kb(prefetch.cssGzip)}`,
        afterOk === null ? "" : after ? "yes" : `no (${screen.prefetchedBeforeIdle.length} files)`,
        `JS ≤ ${budget / KB} KB`,
        verdict(jsOk && afterOk !== false),
      ]);
    }
    const over = featureChunks.filter((chunk) => !chunk.withinBudget);
    const largest = featureChunks[0];
    const chunksOk = figure("screens", `${provider} lazily loaded feature chunks`, "largest chunk (gzip)", largest?.gzip ?? 0, `${kb(largest?.gzip ?? 0)} (${largest?.screen ?? "none"})`, `each ≤ ${FEATURE_CHUNK_BYTES / KB} KB`, over.length === 0);
    rows.push([provider, `${featureChunks.length} feature chunks`, `largest ${kb(largest?.gzip ?? 0)}`, "", "", "", `each ≤ ${FEATURE_CHUNK_BYTES / KB} KB`, verdict(chunksOk)]);
  }
  section(
    "JavaScript and CSS per screen",
    "Gzip, as the browser fetches them from a cold cache: every response from navigation until the network is idle after the screen is usable; then what the idle prefetch of the other screens adds. Signed in with an API key in localStorage (login: signed out). The budget is on JavaScript.",
    ["provider", "screen", "JS until idle", "CSS until idle", "prefetch after (JS + CSS)", "prefetch only after idle", "target", "result"],
    rows,
  );
} else notRun("JavaScript and CSS per screen", "screens");

// Lighthouse.
if (sources.lighthouse) {
  const { results, machine, runs } = sources.lighthouse.data;
  const rows = [];
  for (const [provider, screens] of Object.entries(results)) {
    for (const [id, result] of Object.entries(screens)) {
      const target = LIGHTHOUSE_TARGETS[id];
      const { score, fcpMs, lcpMs, tbtMs, cls } = result.median;
      const subject = `${provider} ${id}`;
      const scoreOk = figure("lighthouse", subject, "performance score", score, String(score), `≥ ${target.minScore}`, score >= target.minScore);
      figure("lighthouse", subject, "FCP", fcpMs, ms(fcpMs), null, null);
      figure("lighthouse", subject, "LCP", lcpMs, ms(lcpMs), null, null);
      const tbtOk = figure("lighthouse", subject, "TBT", tbtMs, ms(tbtMs), `< ${target.maxTbtMs} ms`, tbtMs < target.maxTbtMs);
      const clsOk = figure("lighthouse", subject, "CLS", cls, String(cls), `${target.maxCls}`, cls <= target.maxCls);
      rows.push([provider, id, String(score), ms(fcpMs), ms(lcpMs), ms(tbtMs), String(cls), `score ≥ ${target.minScore}, TBT < ${target.maxTbtMs} ms, CLS ${target.maxCls}`, verdict(scoreOk && tbtOk && clsOk)]);
    }
  }
  section(
    "Lighthouse",
    `Lighthouse 12, mobile, simulated throttling, Debian Chromium; medians of ${runs} runs. Load average (1, 5, 15 min) before: ${machine.loadAverageBefore.join(", ")}; after: ${machine.loadAverageAfter.join(", ")} on ${cpus().length} cores. The targets hold on a quiet machine.`,
    ["provider", "screen", "score", "FCP", "LCP", "TBT", "CLS", "target", "result"],
    rows,
  );
} else notRun("Lighthouse", "lighthouse");

// The 10,000-VM list and the palette, each beside the machine's load while it ran.
{
  const rows = [];
  const loadOf = (data) => (data.machine ? `load ${data.machine.loadAverageBefore.join(", ")} → ${data.machine.loadAverageAfter.join(", ")}` : "load not recorded");
  const row = (label, stat, target, pass, load) => rows.push([label, `${stat.median} ms`, `${stat.p95} ms`, target ?? "", verdict(pass), load]);
  if (sources.vmList) {
    const { firstRenderMs, filterKeystrokeToNextFrameMs, filterKeystrokeToListMs, heapUsedMb, vms } = sources.vmList.data;
    const load = loadOf(sources.vmList.data);
    const heapTargetMb = VM_LIST_TARGETS.heapBytes / KB / KB;
    const renderTarget = `p95 < ${VM_LIST_TARGETS.firstRenderP95Ms} ms`;
    row(`${vms} VMs: first render`, firstRenderMs, renderTarget, figure("vm-list", `${vms} VMs`, "first render p95", firstRenderMs.p95, ms(firstRenderMs.p95), renderTarget, firstRenderMs.p95 < VM_LIST_TARGETS.firstRenderP95Ms), load);
    if (filterKeystrokeToNextFrameMs) {
      const frameTarget = `p95 < ${VM_LIST_TARGETS.keystrokeToNextFrameP95Ms} ms`;
      const { p95 } = filterKeystrokeToNextFrameMs;
      row(`${vms} VMs: filter keystroke to next frame`, filterKeystrokeToNextFrameMs, frameTarget, figure("vm-list", `${vms} VMs`, "filter keystroke to next frame p95", p95, ms(p95), frameTarget, p95 < VM_LIST_TARGETS.keystrokeToNextFrameP95Ms), load);
    }
    if (filterKeystrokeToListMs) {
      figure("vm-list", `${vms} VMs`, "filter keystroke to the narrowed list p95", filterKeystrokeToListMs.p95, ms(filterKeystrokeToListMs.p95), null, null);
      row(`${vms} VMs: filter keystroke to the narrowed list`, filterKeystrokeToListMs, null, null, load);
    }
    if (heapUsedMb) {
      const heap = figure("vm-list", `${vms} VMs`, "JS heap after it settles (largest run)", heapUsedMb.max, `${heapUsedMb.max} MB`, `< ${heapTargetMb} MB`, heapUsedMb.max < heapTargetMb);
      rows.push([`${vms} VMs: JS heap after it settles`, `${heapUsedMb.median} MB`, `${heapUsedMb.max} MB (largest)`, `< ${heapTargetMb} MB`, verdict(heap), load]);
    }
  } else rows.push(["10,000 VMs", `not measured: ${SOURCES.vmList} is missing or stale`, "", "", "", ""]);
  if (sources.palette) {
    const { firstOpenMs, openMs, keystrokeToNextFrameMs, keystrokeToResultsMs } = sources.palette.data;
    const load = loadOf(sources.palette.data);
    const judged = (label, metric, stat, targetMs) => {
      if (!stat) return;
      const target = `p95 < ${targetMs} ms`;
      row(label, stat, target, figure("palette", "command palette", metric, stat.p95, ms(stat.p95), target, stat.p95 < targetMs), load);
    };
    judged("command palette: first open", "first open p95", firstOpenMs, PALETTE_TARGETS.firstOpenP95Ms);
    judged("command palette: open", "open p95", openMs, PALETTE_TARGETS.openP95Ms);
    judged("command palette: keystroke to next frame", "keystroke to next frame p95", keystrokeToNextFrameMs, PALETTE_TARGETS.keystrokeToNextFrameP95Ms);
    if (keystrokeToResultsMs) {
      figure("palette", "command palette", "keystroke to results p95", keystrokeToResultsMs.p95, ms(keystrokeToResultsMs.p95), null, null);
      row("command palette: keystroke to results", keystrokeToResultsMs, null, null, load);
    }
  }
  if (sources.vmCreate) {
    const usable = sources.vmCreate.data.roundTrip0ms?.navigationToUsableMs;
    if (usable) {
      figure("vm-create", "VM create form", "navigation to usable", usable.median, ms(usable.median), null, null);
      row("VM create form: navigation to usable", usable, null, null, "");
    }
  }
  section(
    "The 10,000-VM list (mock preset large) and the command palette",
    `Built warren app in Chromium, on ${cpus().length} cores; each benchmark's load average (1, 5, 15 min) before → after it ran. The targets hold on a quiet machine.`,
    ["figure", "p50", "p95", "target", "result", "machine"],
    rows,
  );
}

// Contract validation.
if (sources.validation) {
  const { jsonParseMs, validateMs, ratio, vms, zodSafeParseMs } = sources.validation.data;
  const ok = figure("validation", `${vms}-VM response`, "validation / JSON.parse", ratio, `${ratio}×`, `≤ ${VALIDATION_MAX_RATIO.toFixed(1)}×`, ratio <= VALIDATION_MAX_RATIO);
  section("Contract validation", `The ${vms}-VM list response, validated against the contract, compared with JSON.parse of the same body (Node ${sources.validation.data.node}).`, ["JSON.parse", "validation", "ratio", "zod alone", "target", "result"], [
    [`${jsonParseMs} ms`, `${validateMs} ms`, `${ratio}×`, `${zodSafeParseMs} ms`, `≤ ${VALIDATION_MAX_RATIO.toFixed(1)}× JSON.parse`, verdict(ok)],
  ]);
} else notRun("Contract validation", "validation");

// Build.
if (sources.build) {
  const { cold, afterOneThemeChange, apps, machine } = sources.build.data;
  const coldOk = figure("build", `${apps} provider apps`, "cold build", cold.seconds, `${cold.seconds} s`, `≤ ${BUILD_TARGETS.coldSeconds} s`, cold.seconds <= BUILD_TARGETS.coldSeconds);
  const rebuilt = afterOneThemeChange.rebuilt ?? [];
  const before = afterOneThemeChange.missesBeforeChange ?? [];
  // The apps the change invalidates (their turbo task hash changed with it); older results only have the rebuilt list.
  const invalidated = afterOneThemeChange.invalidatedByChange ?? rebuilt;
  const onlyOwn = invalidated.length === BUILD_TARGETS.rebuiltAfterOneThemeChange && invalidated[0]?.endsWith(`app-${afterOneThemeChange.changedTheme}`);
  const themeOk = figure("build", `${apps} provider apps`, "apps invalidated by one theme change", invalidated.length, invalidated.join(", ") || "nothing", "only that theme's app", onlyOwn);
  const list = (apps) => (apps.length > 3 ? `${apps.length} apps` : apps.join(", ") || "nothing");
  const rebuiltText = `invalidates ${list(invalidated)}; rebuilt ${list(rebuilt)}`;
  const unreliable = before.length ? ` (${before.length} apps already missed the cache before the change: the workspace changed during the run)` : "";
  section("Build", `turbo run build of every provider app on ${machine.cpus} cores (load ${machine.load}).`, ["figure", "value", "target", "result"], [
    [`all ${apps} apps, cold`, `${cold.seconds} s`, `≤ ${BUILD_TARGETS.coldSeconds / 60} min`, verdict(coldOk)],
    [`after a change to ${afterOneThemeChange.changedTheme}'s theme`, `${rebuiltText}; ${afterOneThemeChange.cacheHits} cache hits; ${afterOneThemeChange.seconds} s${unreliable}`, "only that theme's app rebuilt", verdict(themeOk)],
  ]);
} else notRun("Build", "build");

const load = loadavg().map((value) => Math.round(value * 10) / 10);
const judged = figures.filter((entry) => entry.pass !== null && entry.pass !== undefined);
const summary = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, loadAverage: load },
  totals: { figures: figures.length, withTarget: judged.length, pass: judged.filter((entry) => entry.pass).length, fail: judged.filter((entry) => !entry.pass).length },
  problems,
  sources: Object.fromEntries(Object.entries(sources).map(([name, source]) => [name, { path: source.path, written: source.written }])),
  figures,
};

const escape = (cell) => String(cell).replaceAll("|", "\\|");
const markdown = [
  "# Benchmarks",
  "",
  `${summary.date} · ${summary.machine.cpus} cores · load average ${load.join(", ")} (1, 5, 15 min) when summarised · ` +
    `${summary.totals.pass} of ${summary.totals.withTarget} figures with a target meet it.`,
  "",
  ...(problems.length ? ["**Missing results:**", "", ...problems.map((problem) => `- ${problem}`), ""] : []),
  ...sections.flatMap(({ title, intro, columns, rows }) => [
    `## ${title}`,
    "",
    intro,
    "",
    ...(columns.length
      ? [`| ${columns.join(" | ")} |`, `|${columns.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.map(escape).join(" | ")} |`), ""]
      : []),
  ]),
  `Sources: ${Object.values(summary.sources).map((source) => `\`${source.path}\``).join(", ")}.`,
  "",
].join("\n");

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(join(outDir, "summary.md"), markdown);
console.log(markdown);
console.log(`Written to bench-results/summary.md and bench-results/summary.json.`);
process.exit(problems.length ? 1 : 0);
