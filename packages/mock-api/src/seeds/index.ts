import { mockLocationsFor, mockUiConfig, type PlatformOverrides } from "../config/index.js";
import type { MockConfigName, MockSeedPreset } from "../constants.js";
import type { FactoryContext } from "../factories/context.js";
import { makeUser } from "../factories/entities.js";
import { createRng } from "../factories/random.js";
import { MOCK_STATE_VERSION, type MockState } from "../store/state.js";
import { seedDemo } from "./demo.js";
import { seedLarge } from "./large.js";
import { seedMetalMachines } from "./metal.js";

/** The demo user's id (every seeded resource belongs to it). */
export const DEMO_USER_ID = 8;

export interface SeedOptions {
  configName: MockConfigName;
  /** A provider's own platform settings over the base configuration. */
  platform?: PlatformOverrides;
  preset: MockSeedPreset;
  /** Milliseconds on the store's clock; seeded timestamps are relative to it. */
  now: number;
  /** Extra seed text, for variations of the same preset. */
  seed?: string;
}

/** Build the whole state of a preset: the same options always give the same state. */
export function seedState({ configName, platform, preset, now, seed = "" }: SeedOptions): MockState {
  const rng = createRng(`${preset}:${configName}:${seed}`);
  let nextId = 100;
  const ctx: FactoryContext = { rng, now, nextId: () => nextId++, userId: DEMO_USER_ID };
  const ui = mockUiConfig(configName, platform);
  const state: MockState = {
    version: MOCK_STATE_VERSION,
    configName,
    seedPreset: preset,
    rngState: 0,
    nextId: 0,
    errorCount: 0,
    ui,
    locations: mockLocationsFor(configName, platform),
    user: makeUser(ctx, undefined, ui.siteLanguage),
    // The demo account is run by an operator who can act as customers; a fresh sign-up is a customer.
    userIsAdmin: preset !== "empty",
    billingAccounts: [],
    tokens: [],
    delegations: [],
    receivedImpersonations: [],
    cards: [],
    invoices: [],
    credits: [],
    vms: [],
    networks: [],
    ips: [],
    loadBalancers: [],
    buckets: [],
    s3Keys: [],
    blockDisks: [],
    sshKeys: [],
    services: [],
    metalMachines: [],
    metalLeases: [],
    subinterfaces: {},
    mfaActive: false,
    restrictionLevelClearTopupThreshold: 10,
    lowBalanceNoticeSent: [],
  };
  // The data centre's machines exist whoever the user is; only leases depend on the preset.
  seedMetalMachines(ctx, state);
  if (preset === "demo") seedDemo(ctx, state);
  if (preset === "large") seedLarge(ctx, state);
  state.rngState = rng.state;
  state.nextId = nextId;
  return state;
}
