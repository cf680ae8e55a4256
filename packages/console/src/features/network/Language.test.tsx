import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { LANGUAGES, setLanguage } from "../../i18n";
import { setupMockApi } from "../../testing/mockApi";
import { renderNetworkRoute } from "./testing";

const mock = setupMockApi({ configName: "default" });

afterEach(async () => {
  act(() => void toast.dismiss());
  await act(() => setLanguage("en"));
});

type Compiled = Record<string, string | readonly unknown[]>;

/** A catalogue as the build compiles it: `folder` is "" for the shared one, else a screen's folder. */
async function catalogue(folder: string, language: string): Promise<Compiled> {
  const path = folder ? `./${folder}/locales/${language}.json` : `./locales/${language}.json`;
  return ((await import(/* @vite-ignore */ path)) as { default: Compiled }).default;
}

/** A message without placeholders as plain text, or undefined when it has any. */
function plain(message: string | readonly unknown[] | undefined): string | undefined {
  if (typeof message === "string") return message;
  return message?.every((part) => typeof part === "string") ? message.join("") : undefined;
}

/** A message of a catalogue as plain text; the test fails on an id that has placeholders. */
async function text(folder: string, language: string, id: string): Promise<string> {
  const message = plain((await catalogue(folder, language))[id]);
  if (message === undefined) throw new Error(`${folder || "network"}/${id} has placeholders`);
  return message;
}

/** A message whose placeholders are plain values (no plural or select), filled in. */
async function textWith(folder: string, language: string, id: string, values: Record<string, string>): Promise<string> {
  const message = (await catalogue(folder, language))[id];
  const parts = typeof message === "string" ? [message] : (message ?? []);
  return parts.map((part) => (typeof part === "string" ? part : Array.isArray(part) && typeof part[0] === "string" ? (values[part[0]] ?? "") : "")).join("");
}

/**
 * The screen shows no English of its catalogues (longer texts, which the mock's seeded names cannot hold) and no
 * unfilled placeholder.
 */
async function expectTranslated(language: string, folders: readonly string[]) {
  const shown = document.body.textContent ?? "";
  expect(shown).not.toMatch(/\{[a-zA-Z]+\}/);
  if (language === "en") return;
  for (const folder of folders) {
    const [english, translated] = await Promise.all([catalogue(folder, "en"), catalogue(folder, language)]);
    const left = Object.entries(english).flatMap(([id, message]) => {
      const source = plain(message);
      return source && source.length >= 12 && source !== plain(translated[id]) && shown.includes(source) ? [source] : [];
    });
    expect(left).toEqual([]);
  }
}

const codes = LANGUAGES.map((language) => language.code);

describe("the network screens in each language", () => {
  it.each(codes)("renders the Network page and its sidebar in %s", async (code) => {
    await act(() => setLanguage(code));
    renderNetworkRoute("/network");
    expect(await screen.findByRole("heading", { level: 1, name: await text("lists", code, "title") })).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: await text("lists", code, "ips.title") })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: await text("lists", code, "firewalls.title") })).toBeInTheDocument();
    expect(screen.getAllByRole("searchbox", { name: await text("", code, "filter.search") }).length).toBeGreaterThan(0);
    await expectTranslated(code, ["", "lists"]);
  });

  it.each(codes)("renders the firewall form with its rules in %s", async (code) => {
    await act(() => setLanguage(code));
    renderNetworkRoute("/network/create/firewall");
    expect(await screen.findByRole("heading", { level: 1, name: await text("create", code, "firewall.title") })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: await text("create", code, "firewalls.create") })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: await text("", code, "rule.add") })).toBeInTheDocument();
    await expectTranslated(code, ["", "create"]);
  });

  it.each(codes)("renders a load balancer's page with its rules and targets in %s", async (code) => {
    await act(() => setLanguage(code));
    const lb = mock.store.state.loadBalancers[0];
    if (!lb) throw new Error("the demo preset should have a load balancer");
    renderNetworkRoute(`/network/load_balancer/${lb.location}/${lb.uuid}`);
    expect(await screen.findByRole("table", { name: await text("loadBalancer", code, "rules") })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: await text("loadBalancer", code, "targets") })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: await text("loadBalancer", code, "rules.add") })).toBeInTheDocument();
    await expectTranslated(code, ["", "loadBalancer"]);
  });

  it.each(codes)("renders a VPC network's page with its VMs' statuses in %s", async (code) => {
    await act(() => setLanguage(code));
    const vpc = mock.store.state.networks.find((candidate) => candidate.name === "Default network" && candidate.location === "tll");
    if (!vpc) throw new Error("the demo preset should have tll's default network");
    renderNetworkRoute(`/network/vpc/${vpc.location}/${vpc.uuid}`);
    const vms = await screen.findByRole("table", { name: await text("vpc", code, "vms.caption") });
    // The running VMs' badge in the customer's words: the shared compute catalogue's select, its `running` branch.
    const [select] = (await catalogue("../../shared/compute", code))["vm.statusLabel"] as [[string, string, Record<string, string[]>]];
    const running = select[2].running?.join("") ?? "";
    expect(running).not.toBe("");
    expect(within(vms).getAllByText(running).length).toBeGreaterThan(0);
    await expectTranslated(code, ["", "vpc"]);
  });

  it.each(codes)("renders an assigned Floating IP's page, and its toast once unassigned, in %s", async (code) => {
    await act(() => setLanguage(code));
    const ip = mock.store.state.ips.find((candidate) => candidate.assigned_to && candidate.uuid);
    if (!ip) throw new Error("the demo preset should have an assigned Floating IP");
    const { user } = renderNetworkRoute(`/network/ip_address/${ip.location}/${ip.uuid ?? ""}`);
    expect(await screen.findByRole("region", { name: await text("ip", code, "assignment") })).toBeInTheDocument();
    await expectTranslated(code, ["", "ip"]);
    await user.click(screen.getByRole("button", { name: await text("ip", code, "unassign") }));
    expect(await screen.findByText(await textWith("mutations", code, "toast.ipUnassigned", { address: ip.address }))).toBeInTheDocument();
  });
});
