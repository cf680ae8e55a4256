import {
  DEFAULT_MOCK_PRESET,
  MOCK_FAULT_PRESETS,
  MOCK_SEED_PRESETS,
  type MockFaultPreset,
  type MockSeedPreset,
} from "./constants.js";

/** A preset string split into the seed it starts from and the fault layers over it. */
export interface ParsedPreset {
  seed: MockSeedPreset;
  faults: MockFaultPreset[];
}

const isSeed = (name: string): name is MockSeedPreset => (MOCK_SEED_PRESETS as readonly string[]).includes(name);
const isFault = (name: string): name is MockFaultPreset => (MOCK_FAULT_PRESETS as readonly string[]).includes(name);

/**
 * Parse "demo", "slow" or "empty+slow+flaky": at most one seed (default demo) and any faults.
 * Throws on an unknown name, listing the valid ones.
 */
export function parsePreset(preset: string | undefined): ParsedPreset {
  const names = (preset ?? "").split(/[+,]/).map((n) => n.trim()).filter(Boolean);
  let seed: MockSeedPreset | undefined;
  const faults: MockFaultPreset[] = [];
  for (const name of names) {
    if (isSeed(name)) {
      if (seed && seed !== name) throw new Error(`Preset "${preset}" names two seeds (${seed}, ${name}); use one of them.`);
      seed = name;
    } else if (isFault(name)) {
      if (!faults.includes(name)) faults.push(name);
    } else {
      throw new Error(
        `Unknown mock preset "${name}". Use a seed (${MOCK_SEED_PRESETS.join(", ")}) and/or faults (${MOCK_FAULT_PRESETS.join(", ")}), joined with "+".`,
      );
    }
  }
  return { seed: seed ?? DEFAULT_MOCK_PRESET, faults };
}
