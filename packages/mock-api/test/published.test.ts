import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MOCK_API_KEY } from "../src/constants.js";
import { useTestServer, type TestApi } from "./helpers.js";
import { replayableFacts, type PublishedFact } from "./publishedFacts.js";
import { requestOf, shortfall } from "./publishedReplay.js";
import { bodyIsNotJson, imageOutsideCatalog, noBodyPrinted, unnamedQueryParameter, type Unreplayable } from "./publishedUnreplayable.js";

/**
 * Facts the mock does not answer as the platform does yet: fact id -> why, kept beside the record
 * (`packages/sdk/contract/published/known-gaps.json`, which gaps.md's counts read). Each one must still fail; once the
 * mock answers it, its entry goes.
 */
const KNOWN_GAPS = JSON.parse(readFileSync(new URL("../../sdk/contract/published/known-gaps.json", import.meta.url), "utf8")) as Record<string, string>;

/**
 * Documentation examples that cannot be replayed as printed, so no mock could answer them as the example does: fact
 * id -> why, with a check on the fact itself that it still cannot be (a corrected example then leaves this list).
 */
const UNREPLAYABLE_EXAMPLES: Record<string, Unreplayable> = {
  "doc-floating-ip-update-floating-ip": { why: "the example body is not valid JSON (a quote is missing)", shows: bodyIsNotJson },
  "doc-network-load-balancer-rename-load-balancer": { why: "no request body is printed, and the call needs one", shows: noBodyPrinted },
  "doc-network-load-balancer-add-load-balancer-target": { why: "no request body is printed, and the call needs one", shows: noBodyPrinted },
  "doc-network-load-balancer-add-load-balancer-forwarding-rule": { why: "no request body is printed, and the call needs one", shows: noBodyPrinted },
  "doc-network-load-balancer-change-billing-account-on-load-balancer": { why: "no request body is printed, and the call needs one", shows: noBodyPrinted },
  "doc-managed-services-create-service-package": { why: "no request body is printed, and the call needs one", shows: noBodyPrinted },
  // The documented os_version is an enum of the catalog's versions (doc-parameters-vm-parameters): the platform refuses
  // a version outside it rather than mapping it, and Ubuntu 16.04 left the catalog (doc-parameters-vm-images-list).
  "doc-vm-create-vm": { why: "the example's image, Ubuntu 16.04, is no longer in the catalog, and os_version must be one of the catalog's", shows: imageOutsideCatalog },
};

/**
 * Client requests built wrongly, which the platform cannot answer as the client meant: fact id -> why, checked on the
 * fact. The mock answers them as the platform answers the documented call without the parameter they fail to send.
 */
const CLIENT_MISTAKES: Record<string, Unreplayable> = {
  "client-mutashim-go-get-storage-bucket": { why: "`?=<name>` names no parameter, so the documented `name` is missing: 404, as for a bucket that does not exist", shows: unnamedQueryParameter },
};

const facts = replayableFacts();
const exempt = { ...KNOWN_GAPS, ...UNREPLAYABLE_EXAMPLES, ...CLIENT_MISTAKES };

/** Send one fact's request to a freshly seeded mock and say how the answer falls short of the fact, if it does. */
async function replay(api: TestApi, fact: PublishedFact): Promise<string | undefined> {
  api.server.store.reset();
  const request = requestOf(fact, api.server.store.state, api.server.url, MOCK_API_KEY);
  return shortfall(fact, await fetch(request));
}

describe("the mock API accepts the published API's requests as its clients send them", () => {
  const api = useTestServer({ preset: "demo" });

  it("names only replayed facts among its known gaps", () => {
    const ids = new Set(facts.map((fact) => fact.id));
    expect(Object.keys(exempt).filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(facts.filter((fact) => !(fact.id in exempt)).map((fact) => [fact.id, fact] as const))("%s", async (id, fact) => {
    const reason = await replay(api, fact);
    expect(reason, `${id}: ${reason}`).toBeUndefined();
  });

  it.each(Object.entries(KNOWN_GAPS))("still falls short of %s (%s)", async (id) => {
    const fact = facts.find((f) => f.id === id);
    if (!fact) throw new Error(`${id} is not a replayed fact`);
    expect(await replay(api, fact), `${id} now passes: remove it from known-gaps.json, close its row in gaps.md and run pnpm generate`).toBeDefined();
  });

  it.each(Object.entries({ ...UNREPLAYABLE_EXAMPLES, ...CLIENT_MISTAKES }).map(([id, entry]) => [id, entry.why, entry] as const))(
    "cannot replay %s as printed (%s)",
    async (id, _why, entry) => {
      const fact = facts.find((f) => f.id === id);
      if (!fact) throw new Error(`${id} is not a replayed fact`);
      expect(entry.shows(fact), `${id} no longer shows what makes it unreplayable: replay it`).toBe(true);
      expect(await replay(api, fact), `${id} is answered as printed: replay it`).toBeDefined();
    },
  );
});
