// Random but reproducible text: tokens, readable names and MAC addresses from the factory context's PRNG.
import type { FactoryContext } from "./context.js";

const WORDS = ["alpha", "bravo", "cedar", "delta", "ember", "fjord", "grove", "harbor", "iris", "juniper", "kite", "lumen"] as const;
const TOKEN_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A random string of letters and digits (API tokens, access keys). */
export function randomToken(ctx: FactoryContext, length = 32): string {
  let out = "";
  for (let i = 0; i < length; i++) out += TOKEN_CHARS[ctx.rng.int(0, TOKEN_CHARS.length - 1)];
  return out;
}

/** A readable, lowercase name such as `cedar-harbor-42`. */
export function randomSlug(ctx: FactoryContext): string {
  return `${ctx.rng.pick(WORDS)}-${ctx.rng.pick(WORDS)}-${ctx.rng.int(1, 99)}`;
}

/** A locally administered MAC address (six lowercase hex pairs). */
export function randomMac(ctx: FactoryContext): string {
  return ["52", "54", "00", ctx.rng.hex(2), ctx.rng.hex(2), ctx.rng.hex(2)].join(":");
}
