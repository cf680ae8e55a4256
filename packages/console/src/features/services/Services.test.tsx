import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import type { MockServer } from "@cloudconsole/mock-api/node";
import { setupMockApi } from "../../testing/mockApi";
import { holdUntilAllStarted } from "../../testing/parallelRequests";
import { renderServicesRoute } from "./testing";

/** Makes every pending lifecycle step of the mock's services due now (the mock's clock has reached them). */
function settleNow(mock: MockServer) {
  const now = mock.store.clock.now();
  for (const service of mock.store.state.services) {
    if (service.transition) service.transition.at = now;
    for (const step of service.resource_steps ?? []) step.at = now;
  }
}

describe("the services page", () => {
  const mock = setupMockApi({ configName: "default" });

  it("lists each service with its status and service, linking to its page", async () => {
    renderServicesRoute("/services");
    const table = await screen.findByRole("table", { name: "Managed services" });
    const orders = mock.store.state.services.find((service) => service.display_name === "orders-db");
    const row = within(table).getByRole("link", { name: "orders-db" });
    expect(row).toHaveAttribute("href", `/services/service/${orders?.location}/${orders?.uuid}`);
    expect(row.closest("tr")).toHaveTextContent(/Running.*PostgreSQL 16/);
    expect(within(table).getByRole("link", { name: "blog-db" }).closest("tr")).toHaveTextContent("MariaDB 11.4");
  });

  it("filters by service", async () => {
    const { user } = renderServicesRoute("/services");
    const table = await screen.findByRole("table", { name: "Managed services" });
    await user.selectOptions(within(screen.getByRole("search", { name: "Filter managed services" })).getByRole("combobox", { name: "Service" }), "mariadb");
    await waitFor(() => expect(within(table).queryByRole("link", { name: "orders-db" })).not.toBeInTheDocument());
    expect(within(table).getByRole("link", { name: "blog-db" })).toBeInTheDocument();
  });

  it("offers MariaDB, PostgreSQL and Kubernetes with versions, price and read-more links", async () => {
    renderServicesRoute("/services");
    const postgres = await screen.findByRole("region", { name: "PostgreSQL" });
    expect(postgres).toHaveTextContent("Versions 16, 15, 14.0");
    expect(await within(postgres).findByText(/per vCPU a month/)).toBeInTheDocument();
    expect(within(postgres).getByRole("link", { name: /Read more about PostgreSQL/ })).toHaveAttribute("href", "https://www.postgresql.org/docs/");
    expect(screen.getByRole("region", { name: "MariaDB" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Kubernetes" })).toBeInTheDocument();
  });

  it("leaves Kubernetes out where the site does not enable it", async () => {
    mock.store.state.ui.kubernetesEnabled = false;
    renderServicesRoute("/services");
    expect(await screen.findByRole("region", { name: "MariaDB" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Kubernetes" })).not.toBeInTheDocument();
  });

  it("lists every service with its status in the sidebar", async () => {
    renderServicesRoute("/sidebar");
    const sidebar = await screen.findByRole("complementary", { name: "Services" });
    const orders = await within(sidebar).findByRole("link", { name: /orders-db/ });
    expect(orders).toHaveTextContent("Running");
    expect(within(sidebar).getByRole("link", { name: "Create managed service" })).toHaveAttribute("href", "/services/create");
  });

  it("requests the services, the catalogue and the prices together", async () => {
    const held = holdUntilAllStarted(mock, ["/user-resource/service/packages", "/user-resource/service/configurations", "/pricing/list/current"]);
    renderServicesRoute("/services");
    await waitFor(() => expect(held.started.size).toBe(3));
    expect(await screen.findByRole("table", { name: "Managed services" })).toBeInTheDocument();
  });

  it("shows the catalogue's cards once their prices are in, so no price pushes a card's buttons down", async () => {
    let releasePrices: () => void = () => undefined;
    const pricesHeld = new Promise<void>((resolve) => {
      releasePrices = resolve;
    });
    mock.server.use(
      http.get("*/pricing/list/current", async () => {
        await pricesHeld;
        return undefined;
      }),
    );
    renderServicesRoute("/services");
    await screen.findByRole("table", { name: "Managed services" });
    expect(screen.getByRole("progressbar", { name: "Loading the catalogue" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "PostgreSQL" })).not.toBeInTheDocument();
    releasePrices();
    const postgres = await screen.findByRole("region", { name: "PostgreSQL" });
    expect(postgres).toHaveTextContent(/Licence .* per vCPU a month/);
  });
});

describe("the services page of an empty account", () => {
  setupMockApi({ configName: "default", preset: "empty" });

  it("offers to create the first service", async () => {
    renderServicesRoute("/services");
    expect(await screen.findByRole("heading", { name: "No managed services yet" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Create managed service" })[0]).toHaveAttribute("href", "/services/create");
  });
});

describe("creating a managed service", () => {
  const mock = setupMockApi({ configName: "default" });

  it("preselects the service and version an application-catalog link names", async () => {
    renderServicesRoute("/services/create?osName=mariadb&osVersion=10.11");
    expect(await screen.findByRole("radio", { name: /MariaDB/ })).toBeChecked();
    expect(screen.getByRole("combobox", { name: /^Version/ })).toHaveValue("10.11");
  });

  it("keeps the size within the configured limits and shows the price before creating", async () => {
    const { user } = renderServicesRoute("/services/create");
    const vcpu = await screen.findByRole("spinbutton", { name: /^vCPU/ });
    await user.clear(vcpu);
    await user.type(vcpu, "99");
    await user.tab();
    expect(await screen.findByText("vCPU must be from 1 to 16")).toBeInTheDocument();
    await user.clear(vcpu);
    await user.type(vcpu, "2");
    expect(await screen.findByText(/a month$/)).toBeInTheDocument();
    expect(screen.getByText(/an hour, charged by the hour/)).toBeInTheDocument();
  });

  it("creates the service, shows its progress and opens it once it runs", async () => {
    let body = new URLSearchParams();
    mock.server.events.on("request:start", async ({ request }) => {
      if (request.method === "POST" && request.url.endsWith("/user-resource/service/package")) body = new URLSearchParams(await request.clone().text());
    });
    const { user } = renderServicesRoute("/services/create?osName=postgresql&osVersion=15");
    await user.type(await screen.findByRole("textbox", { name: /^Name/ }), "analytics");
    await user.click(screen.getByRole("radio", { name: /Multi node/ }));
    await user.click(screen.getByRole("button", { name: "Create managed service" }));
    expect(await screen.findByRole("heading", { name: /^Creating analytics\.\.\. \d+%$/ })).toBeInTheDocument();
    expect(Object.fromEntries(body)).toMatchObject({ display_name: "analytics", service: "postgresql", version: "15", is_multi_node: "true", vm_cpu: "2", vm_ram: "2048", vm_disk_gb: "20", reserve_public_ip: "true" });
    expect(JSON.parse(body.get("package_parameters") ?? "{}")).toHaveProperty("location");
    settleNow(mock);
    expect(await screen.findByRole("heading", { level: 1, name: "analytics" })).toBeInTheDocument();
    mock.server.events.removeAllListeners();
  });

  it("shows the progress of a service created after the list was read, while that list is stale (a phone has no sidebar to keep it live)", async () => {
    const { user } = renderServicesRoute("/services");
    await user.click(within(await screen.findByRole("region", { name: "MariaDB" })).getByRole("link", { name: /Create MariaDB/ }));
    await user.type(await screen.findByRole("textbox", { name: /^Name/ }), "reports");
    await user.click(screen.getByRole("button", { name: "Create managed service" }));
    expect(await screen.findByRole("heading", { name: /^Creating reports\.\.\. \d+%$/ })).toBeInTheDocument();
    settleNow(mock);
    expect(await screen.findByRole("heading", { level: 1, name: "reports" })).toBeInTheDocument();
  });

  it("keeps what was typed when creating fails", async () => {
    mock.store.state.ui.kubernetesEnabled = true;
    const { user } = renderServicesRoute("/services/create");
    await user.type(await screen.findByRole("textbox", { name: /^Name/ }), "k8s");
    await user.click(screen.getByRole("radio", { name: /Kubernetes/ }));
    mock.store.state.ui.kubernetesEnabled = false;
    await user.click(screen.getByRole("button", { name: "Create managed service" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Kubernetes is not enabled on this site.");
    expect(await screen.findByText("Failed to create managed service")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("k8s");
  });
});

describe("a managed service's page", () => {
  const mock = setupMockApi({ configName: "default" });
  const orders = () => {
    const found = mock.store.state.services.find((service) => service.display_name === "orders-db");
    if (!found) throw new Error("the demo preset should have orders-db");
    return found;
  };
  const open = () => renderServicesRoute(`/services/service/${orders().location}/${orders().uuid}`);

  it("shows status and connection details", async () => {
    open();
    const connection = await screen.findByRole("region", { name: "Connection" });
    expect(connection).toHaveTextContent(String(orders().properties?.service_ip));
    expect(connection).toHaveTextContent("5432");
    expect(connection).toHaveTextContent("wadmin");
  });

  it("says what the service costs while it runs, a month and an hour", async () => {
    open();
    const connection = await screen.findByRole("region", { name: "Connection" });
    await waitFor(() => expect(within(connection).getByText("Price").nextSibling).toHaveTextContent(/^\D*\d+\.\d{2} a month \(\D*\d+\.\d+ an hour\)$/));
  });

  it("stops and starts a VM through the mock's lifecycle", async () => {
    const { user } = open();
    const vm = orders().resources[0]?.resource_id.slice(0, 8) ?? "";
    await user.click(await screen.findByRole("button", { name: `Stop VM ${vm}` }));
    const resources = screen.getByRole("region", { name: "Resources" });
    expect(await within(resources).findByText("Stopping")).toBeInTheDocument();
    settleNow(mock);
    await user.click(await screen.findByRole("button", { name: `Start VM ${vm}` }));
    expect(await within(resources).findByText("Starting")).toBeInTheDocument();
    expect(orders().resource_steps?.[0]?.to).toBe("running");
  });

  it("fetches the secrets only when asked, with a copy button", async () => {
    const requests: string[] = [];
    mock.server.events.on("request:start", ({ request }) => void requests.push(request.url));
    const { user } = open();
    const secrets = await screen.findByRole("region", { name: "Secrets" });
    expect(requests.some((url) => url.endsWith("/secrets"))).toBe(false);
    await user.click(within(secrets).getByRole("button", { name: "Reveal secrets" }));
    expect(await within(secrets).findByText(orders().secrets.sql_pass)).toBeInTheDocument();
    expect(within(secrets).getByRole("button", { name: "Copy sql_pass" })).toBeInTheDocument();
    mock.server.events.removeAllListeners();
  });

  it("checks an allowed address as it is typed, adds it and removes it", async () => {
    const { user } = open();
    const addresses = await screen.findByRole("region", { name: "Allowed addresses" });
    const field = within(addresses).getByRole("textbox", { name: "Address or CIDR" });
    await user.type(field, "10.1.2.300");
    expect(within(addresses).getByText("Each number of the address must be from 0 to 255")).toBeInTheDocument();
    expect(within(addresses).getByRole("button", { name: "Add address" })).toBeDisabled();
    await user.clear(field);
    await user.type(field, "10.1.2.0/24");
    await user.click(within(addresses).getByRole("button", { name: "Add address" }));
    expect(await within(addresses).findByText("10.1.2.0/24", { selector: "code" })).toBeInTheDocument();
    expect(orders().whitelist_addresses).toContain("10.1.2.0/24");
    await user.click(within(addresses).getByRole("button", { name: "Remove 10.1.2.0/24" }));
    await waitFor(() => expect(orders().whitelist_addresses).not.toContain("10.1.2.0/24"));
  });

  it("renames the service", async () => {
    const { user } = open();
    const settings = await screen.findByRole("region", { name: "Settings" });
    const name = within(settings).getByRole("textbox", { name: /^Name/ });
    await user.clear(name);
    await user.type(name, "orders-main");
    await user.click(within(settings).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("heading", { level: 1, name: "orders-main" })).toBeInTheDocument();
  });

  it("rebuilds the service until the rebuild is done", async () => {
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Rebuild" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Rebuild" }));
    expect(await screen.findByText("Rebuilding the service")).toBeInTheDocument();
    expect(orders().status).toBe("rebuilding");
    settleNow(mock);
    await waitFor(() => expect(screen.getByRole("button", { name: "Rebuild" })).toBeEnabled());
  });

  it("deletes the service after confirming", async () => {
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete service" }));
    await waitFor(() => expect(orders().is_deleted).toBe(true));
    expect(await screen.findByRole("heading", { level: 1, name: "Services" })).toBeInTheDocument();
  });

  it("says so when the service does not exist", async () => {
    renderServicesRoute("/services/service/tll/no-such-service");
    expect(await screen.findByText(/There is no managed service no-such-service/)).toBeInTheDocument();
  });
});

describe("services on a site without them", () => {
  setupMockApi({ configName: "metal" });

  it("has no services pages", async () => {
    renderServicesRoute("/services");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});
