// What each screen of the built warren and metal apps costs its visitor, counted the way the browser fetches it
// (src/screenLoads.ts, the same measurement as the bundle budgets of the test command): JavaScript and CSS, gzip,
// from navigation until the network is idle after the screen is usable, and separately what the idle prefetch of the
// other screens adds after that; whether that prefetch waited for the screen's idle point; every lazily loaded
// feature chunk. Screens a provider's configuration lacks are n/a. Written with the targets of src/budgets.mjs to
// bench-results/screens.json.
//   pnpm --filter @cloudconsole/e2e bench
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { FEATURE_CHUNK_BYTES, MAIN_SCREENS, SCREEN_BUDGETS, screenLimit } from "../src/budgets.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PROVIDERS } from "../src/environment";
import { openScreenSession, type ScreenResult } from "../src/screenLoads";
import { SCREENS } from "../src/screens";
import { writeBenchResult } from "./harness";

const PROVIDER_IDS = (process.env.SCREENS_PROVIDERS?.split(",") ?? ["warren", "metal"]) as readonly string[];

/** Every lazily loaded chunk of a feature (a dynamic entry under console/src/features), gzip, largest first. */
function featureChunks(distDir: string) {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Record<string, { file: string; isDynamicEntry?: boolean }>;
  return Object.entries(manifest)
    .filter(([source, chunk]) => chunk.isDynamicEntry && source.includes("console/src/features/"))
    .map(([source, chunk]) => {
      const screen = source.replace(/^.*console\/src\/features\//, "");
      const gzip = gzipSync(readFileSync(join(distDir, chunk.file)), { level: 9 }).length;
      return { screen, file: chunk.file, gzip, withinBudget: gzip <= FEATURE_CHUNK_BYTES };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const providers: Record<string, unknown> = {};
try {
  for (const id of PROVIDER_IDS) {
    const provider = PROVIDERS.find((candidate) => candidate.id === id);
    if (!provider) continue;
    const session = await openScreenSession(browser, provider);
    const screens: (ScreenResult & { budget?: number; withinBudget?: boolean; prefetchAfterIdle?: boolean })[] = [];
    try {
      for (const screen of SCREENS) {
        const result = await session.measure(screen, { prefetch: true });
        if ("notApplicable" in result) {
          screens.push(result);
          console.log(`${id} ${result.label}: n/a (${result.notApplicable})`);
          continue;
        }
        const budget = screenLimit(result.screen);
        screens.push({ ...result, budget, withinBudget: result.own.jsGzip <= budget, prefetchAfterIdle: result.prefetchedBeforeIdle.length === 0 });
        console.log(
          `${id} ${result.label}: JS ${(result.own.jsGzip / 1024).toFixed(1)} KB, CSS ${(result.own.cssGzip / 1024).toFixed(1)} KB until idle; ` +
            `prefetch adds JS ${((result.prefetch?.jsGzip ?? 0) / 1024).toFixed(1)} KB, CSS ${((result.prefetch?.cssGzip ?? 0) / 1024).toFixed(1)} KB` +
            (result.prefetchedBeforeIdle.length ? `; ${result.prefetchedBeforeIdle.length} files prefetched before idle` : ""),
        );
      }
    } finally {
      await session.close();
    }
    providers[id] = { config: session.config, screens, featureChunks: featureChunks(provider.distDir) };
  }
} finally {
  await browser.close();
}

writeBenchResult("screens", {
  benchmark: "JavaScript and CSS per screen as the browser fetches them (gzip level 9 of each file), built warren and metal apps, Chromium, cold cache",
  date: new Date().toISOString(),
  budgets: { ...SCREEN_BUDGETS, mainScreens: MAIN_SCREENS, featureChunkBytes: FEATURE_CHUNK_BYTES },
  providers,
  notes:
    "own: every script and stylesheet from navigation until the network was idle (500 ms without a request) after the screen was usable, with the " +
    "page's idle callbacks held back (login: nothing held, until 1.5 s after that); prefetch: what releasing them (the console's idle prefetch) fetched after that. prefetchedBeforeIdle: files a " +
    "second, untouched load requested before the screen's own files and API calls had arrived (must be none). The budget applies to JS.",
});
