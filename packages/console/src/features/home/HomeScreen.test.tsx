import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { http, HttpResponse } from "msw";
import type { BillingAccount } from "@cloudconsole/sdk";
import { testProvider } from "../../testing/testProvider";
import type { ProviderDefinition } from "@cloudconsole/provider";
import { ProviderProvider } from "../../app/ProviderContext";
import { RESOURCE_TYPES } from "../../app/features";
import { ResourceTypesProvider, type ResourceTypeTable } from "../../app/resourceTypeTable";
import { LANGUAGES, setLanguage } from "../../i18n";
import { setupMockApi } from "../../testing/mockApi";
import { renderScreen } from "../../testing/render";
import { ConfigLayout } from "../../config/ConfigLayout";
import { availableCredit, homeBillingAccount } from "./BillingCard";
import { HomeScreen } from "./HomeScreen";
import english from "./locales/en.json";

const mock = setupMockApi();

// A test may re-seed the store with another preset or configuration, listen to requests or silence the console;
// the next one starts from the demo again.
afterEach(() => {
  mock.store.reset("demo", "default");
  mock.server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function renderHome(provider: ProviderDefinition = testProvider, types: ResourceTypeTable = RESOURCE_TYPES) {
  return renderScreen(
    <ProviderProvider provider={provider}>
      <ResourceTypesProvider types={types}>
        <Suspense fallback="loading">
          <Routes>
            <Route element={<ConfigLayout />}>
              <Route index element={<HomeScreen />} />
            </Route>
          </Routes>
        </Suspense>
      </ResourceTypesProvider>
    </ProviderProvider>,
  );
}

const card = (name: string) => screen.findByRole("region", { name });

/** The value and the status breakdown of one figure of a card (`<dt>` label, `<dd>` count, `<dd>` badges). */
async function figure(region: HTMLElement, label: string) {
  // Loaded once the figure has its breakdown (a list of statuses, or "None yet") after the count.
  const [count, breakdown] = await waitFor(() => {
    const term = within(region).getByText(label, { selector: "dt" });
    const definitions = within(term.parentElement ?? region).getAllByRole("definition");
    expect(definitions).toHaveLength(2);
    return definitions;
  });
  return { count: count?.textContent, statuses: breakdown ? within(breakdown).queryAllByRole("listitem").map((item) => item.textContent) : [] };
}

const linkTargets = (region: HTMLElement) => within(region).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);

const account = (fields: Partial<BillingAccount>): BillingAccount => ({ id: 1, title: "Account", is_active: true, is_default: false, restriction_level: "CLEAR", ...fields });

describe("HomeScreen", () => {
  it("shows the demo data's VMs, running ones, leases and the default billing account's credit", async () => {
    renderHome();
    expect(await screen.findByRole("heading", { level: 1, name: "Cloud Console (mock)" })).toBeInTheDocument();
    const compute = await card("Compute");
    const vms = mock.store.state.vms;
    const running = vms.filter((vm) => vm.status === "running").length;
    expect(await figure(compute, "Virtual machines")).toEqual({ count: String(vms.length), statuses: [`${running} running`, "1 creating", "2 stopped"] });
    expect([vms.length, running]).toEqual([7, 4]);
    expect(await figure(compute, "Bare metal servers")).toEqual({ count: String(mock.store.state.metalLeases.length), statuses: ["1 in use"] });
    expect(linkTargets(compute)).toEqual([
      ["Create virtual machine", "/compute/create"],
      ["Lease bare metal", "/metal/create"],
      ["All compute resources", "/compute"],
    ]);

    const billing = await card("Billing");
    const personal = mock.store.state.billingAccounts.find((candidate) => candidate.is_default);
    expect(await within(billing).findByText("Default billing account")).toBeInTheDocument();
    expect(within(billing).getByText("Personal")).toBeInTheDocument();
    // The running usage grows with the wall clock: the figure is whatever the API says, in euros, en-GB.
    expect(within(billing).getByText("Available credit").nextElementSibling?.textContent).toMatch(/^-?€\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(within(billing).queryByText(/Restriction level|Status:/)).not.toBeInTheDocument();
    expect(linkTargets(billing)).toEqual([
      ["View billing account", `/billing/account/${personal?.id ?? ""}`],
      ["All billing accounts", "/billing"],
    ]);
  });

  it("offers exactly the enabled create routes and the categories without a card", async () => {
    renderHome();
    const actions = await card("Quick actions");
    expect(within(within(actions).getByRole("list", { name: "Create" })).getAllByRole("link").map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
      ["Create Virtual machine", "/compute/create"],
      ["Create Bare metal", "/metal/create"],
      ["Create Load balancer", "/network/create/load_balancer"],
      ["Create VPC", "/network/create/vpc"],
      ["Create Floating IP", "/network/create/ip_address"],
      ["Create Firewall", "/network/create/firewall"],
      ["Create API token", "/access/create/api_token"],
      ["Create Access delegation", "/access/create/access_delegation"],
      ["Create Bucket", "/storage/create"],
      ["Create Volume", "/storage/create/volume"],
      ["Create Billing account", "/billing/create"],
      ["Create Managed service", "/services/create"],
    ]);
    expect(within(actions).getByRole("link", { name: "Create Virtual machine" })).toBeInTheDocument();
    expect(linkTargets(within(actions).getByRole("list", { name: "Go to" }))).toEqual([
      ["Network", "/network"],
      ["Access", "/access"],
      ["Storage", "/storage"],
      ["Services", "/services"],
    ]);
  });

  it("offers the resource types the app hands it, not the registry's", async () => {
    renderHome(testProvider, { api_token: RESOURCE_TYPES.api_token });
    const actions = await card("Quick actions");
    expect(linkTargets(within(actions).getByRole("list", { name: "Create" }))).toEqual([["API token", "/access/create/api_token"]]);
    expect(linkTargets(within(actions).getByRole("list", { name: "Go to" }))).toEqual([["Access", "/access"]]);
  });

  it("shows only bare metal on the metal configuration and never asks for VMs", async () => {
    mock.store.reset("demo", "metal");
    const vmCalls: string[] = [];
    mock.server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/user-resource/vm/list")) vmCalls.push(request.url);
    });
    renderHome();
    const compute = await card("Compute");
    expect(await figure(compute, "Bare metal servers")).toEqual({ count: "1", statuses: ["1 in use"] });
    expect(within(compute).queryByText("Virtual machines")).not.toBeInTheDocument();
    expect(linkTargets(compute)).toEqual([
      ["Lease bare metal", "/metal/create"],
      ["All compute resources", "/compute"],
    ]);
    const actions = await card("Quick actions");
    expect(within(within(actions).getByRole("list", { name: "Create" })).getAllByRole("link").map((link) => link.getAttribute("aria-label"))).toEqual([
      "Create Bare metal",
      "Create API token",
      "Create Access delegation",
      "Create Billing account",
    ]);
    expect(within(within(actions).getByRole("list", { name: "Go to" })).getAllByRole("link").map((link) => link.textContent)).toEqual(["Access"]);
    expect(await within(await card("Billing")).findByText("Personal")).toBeInTheDocument();
    expect(vmCalls).toEqual([]);
  });

  it("keeps the billing card working when the VM list fails, and the compute card retries by itself", async () => {
    // React logs the error the card's boundary catches; the card itself is what this test reads.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    mock.server.use(http.get("*/v1/:location/user-resource/vm/list", () => HttpResponse.json({ errors: { Error: "VM service unavailable" } }, { status: 500 })));
    const { user } = renderHome();
    const compute = await card("Compute");
    const alert = await within(compute).findByRole("alert");
    expect(alert).toHaveTextContent("Could not load your compute resources.");
    expect(alert).toHaveTextContent("VM service unavailable");
    const billing = await card("Billing");
    expect(await within(billing).findByText("Personal")).toBeInTheDocument();
    expect(within(billing).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(await card("Quick actions")).getAllByRole("link").length).toBeGreaterThan(0);

    mock.server.resetHandlers();
    await user.click(within(compute).getByRole("button", { name: "Try again to load your compute resources" }));
    expect(await figure(compute, "Virtual machines")).toMatchObject({ count: "7" });
    expect(within(compute).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says what is missing on an empty account", async () => {
    mock.store.reset("empty");
    renderHome();
    const compute = await card("Compute");
    // VMs and bare metal load separately: wait for each figure.
    expect(await figure(compute, "Virtual machines")).toEqual({ count: "0", statuses: [] });
    expect(await figure(compute, "Bare metal servers")).toEqual({ count: "0", statuses: [] });
    expect(within(compute).getAllByText("None yet")).toHaveLength(2);
    const billing = await card("Billing");
    expect(await within(billing).findByText("No billing account yet. Add one to pay for resources.")).toBeInTheDocument();
    expect(within(billing).getByRole("link", { name: "Create billing account" })).toHaveAttribute("href", "/billing/create");
  });

  it("warns about a restricted or suspended account and formats its credit in the site's currency", async () => {
    mock.server.use(
      http.get("*/v1/payment/billing_account/list", () =>
        HttpResponse.json([
          account({ id: 5, title: "Deleted default", is_default: true, is_deleted: true }),
          account({ id: 7, title: "Frozen one", restriction_level: "FROZEN", status: "SUSPENDED", suspend_reason: "Unpaid invoice", credit_amount: 99, running_totals: { credit_available: -1234.5 } }),
        ]),
      ),
    );
    renderHome();
    const billing = await card("Billing");
    expect(await within(billing).findByText("Frozen one")).toBeInTheDocument();
    expect(within(billing).getByText("Billing account")).toBeInTheDocument();
    expect(within(billing).getByText("Available credit").nextElementSibling).toHaveTextContent("-€1,234.50");
    expect(within(billing).getByText("Restriction level: Frozen")).toBeInTheDocument();
    expect(within(billing).getByText("Status: Suspended (Unpaid invoice)")).toBeInTheDocument();
    expect(within(billing).getByRole("link", { name: "View billing account" })).toHaveAttribute("href", "/billing/account/7");
  });

  it("says whether the account may run below zero and what happens when its credit runs out", async () => {
    renderHome();
    const billing = await card("Billing");
    // The demo's default account has the default site's allowDebt; a LIMITED account keeps 1 vCPU and 2 GB RAM.
    const policy = await within(billing).findByText("Credit can run below zero.");
    expect(policy.parentElement).toHaveTextContent(/Past the debt the provider allows, the account is limited: new virtual machines may have at most 1 vCPU and 2 GB RAM/);
    expect(policy.parentElement).toHaveTextContent(/A debt left unpaid can freeze the account/);
  });

  it("follows the account's own allow_debt, and names no VM size on a site without VMs", async () => {
    mock.server.use(http.get("*/v1/payment/billing_account/list", () => HttpResponse.json([account({ id: 3, title: "No debt", is_default: true, allow_debt: false })])));
    const first = renderHome();
    expect(await within(await card("Billing")).findByText("Credit cannot run below zero.")).toBeInTheDocument();
    first.unmount();

    mock.server.resetHandlers();
    mock.store.reset("demo", "metal");
    renderHome();
    const policy = await within(await card("Billing")).findByText("Credit cannot run below zero.");
    expect(policy.parentElement).toHaveTextContent("When the credit runs out, the account is limited: what already runs keeps running.");
    expect(policy.parentElement).not.toHaveTextContent("virtual machines");
  });

  it("shows the provider's banner, linking to the VM form, only when the provider has one", async () => {
    const plain = renderHome();
    await card("Compute");
    // The page and its three cards, nothing else.
    expect(screen.getAllByRole("region")).toHaveLength(4);
    expect(screen.queryByText("Your first server in under a minute")).not.toBeInTheDocument();
    plain.unmount();

    renderHome({ ...testProvider, createBanner: "Your first server in under a minute" });
    const banner = await screen.findByRole("region", { name: "Your first server in under a minute" });
    expect(within(banner).getByRole("link", { name: "Create virtual machine" })).toHaveAttribute("href", "/compute/create");
  });
});

describe("homeBillingAccount", () => {
  it.each([
    ["the default account", [account({ id: 1 }), account({ id: 2, is_default: true })], 2],
    ["the first when none is default", [account({ id: 3 }), account({ id: 4 })], 3],
    ["never a deleted one", [account({ id: 5, is_default: true, is_deleted: true }), account({ id: 6 })], 6],
    ["nothing without accounts", [], undefined],
  ])("picks %s", (_, accounts, id) => {
    expect(homeBillingAccount(accounts)?.id).toBe(id);
  });
});

describe("availableCredit", () => {
  it.each([
    ["the running total", { credit_amount: 10, running_totals: { credit_available: 7.5 } }, 7.5],
    ["the credit without running totals", { credit_amount: 10 }, 10],
    ["the credit when the total is missing", { credit_amount: 10, running_totals: { ongoing: 3 } }, 10],
    ["nothing when neither is sent", {}, undefined],
  ])("is %s", (_, fields, expected) => {
    expect(availableCredit(fields)).toBe(expected);
  });
});

/** A compiled message of the overview's catalogue in a language, as plain text (ids without placeholders). */
async function homeText(language: string, id: keyof typeof english): Promise<string> {
  const catalogue = (await import(`./locales/${language}.json`)) as { default: Record<string, string[]> };
  return catalogue.default[id]?.join("") ?? id;
}

describe("the overview in each language", () => {
  afterEach(async () => {
    await act(() => setLanguage("en"));
  });

  it.each(LANGUAGES.map((language) => language.code))("renders the cards in %s", async (code) => {
    const text = (id: keyof typeof english) => homeText(code, id);
    const [computeTitle, computeVms, billingTitle, billingView, billingCredit, subtitle, quickTitle] = [
      await text("compute.title"),
      await text("compute.vms"),
      await text("billing.title"),
      await text("billing.view"),
      await text("billing.credit"),
      await text("subtitle"),
      await text("quick.title"),
    ];
    await act(() => setLanguage(code));
    renderHome();
    // Each card's loading frame is replaced by the loaded card (same region name and labels), so the regions are
    // looked up again once both are loaded rather than kept from the first frame.
    const region = (name: string) => screen.getByRole("region", { name });
    await waitFor(
      () => {
        within(region(billingTitle)).getByRole("link", { name: billingView });
        within(region(computeTitle)).getByText(computeVms, { selector: "dt" });
      },
      { timeout: 5_000 },
    );
    expect(screen.getByText(subtitle)).toBeInTheDocument();
    expect(within(region(billingTitle)).getByText(billingCredit, { selector: "dt" })).toBeInTheDocument();
    expect(region(quickTitle)).toBeInTheDocument();
    expect(screen.queryAllByText(english["billing.credit"])).toHaveLength(code === "en" ? 1 : 0);
  });
});
