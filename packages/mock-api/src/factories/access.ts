// The user, API tokens and access delegations.
import type { StoredDelegation, StoredToken, StoredUser } from "../store/entities.js";
import type { FactoryContext } from "./context.js";
import { randomToken } from "./text.js";
import { DAY, formatDt } from "./time.js";

/** The demo user and profile; a customer who signed up on the provider's site, whose profile speaks its language. */
export function makeUser(ctx: FactoryContext, email = "demo@example.com", lang = "en"): StoredUser {
  const created = formatDt(ctx.now - 400 * DAY);
  return {
    id: ctx.userId,
    name: email,
    cookie_id: ctx.rng.hex(32),
    last_activity: formatDt(ctx.now),
    state: {},
    profile_data: {
      id: ctx.nextId(),
      user_id: ctx.userId,
      email,
      first_name: "Cloudia",
      last_name: "Iaas",
      personal_id_number: "",
      phone_number: "+3725550100",
      lang,
      avatar: "",
      created_at: created,
      updated_at: created,
    },
  };
}

/** An API token; unrestricted tokens carry billing account 0. */
export function makeToken(ctx: FactoryContext, overrides: Partial<StoredToken> = {}): StoredToken {
  return {
    id: ctx.nextId(),
    billing_account_id: 0,
    consumer_id: ctx.rng.uuid(),
    kong_id: ctx.rng.uuid(),
    description: "Token",
    restricted: false,
    token: randomToken(ctx),
    created_at: formatDt(ctx.now),
    updated_at: null,
    user_id: ctx.userId,
    acting_user_id: null,
    ...overrides,
  };
}

/** An access delegation group with no invitations yet. */
export function makeDelegation(ctx: FactoryContext, billingAccountId: number, name: string): StoredDelegation {
  return {
    id: ctx.nextId(),
    billing_account_id: billingAccountId,
    name,
    owner_id: ctx.userId,
    impersonations: [],
    created_at: formatDt(ctx.now),
    updated_at: formatDt(ctx.now),
  };
}
