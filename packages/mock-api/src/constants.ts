// Tiny and dependency-free: the console imports this eagerly, so it must not pull in MSW.

/** The fixed API key the login uses when the mock API is switched on. */
export const MOCK_API_KEY = "mock-api-key";

/** The UI configurations the mock can serve: the mock default theme and the metal theme. */
export const MOCK_CONFIG_NAMES = ["default", "metal"] as const;
export type MockConfigName = (typeof MOCK_CONFIG_NAMES)[number];

/** Seed presets: what the account holds when the mock starts or is reset. */
export const MOCK_SEED_PRESETS = ["empty", "demo", "large"] as const;
export type MockSeedPreset = (typeof MOCK_SEED_PRESETS)[number];

/** Fault presets: a layer over the handlers that makes the API misbehave. */
export const MOCK_FAULT_PRESETS = ["offline", "slow", "flaky", "errors", "html"] as const;
export type MockFaultPreset = (typeof MOCK_FAULT_PRESETS)[number];

/** Every preset name accepted alone; combine a seed and faults with "+", e.g. "empty+slow". */
export const MOCK_PRESETS = [...MOCK_SEED_PRESETS, ...MOCK_FAULT_PRESETS] as const;
export type MockPreset = (typeof MOCK_PRESETS)[number];

/** The seed used when no preset names one. */
export const DEFAULT_MOCK_PRESET: MockSeedPreset = "demo";

/** Response header that carries the correlation id of every error, formatted `component-suffix`. */
export const CORRELATION_ID_HEADER = "x-correlation-id";

/** The component part of the mock's correlation ids: `mock-api-3f9c2a`. */
export const CORRELATION_ID_COMPONENT = "mock-api";

/** The message of the platform's credentials error (401), as the API gateway words it. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid authentication credentials";

/** API keys starting with this get the credentials error, so that path can be tried in a browser. */
export const INVALID_API_KEY_PREFIX = "invalid";

/** Default port of the standalone server (`pnpm mock-api`). */
export const DEFAULT_MOCK_PORT = 4010;

/** localStorage key under which the browser mock keeps its state between reloads. */
export const MOCK_STORAGE_KEY = "cloudconsole.mock-api.state";

/**
 * The test card the mock's bank declines at 3-D Secure, as processors document one (card number ending 0002): its
 * verification comes back failed and the card stays unverified. Every other card is confirmed.
 */
export const DECLINED_CARD_LAST4 = "0002";

/**
 * The mock's processor declines a link payment whose amount ends in .02 (as the declining test card ends 0002), so
 * a failed link payment can be shown.
 */
export const DECLINED_LINK_AMOUNT_CENTS = 2;

/** A virtual account's transfer arrives this long after the link payment starts, on the mock's clock. */
export const VIRTUAL_ACCOUNT_TRANSFER_MS = 10 * 60 * 1000;
