import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { http, HttpResponse } from "msw";
import { mockUiConfig } from "@cloudconsole/mock-api";
import { setupMockApi } from "../../testing/mockApi";
import { renderScreen } from "../../testing/render";
import { getSession, storeImpersonation } from "../../session/sessionStore";
import { ConfigLayout } from "../../config/ConfigLayout";
import { AppShell } from "./AppShell";

// A test may start an impersonation: each one starts from a fresh session.
const mock = setupMockApi({ freshSession: true });

afterEach(() => vi.unstubAllGlobals());

function renderShell(route: string, config: "default" | "metal" = "default") {
  if (config === "metal") mock.server.use(http.get("*/v1/config/ui/config", () => HttpResponse.json(mockUiConfig("metal"))));
  return renderScreen(
    <Suspense fallback="loading">
      <Routes>
        <Route element={<ConfigLayout />}>
          <Route element={<AppShell />}>
            <Route path="*" element={<p>page content</p>} />
            <Route path="metal/create" element={<p>the bare metal form</p>} />
          </Route>
        </Route>
      </Routes>
    </Suspense>,
    { route },
  );
}

function stubMobile(mobile: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: mobile && query.includes("max-width: 700px"), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
}

describe("AppShell", () => {
  it("shows on desktop every enabled category in the side navigation, the header and the category's sidebar", async () => {
    renderShell("/network");
    const nav = await screen.findByRole("navigation", { name: "Resource categories" });
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual(["Compute", "Network", "Access", "Storage", "Billing", "Services"]);
    expect(within(nav).getByRole("link", { name: "Network" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    // The category's own sidebar, loaded with the category.
    const sidebar = await screen.findByRole("complementary", { name: "Network" });
    expect(await within(sidebar).findByRole("link", { name: "Reserve Floating IP" })).toHaveAttribute("href", "/network/create/ip_address");
    expect(screen.getByText("page content")).toBeInTheDocument();
    expect(document.querySelector("[data-layout]")).toHaveAttribute("data-layout", "desktop");
  });

  it("shows only the categories the metal configuration enables", async () => {
    renderShell("/", "metal");
    const nav = await screen.findByRole("navigation", { name: "Resource categories" });
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual(["Compute", "Access", "Billing"]);
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });

  it("offers in 'Create' exactly the enabled types and the application catalog, loaded only when opened", async () => {
    const catalogCalls: string[] = [];
    mock.server.events.on("request:start", ({ request }) => {
      if (/\/config\/vm_images|\/service\/configurations/.test(request.url)) catalogCalls.push(request.url);
    });
    const { user } = renderShell("/");
    const trigger = await screen.findByRole("button", { name: "Create" });
    expect(catalogCalls).toEqual([]);
    // Clicked before the menu's code has loaded (it loads once the screen settles): the menu opens when it arrives.
    await user.click(trigger);
    const types = await screen.findByRole("group", { name: "Resource types" });
    expect(within(types).getAllByRole("menuitem").map((item) => [item.textContent, item.getAttribute("href")])).toEqual([
      ["Virtual machine", "/compute/create"],
      ["Bare metal", "/metal/create"],
      ["Load balancer", "/network/create/load_balancer"],
      ["VPC", "/network/create/vpc"],
      ["Floating IP", "/network/create/ip_address"],
      ["Firewall", "/network/create/firewall"],
      ["API token", "/access/create/api_token"],
      ["Access delegation", "/access/create/access_delegation"],
      ["Bucket", "/storage/create"],
      ["Volume", "/storage/create/volume"],
      ["Billing account", "/billing/create"],
      ["Managed service", "/services/create"],
    ]);
    const catalog = await screen.findByRole("group", { name: "Application catalog" });
    const hrefs = within(catalog).getAllByRole("menuitem").map((item) => item.getAttribute("href") ?? "");
    expect(hrefs.some((href) => /^\/compute\/create\?typeId=app_catalog&osName=[^&]+&osVersion=.+/.test(href))).toBe(true);
    expect(hrefs.some((href) => /^\/services\/create\?osName=[^&]+&osVersion=.+/.test(href))).toBe(true);
    expect(catalogCalls).toHaveLength(2);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("group", { name: "Resource types" })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Create" })).toHaveFocus();
    mock.server.events.removeAllListeners("request:start");
  });

  it("is used from the keyboard: Enter opens on the first type, arrows move, Enter follows the link and closes", async () => {
    const { user } = renderShell("/");
    // Once the screen has settled the menu itself replaces the stand-in button (the menu marks its state on it).
    await waitFor(() => expect(screen.getByRole("button", { name: "Create" })).toHaveAttribute("data-state", "closed"));
    screen.getByRole("button", { name: "Create" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Virtual machine" })).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Bare metal" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("the bare metal form")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  });

  it("lays out for a phone at 700 px or less: top bar, bottom navigation, no sidebar", async () => {
    stubMobile(true);
    renderShell("/network/vpc/tll/1");
    await screen.findByRole("navigation", { name: "Resource categories" });
    expect(document.querySelector("[data-layout]")).toHaveAttribute("data-layout", "mobile");
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });

  it("on a phone shows a category's own screen alone, its list not repeated above it by the sidebar", async () => {
    stubMobile(true);
    const landing = renderShell("/compute");
    await screen.findByRole("navigation", { name: "Resource categories" });
    expect(screen.getByText("page content")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Compute resources" })).not.toBeInTheDocument();
    landing.unmount();
    renderShell("/compute/vm/tll/1");
    await screen.findByRole("navigation", { name: "Resource categories" });
    expect(screen.queryByRole("navigation", { name: "Compute resources" })).not.toBeInTheDocument();
    expect(screen.getByText("page content")).toBeInTheDocument();
  });

  it("keeps Compute's resource list beside a VM's page on desktop", async () => {
    stubMobile(false);
    renderShell("/compute/vm/tll/1");
    expect(await screen.findByRole("navigation", { name: "Compute resources" })).toBeInTheDocument();
  });

  it("shows the impersonation banner and returns to the saved path", async () => {
    storeImpersonation({ token: "imp-token", access_owner: "owner@example.com", returnPath: { path: "/access", query: "?tab=invitations" } });
    const { user } = renderShell("/");
    const banner = await screen.findByRole("region", { name: "Impersonation" });
    expect(banner).toHaveTextContent("You are acting as owner@example.com");
    await user.click(within(banner).getByRole("button", { name: "Return to my account" }));
    expect(getSession().impersonation).toBeUndefined();
    expect(await screen.findByRole("complementary", { name: "Access" })).toBeInTheDocument();
  });

  it("says so when the browser goes offline", async () => {
    renderShell("/");
    await screen.findByRole("navigation", { name: "Resource categories" });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    expect(await screen.findByText(/You are offline/)).toBeInTheDocument();
    vi.restoreAllMocks();
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByRole("navigation", { name: "Resource categories" })).toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it("switches the colour scheme between auto, light and dark", async () => {
    const { user } = renderShell("/");
    const select = await screen.findByRole("combobox", { name: "Colour scheme" });
    expect(select).toHaveValue("auto");
    await user.selectOptions(select, "dark");
    expect(localStorage.getItem("colorScheme")).toBe("dark");
    await user.selectOptions(select, "auto");
    expect(localStorage.getItem("colorScheme")).toBeNull();
  });
});
