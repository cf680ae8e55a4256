// The standalone server's control calls for test drivers (`POST /__mock/reset`, `POST /__mock/advance?ms=`): who may
// make them and what they take. They re-seed the store and move its clock, so no other web page may reach them.
import { MOCK_SEED_PRESETS, type MockSeedPreset } from "./constants.js";
import { MAX_CLOCK_OFFSET_MS, MAX_CLOCK_STEP_MS } from "./limits.js";

/** Path prefix of the control calls, outside the API base. */
export const CONTROL_PATH_PREFIX = "/__mock/";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether an Origin header names a page on this machine: http(s)://localhost, 127.0.0.1 or [::1], any port. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && LOOPBACK_HOSTS.has(url.hostname) && url.origin === origin;
  } catch {
    return false;
  }
}

/** The headers of a control call that decide whether it is taken. */
export interface ControlCallHeaders {
  origin?: string | undefined;
  "sec-fetch-site"?: string | undefined;
  "content-length"?: string | undefined;
  "transfer-encoding"?: string | undefined;
}

/** A refused control call: its status and what to do instead. */
export interface ControlRefusal {
  status: 400 | 403 | 405 | 409;
  message: string;
}

/**
 * Why a control call is refused, or undefined when it is taken. Only POST; from no page (a test driver, curl) or from a
 * page on this machine, so a web page elsewhere cannot reset the store or move the clock, even with a simple form
 * POST (which a browser sends with its page's Origin); and with no body, its parameters being in the query string.
 */
export function controlCallRefusal(method: string, headers: ControlCallHeaders): ControlRefusal | undefined {
  if (method !== "POST") return { status: 405, message: `Control calls are POST requests, e.g. POST ${CONTROL_PATH_PREFIX}advance?ms=8000.` };
  const { origin } = headers;
  if (origin !== undefined && !isLoopbackOrigin(origin)) {
    return { status: 403, message: `Control calls are taken only from this machine (http://localhost, 127.0.0.1 or [::1]), not from ${origin.slice(0, 100)}.` };
  }
  const site = headers["sec-fetch-site"];
  if (origin === undefined && site !== undefined && site !== "same-origin" && site !== "none") {
    return { status: 403, message: "Control calls are taken only from this machine, not from another site's page." };
  }
  if (headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) !== 0) {
    return { status: 400, message: "Control calls take their parameters in the query string: send no body." };
  }
  return undefined;
}

/** The one value of each allowed query parameter, or the refusal of an unknown, repeated or malformed one. */
function controlParams(path: string, query: URLSearchParams, allowed: readonly string[]): Map<string, string> | ControlRefusal {
  const values = new Map<string, string>();
  for (const [name, value] of query) {
    if (!allowed.includes(name)) {
      const takes = allowed.length > 0 ? `takes only ${allowed.join(", ")}` : "takes no parameters";
      return { status: 400, message: `${path} ${takes}, not ${JSON.stringify(name.slice(0, 40))}.` };
    }
    if (values.has(name)) return { status: 400, message: `${name} is given twice.` };
    values.set(name, value);
  }
  return values;
}

/**
 * How far `POST /__mock/advance?ms=` moves the clock, or why it may not: a whole number of ms within the limits, given
 * how far control calls have moved it already.
 */
export function advanceStep(query: URLSearchParams, advancedMs: number): number | ControlRefusal {
  const params = controlParams(`${CONTROL_PATH_PREFIX}advance`, query, ["ms"]);
  if (!(params instanceof Map)) return params;
  const text = params.get("ms") ?? "0";
  const ms = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(ms) || ms > MAX_CLOCK_STEP_MS) {
    return { status: 400, message: `ms must be a whole number of milliseconds from 0 to ${MAX_CLOCK_STEP_MS} (a year), e.g. ?ms=8000.` };
  }
  if (advancedMs + ms > MAX_CLOCK_OFFSET_MS) {
    return { status: 400, message: `Control calls may move the clock at most ${MAX_CLOCK_OFFSET_MS} ms (ten years) in all: restart the server to start again.` };
  }
  return ms;
}

const isSeed = (name: string): name is MockSeedPreset => (MOCK_SEED_PRESETS as readonly string[]).includes(name);

/** The seed `POST /__mock/reset?preset=` re-seeds from (undefined: the current one), or why it may not. */
export function resetSeed(query: URLSearchParams): MockSeedPreset | undefined | ControlRefusal {
  const params = controlParams(`${CONTROL_PATH_PREFIX}reset`, query, ["preset"]);
  if (!(params instanceof Map)) return params;
  const preset = params.get("preset");
  if (preset === undefined || preset === "") return undefined;
  if (isSeed(preset)) return preset;
  return { status: 400, message: `preset must be a seed: ${MOCK_SEED_PRESETS.join(", ")}. Faults are chosen when the server starts (--preset).` };
}
