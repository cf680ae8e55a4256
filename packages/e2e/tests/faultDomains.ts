import type { Locator, Page } from "@playwright/test";
import { creationProgress } from "./fixtures";

// The domains of the fault matrix (faults.spec.ts): for each, how its list, detail and create screens are reached
// (and the form that changes a resource on its screen, where the domain has one), the one call under test in each,
// and what each screen shows once it has loaded.

export const FLOWS = ["list", "detail", "create", "update"] as const;
export type Flow = (typeof FLOWS)[number];

/** Reads the test's own backend as the demo user, for the ids of the resources a detail screen shows. */
export type Api = (path: string) => Promise<unknown>;

export interface Target {
  /** The screen's path under /app. */
  path: string;
  /** The resource the screen is about (the detail's heading, the list's link). */
  name: string;
}

export interface CallUnderTest {
  method: "GET" | "POST" | "PUT" | "PATCH";
  /** The API path (without /v1) of the call a fault answers. */
  path: RegExp;
}

/** A form on the resource's own screen that changes it (a rename): its call, its fields and what shows it saved. */
export interface UpdateFlow {
  call: CallUnderTest;
  /** Fills the form with the new name (and the rest) and returns the fields with the values typed. */
  fill: (page: Page, name: string) => Promise<{ field: Locator; value: string }[]>;
  submit: string;
  updated: (page: Page, name: string) => Locator;
}

export interface DomainFlows {
  /** The flows the domain has, when not these: list, detail, create, and update where it has one (SSH keys are listed and added on the profile, with no screen of their own). */
  flows?: readonly Flow[];
  /** The resource the list links to and the detail screen shows. */
  resource: (api: Api) => Promise<Target>;
  listPath: string;
  listCall: CallUnderTest;
  /** What the list shows once its data is in, when it is not a link to the resource's screen. */
  listReady?: (page: Page, target: Target) => Locator;
  /** Absent where the domain has no detail screen. */
  detailCall?: CallUnderTest;
  /** What the detail screen shows once its data is in, when it is not the resource's name as the heading. */
  detailReady?: (page: Page) => Locator;
  createPath: string;
  createCall: CallUnderTest;
  /** Fills the create form and returns the fields with the values typed, to check after a failure. */
  fill: (page: Page, name: string) => Promise<{ field: Locator; value: string }[]>;
  submit: string;
  /** What the screen shows once the resource is made. */
  created: (page: Page, name: string) => Locator;
  update?: UpdateFlow;
}

function records(json: unknown): Record<string, unknown>[] {
  return Array.isArray(json) ? json.filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null) : [];
}

async function first(api: Api, path: string, pick: (item: Record<string, unknown>) => Target): Promise<Target> {
  const [item] = records(await api(path));
  if (!item) throw new Error(`The demo data has nothing under ${path}.`);
  return pick(item);
}

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");
export const main = (page: Page) => page.getByRole("main");

/** An OpenSSH public key line, for the SSH key form. */
const SSH_KEY_LINE = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINwKJckLN1vuCbFu+QsbUL558EUeO9JuJ4nK5r7YRHCw fm@host";
const sshKeysTable = (page: Page) => main(page).getByRole("table", { name: "Your SSH keys" });

export const DOMAINS: Record<string, DomainFlows> = {
  compute: {
    resource: (api) => first(api, "/tll/user-resource/vm/list", (vm) => ({ path: `/app/compute/vm/tll/${text(vm.uuid)}`, name: text(vm.name) })),
    listPath: "/app/compute",
    listCall: { method: "GET", path: /^\/[^/]+\/user-resource\/vm\/list$/ },
    detailCall: { method: "GET", path: /^\/tll\/user-resource\/vm\/list$/ },
    createPath: "/app/compute/create",
    createCall: { method: "POST", path: /^\/[^/]+\/user-resource\/vm$/ },
    fill: async (page, typedName) => {
      const name = main(page).getByRole("textbox", { name: /^Name/ });
      const password = main(page).getByLabel(/^Password/);
      await name.fill(typedName);
      await password.fill("Secret123");
      return [
        { field: name, value: typedName },
        { field: password, value: "Secret123" },
      ];
    },
    submit: "Create virtual machine",
    created: creationProgress,
  },
  "bare metal": {
    resource: (api) => first(api, "/tll/metal/leases", (lease) => ({ path: `/app/metal/lease/${text(lease.uuid)}`, name: text(lease.display_name) })),
    listPath: "/app/metal",
    listCall: { method: "GET", path: /^\/[^/]+\/metal\/leases$/ },
    detailCall: { method: "GET", path: /^\/tll\/metal\/leases(\/[^/]+)?$/ },
    createPath: "/app/metal/create",
    createCall: { method: "POST", path: /^\/[^/]+\/metal\/leases$/ },
    fill: async (page, typedName) => {
      await main(page).getByRole("radio", { name: /Metal S/ }).check();
      const os = main(page).getByRole("combobox", { name: /Operating system/ });
      await os.selectOption("debian-12");
      const name = main(page).getByRole("textbox", { name: /Server name/ });
      await name.fill(typedName);
      return [
        { field: os, value: "debian-12" },
        { field: name, value: typedName },
      ];
    },
    submit: "Lease server",
    created: creationProgress,
  },
  network: {
    // The detail's heading is the address's name, or the address when it has none.
    resource: (api) => first(api, "/tll/network/ip_addresses", (ip) => ({ path: `/app/network/ip_address/tll/${text(ip.uuid)}`, name: text(ip.name).trim() || text(ip.address) })),
    listPath: "/app/network",
    listCall: { method: "GET", path: /^\/[^/]+\/network\/ip_addresses$/ },
    detailCall: { method: "GET", path: /^\/tll\/network\/ip_addresses$/ },
    createPath: "/app/network/create/vpc",
    createCall: { method: "POST", path: /^\/[^/]+\/network\/network$/ },
    fill: async (page, typedName) => {
      const name = main(page).getByRole("textbox", { name: /^Name/ });
      await name.fill(typedName);
      return [{ field: name, value: typedName }];
    },
    submit: "Create VPC network",
    created: (page, name) => page.getByRole("heading", { level: 1, name, exact: true }),
  },
  firewalls: {
    // Found in the location's list: the API has no read of one firewall.
    resource: (api) => first(api, "/tll/network/firewalls", (firewall) => ({ path: `/app/network/firewall/tll/${text(firewall.uuid)}`, name: text(firewall.display_name) })),
    listPath: "/app/network",
    listCall: { method: "GET", path: /^\/[^/]+\/network\/firewalls$/ },
    detailCall: { method: "GET", path: /^\/tll\/network\/firewalls$/ },
    createPath: "/app/network/create/firewall",
    createCall: { method: "POST", path: /^\/[^/]+\/network\/firewalls$/ },
    fill: async (page, typedName) => {
      const typed = [
        { field: main(page).getByRole("textbox", { name: /^Name/ }), value: typedName },
        { field: main(page).getByRole("textbox", { name: /^Sources \(rule 1\)/ }), value: "203.0.113.0/24" },
      ];
      for (const { field, value } of typed) await field.fill(value);
      return typed;
    },
    submit: "Create firewall",
    created: (page, name) => page.getByRole("heading", { level: 1, name, exact: true }),
  },
  storage: {
    resource: (api) => first(api, "/storage/bucket/list", (bucket) => ({ path: `/app/storage/bucket/${text(bucket.name)}`, name: text(bucket.name) })),
    listPath: "/app/storage",
    listCall: { method: "GET", path: /^\/storage\/bucket\/list$/ },
    detailCall: { method: "GET", path: /^\/storage\/bucket$/ },
    // The heading is the bucket's name from the address; the bucket itself loads below it.
    detailReady: (page) => main(page).getByRole("heading", { name: "Usage" }),
    createPath: "/app/storage/create",
    createCall: { method: "PUT", path: /^\/storage\/bucket$/ },
    fill: async (page, typedName) => {
      const name = main(page).getByRole("textbox", { name: /^Bucket name/ });
      await name.fill(typedName);
      return [{ field: name, value: typedName }];
    },
    submit: "Create bucket",
    created: (page, name) => page.getByRole("heading", { level: 1, name, exact: true }),
  },
  volumes: {
    // The heading is the volume's name, or its uuid when it has none.
    resource: (api) => first(api, "/tll/storage/disks", (disk) => ({ path: `/app/storage/volume/tll/${text(disk.uuid)}`, name: text(disk.display_name).trim() || text(disk.uuid) })),
    listPath: "/app/storage",
    listCall: { method: "GET", path: /^\/[^/]+\/storage\/disks$/ },
    detailCall: { method: "GET", path: /^\/tll\/storage\/disks$/ },
    createPath: "/app/storage/create/volume",
    createCall: { method: "POST", path: /^\/[^/]+\/storage\/disks$/ },
    fill: async (page, typedName) => {
      const typed = [
        { field: main(page).getByRole("textbox", { name: /^Name/ }), value: typedName },
        { field: main(page).getByRole("textbox", { name: /^Size \(GB\)/ }), value: "25" },
      ];
      for (const { field, value } of typed) await field.fill(value);
      return typed;
    },
    submit: "Create volume",
    created: (page, name) => page.getByRole("heading", { level: 1, name, exact: true }),
    // A volume is renamed (or moved to another account) in its Settings card.
    update: {
      call: { method: "PATCH", path: /^\/tll\/storage\/disks\/[^/]+$/ },
      fill: async (page, typedName) => {
        const name = main(page).getByRole("region", { name: "Settings" }).getByRole("textbox", { name: /^Name/ });
        await name.fill(typedName);
        return [{ field: name, value: typedName }];
      },
      submit: "Save changes",
      updated: (page, name) => page.getByRole("heading", { level: 1, name, exact: true }),
    },
  },
  services: {
    resource: (api) =>
      first(api, "/user-resource/service/packages", (service) => ({
        path: `/app/services/service/${/"location":"([^"]+)"/.exec(JSON.stringify(service))?.[1] ?? "tll"}/${text(service.uuid)}`,
        name: text(service.display_name),
      })),
    listPath: "/app/services",
    listCall: { method: "GET", path: /^\/user-resource\/service\/packages$/ },
    detailCall: { method: "GET", path: /^\/user-resource\/service\/packages$/ },
    createPath: "/app/services/create?osName=postgresql&osVersion=16",
    createCall: { method: "POST", path: /^\/user-resource\/service\/package$/ },
    fill: async (page, typedName) => {
      const name = main(page).getByRole("textbox", { name: /^Name/ });
      await name.fill(typedName);
      return [{ field: name, value: typedName }];
    },
    submit: "Create managed service",
    created: creationProgress,
  },
  access: {
    resource: (api) => first(api, "/user-resource/token/list", (token) => ({ path: `/app/access/token/${text(token.id)}`, name: text(token.description) })),
    listPath: "/app/access",
    listCall: { method: "GET", path: /^\/user-resource\/token\/list$/ },
    detailCall: { method: "GET", path: /^\/user-resource\/token\/list$/ },
    createPath: "/app/access/create/api_token",
    createCall: { method: "POST", path: /^\/user-resource\/token$/ },
    fill: async (page, typedName) => {
      const description = main(page).getByRole("textbox", { name: /^Description/ });
      await description.fill(typedName);
      return [{ field: description, value: typedName }];
    },
    submit: "Create API token",
    created: (page) => page.getByRole("heading", { level: 1, name: "API token created" }),
  },
  "ssh keys": {
    flows: ["list", "create"],
    resource: (api) => first(api, "/user-resource/ssh_keys", (key) => ({ path: "/app/profile", name: text(key.name) })),
    listPath: "/app/profile",
    listCall: { method: "GET", path: /^\/user-resource\/ssh_keys$/ },
    listReady: (page, target) => sshKeysTable(page).getByText(target.name, { exact: true }),
    createPath: "/app/profile",
    createCall: { method: "POST", path: /^\/user-resource\/ssh_keys$/ },
    fill: async (page, typedName) => {
      const typed = [
        { field: main(page).getByRole("textbox", { name: /^Key name/ }), value: typedName },
        { field: main(page).getByRole("textbox", { name: /^Public key/ }), value: SSH_KEY_LINE },
      ];
      for (const { field, value } of typed) await field.fill(value);
      return typed;
    },
    submit: "Add SSH key",
    created: (page, name) => sshKeysTable(page).getByText(name, { exact: true }),
  },
  billing: {
    resource: (api) => first(api, "/payment/billing_account/list", (account) => ({ path: `/app/billing/account/${text(account.id)}`, name: text(account.title) })),
    listPath: "/app/billing",
    listCall: { method: "GET", path: /^\/payment\/billing_account\/list$/ },
    detailCall: { method: "GET", path: /^\/payment\/billing_account\/list$/ },
    createPath: "/app/billing/create",
    createCall: { method: "POST", path: /^\/payment\/billing_account$/ },
    fill: async (page, typedName) => {
      const typed: { field: Locator; value: string }[] = [
        { field: main(page).getByRole("textbox", { name: /^Title/ }), value: typedName },
        { field: main(page).getByRole("textbox", { name: /^Email/ }), value: "fm@example.test" },
        { field: main(page).getByRole("textbox", { name: /^Phone/ }), value: "+372 5555 0101" },
        { field: main(page).getByRole("textbox", { name: /^Country/ }), value: "ee" },
      ];
      for (const { field, value } of typed) await field.fill(value);
      return typed;
    },
    submit: "Create billing account",
    created: (page, name) => page.getByRole("heading", { level: 1, name, exact: true }),
  },
};
export const DOMAIN_NAMES = Object.keys(DOMAINS);

/** The flows a domain has: those it names, else list, detail, create, and update where it has a form for it. */
export function flowsOf(domain: DomainFlows): readonly Flow[] {
  return domain.flows ?? FLOWS.filter((flow) => flow !== "update" || domain.update !== undefined);
}
