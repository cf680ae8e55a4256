import { describe, expect, it } from "vitest";
import { updateTokenBody, type TokenValues } from "./queries";

const values = (restricted: boolean): TokenValues => ({ description: " deploys ", restricted, billingAccountId: restricted ? "7" : "" });

describe("what saving a token sends", () => {
  it.each([
    ["a token that is and stays unrestricted: no restriction fields at all", false, false, { token_id: 3, description: "deploys" }],
    ["restricting a token: true with its account", false, true, { token_id: 3, description: "deploys", restricted: true, billing_account_id: 7 }],
    ["keeping a restriction: true with its account", true, true, { token_id: 3, description: "deploys", restricted: true, billing_account_id: 7 }],
    ["lifting a restriction: false, and no account", true, false, { token_id: 3, description: "deploys", restricted: false, billing_account_id: 0 }],
  ])("%s", (_case, wasRestricted, restricted, body) => {
    expect(updateTokenBody({ id: 3, restricted: wasRestricted }, values(restricted))).toEqual(body);
  });
});
