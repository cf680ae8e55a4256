// How every property test (fast-check) of the workspace runs; the mock API's fuzz tests use this module too.
//
// By default a property keeps its own fixed seed and run count, so every run (CI's included) tries the same cases
// and a red build is never luck. FUZZ=1 (`pnpm test:fuzz`) draws one fresh seed for the run and tries many more
// cases; FUZZ_SEED=<seed> replays a run. The seed is printed whenever it is not the fixed one, and fast-check names
// the seed of any failure in its message.

/** How many times more cases a property tries under FUZZ. */
const FUZZ_RUNS_FACTOR = 10;

const fuzzSeed = process.env.FUZZ ? (parseSeed(process.env.FUZZ_SEED) ?? Math.floor(Math.random() * 2 ** 31)) : undefined;

function parseSeed(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const seed = Number(text);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got '${text}'`);
  return seed;
}

if (fuzzSeed !== undefined) console.info(`property tests: seed ${fuzzSeed}, ${FUZZ_RUNS_FACTOR}x the runs (replay: FUZZ_SEED=${fuzzSeed} pnpm test:fuzz)`);

/** A property test's time ceiling: `ms` for its fixed run count, as many times longer as it tries more cases. */
export function propertyTimeout(ms: number): number {
  return fuzzSeed === undefined ? ms : ms * FUZZ_RUNS_FACTOR;
}

/**
 * fast-check's `seed` and `numRuns` for one property (fc.assert, fc.sample): the property's own fixed seed and run
 * count by default; under FUZZ, the run's fresh seed and many more runs.
 */
export function propertyRuns({ seed, numRuns }: { seed: number; numRuns: number }): { seed: number; numRuns: number } {
  return fuzzSeed === undefined ? { seed, numRuns } : { seed: fuzzSeed, numRuns: numRuns * FUZZ_RUNS_FACTOR };
}
