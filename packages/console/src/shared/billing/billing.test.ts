import { afterEach, describe, expect, it } from "vitest";
import { formatMemory } from "../../format/memory";
import { LANGUAGES, loadCatalogue, setLanguage } from "../../i18n";
import { i18n } from "../../i18n/catalogue";
import { creditPolicyText } from "./creditPolicy";
import { limitsText, sizeLimitsOf, withinLimits } from "./limits";
import { sharedBillingMessages, type SharedBillingT } from "./messages";

// The catalogue's English, as a screen's `useT(sharedBillingMessages)` gives it.
const t: SharedBillingT = (id, values) => i18n._(`${sharedBillingMessages.namespace}.${id}`, values);

const LIMITS = { vcpu: 1, ram_mb: 2048 };

describe("sizeLimitsOf", () => {
  it.each([
    ["a LIMITED account", "LIMITED", LIMITS, LIMITS],
    ["a CLEAR account", "CLEAR", LIMITS, undefined],
    ["a FROZEN account (refused whatever the size)", "FROZEN", LIMITS, undefined],
    ["a site without limits", "LIMITED", undefined, undefined],
    ["a site whose limits name nothing", "LIMITED", {}, undefined],
  ] as const)("applies the site's limits to %s", (_case, level, limits, expected) => {
    expect(sizeLimitsOf({ restriction_level: level }, limits)).toEqual(expected);
  });

  it("applies none without an account", () => {
    expect(sizeLimitsOf(undefined, LIMITS)).toBeUndefined();
  });
});

describe("withinLimits", () => {
  it.each([
    [1, 1024, true],
    [1, 2048, true],
    [2, 1024, false],
    [1, 4096, false],
  ])("%i vCPU and %i MB against 1 vCPU and 2048 MB: %s", (vcpu, ramMb, expected) => {
    expect(withinLimits(LIMITS, { vcpu, ramMb })).toBe(expected);
  });

  it("leaves a limit the site does not set unchecked, and everything without limits", () => {
    expect(withinLimits({ vcpu: 2 }, { vcpu: 2, ramMb: 65536 })).toBe(true);
    expect(withinLimits(undefined, { vcpu: 64, ramMb: 65536 })).toBe(true);
  });
});

describe("limitsText", () => {
  it.each([
    [LIMITS, "1 vCPU and 2 GB RAM"],
    [{ vcpu: 2 }, "2 vCPU"],
    [{ ram_mb: 1536 }, "1536 MB RAM"],
  ])("writes %j as '%s'", (limits, expected) => {
    expect(limitsText(limits, formatMemory)).toBe(expected);
  });

  it.each([
    ["id", "1 vCPU dan 2 GB RAM"],
    ["et", "1 vCPU ja 2 GB RAM"],
  ])("joins the limits as %s does", (language, expected) => {
    expect(limitsText(LIMITS, formatMemory, language)).toBe(expected);
  });
});

describe("creditPolicyText", () => {
  it("says an account allowed debt keeps running below zero, until it is limited, then frozen", () => {
    const text = creditPolicyText(t, { allowDebt: true, limits: LIMITS, memory: formatMemory });
    expect(text.title).toBe("Credit can run below zero");
    expect(text.body).toBe(
      "When the credit runs out, resources keep running and what they use is owed. Past the debt the provider allows, the account is limited: new virtual machines may have at most 1 vCPU and 2 GB RAM; what already runs keeps running. A debt left unpaid can freeze the account: nothing new can be created and running resources may be stopped. A top-up lifts the restriction.",
    );
  });

  it("says an account without debt is limited as soon as the credit runs out, naming no VM size without limits", () => {
    const text = creditPolicyText(t, { allowDebt: false, memory: formatMemory });
    expect(text.title).toBe("Credit cannot run below zero");
    expect(text.body).toBe(
      "When the credit runs out, the account is limited: what already runs keeps running. A debt left unpaid can freeze the account: nothing new can be created and running resources may be stopped. Top up before the credit runs out; a top-up lifts the restriction.",
    );
  });
});

describe("the credit policy in the customer's language", () => {
  afterEach(() => setLanguage("en"));

  it.each(LANGUAGES.filter((language) => language.code !== "en").map((language) => language.code))("is written in %s, the limits joined as it joins them", async (code) => {
    await loadCatalogue(sharedBillingMessages, code);
    await setLanguage(code);
    const text = creditPolicyText(t, { allowDebt: true, limits: LIMITS, memory: formatMemory, language: code });
    expect(text.body).toContain(limitsText(LIMITS, formatMemory, code));
    expect(`${text.title} ${text.body}`).not.toMatch(/credit|runs out|restriction/i);
  });
});
