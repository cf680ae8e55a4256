import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { http, HttpResponse } from "msw";
import { mockUiConfig } from "@cloudconsole/mock-api";
import { ConfigLayout } from "../../config/ConfigLayout";
import { setupMockApi } from "../../testing/mockApi";
import { renderScreen } from "../../testing/render";
import { AppShell } from "../shell";
import { readRecent, RECENT_STORAGE_KEY } from "./recent";

const mock = setupMockApi({ freshSession: true });

function WhereAmI() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

function renderShell(route = "/", config: "default" | "metal" = "default") {
  if (config === "metal") mock.server.use(http.get("*/v1/config/ui/config", () => HttpResponse.json(mockUiConfig("metal"))));
  return renderScreen(
    <Suspense fallback="loading">
      <Routes>
        <Route element={<ConfigLayout />}>
          <Route element={<AppShell />}>
            <Route path="*" element={<WhereAmI />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>,
    { route },
  );
}

async function openWithShortcut(user: ReturnType<typeof renderShell>["user"]) {
  await user.keyboard("{Control>}k{/Control}");
  return screen.findByRole("dialog", { name: "Search" });
}

describe("the command palette", () => {
  it("opens with Ctrl+K, finds a VM by name across locations and opens its page with Enter", async () => {
    const { user } = renderShell();
    await screen.findByRole("button", { name: "Search" });
    const dialog = await openWithShortcut(user);
    const input = within(dialog).getByRole("combobox", { name: "Search resources and actions" });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, "jakarta");
    const option = await within(dialog).findByRole("option", { name: /jakarta-app/ });
    expect(option).toHaveTextContent("Virtual machine");
    expect(option).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText(/^At \/compute\/vm\/[a-z0-9-]+\/[0-9a-f-]+$/)).toBeInTheDocument();
    expect(readRecent()[0]).toMatch(/^\/compute\/vm\//);
  });

  it("finds a volume by its name, says its size, and opens its page", async () => {
    const { user } = renderShell();
    await screen.findByRole("button", { name: "Search" });
    const dialog = await openWithShortcut(user);
    await user.type(within(dialog).getByRole("combobox"), "db-data");
    const option = await within(dialog).findByRole("option", { name: /db-data/ });
    expect(option).toHaveTextContent("Volume");
    expect(option).toHaveTextContent("50 GB");
    await user.keyboard("{Enter}");
    expect(await screen.findByText(/^At \/storage\/volume\/tll\/[0-9a-f-]+$/)).toBeInTheDocument();
  });

  it("moves with the arrows, ranks names first, and finds a Floating IP by its address", async () => {
    const { user } = renderShell();
    await user.click(await screen.findByRole("button", { name: "Search" }));
    const dialog = await screen.findByRole("dialog", { name: "Search" });
    const input = within(dialog).getByRole("combobox");
    await user.type(input, "web");
    // The exact name first (the Floating IP called "web"), then the names that start with it, of every type.
    const optionNames = () => within(dialog).getAllByRole("option").map((option) => option.querySelector("bdi")?.textContent);
    await waitFor(() => expect(optionNames()).toEqual(["web", "web-1", "web-2", "web-firewall", "web-lb"]));
    await user.keyboard("{ArrowDown}");
    expect(within(dialog).getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    // Screen readers hear how many were found.
    expect(within(dialog).getByRole("status")).toHaveTextContent("5 results");

    const address = mock.store.state.ips[0]?.address ?? "";
    await user.clear(input);
    await user.type(input, address);
    expect(await within(dialog).findByRole("option", { name: new RegExp(`Floating IP.*${address.replaceAll(".", "\\.")}`) })).toBeInTheDocument();
  });

  it("closes with Escape and gives focus back to where it was", async () => {
    const { user } = renderShell();
    const launcher = await screen.findByRole("button", { name: "Search" });
    await user.click(launcher);
    await screen.findByRole("dialog", { name: "Search" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(launcher).toHaveFocus());
  });

  it("goes round from the first result to the last, and keeps what was typed when closed and opened again", async () => {
    const { user } = renderShell();
    await screen.findByRole("button", { name: "Search" });
    let dialog = await openWithShortcut(user);
    await user.type(within(dialog).getByRole("combobox"), "web");
    await waitFor(() => expect(within(dialog).getAllByRole("option")).toHaveLength(5));
    await user.keyboard("{ArrowUp}");
    const options = within(dialog).getAllByRole("option");
    expect(options.at(-1)).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByRole("combobox")).toHaveAttribute("aria-activedescendant", options.at(-1)?.id);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    dialog = await openWithShortcut(user);
    expect(within(dialog).getByRole("combobox")).toHaveValue("web");
    expect(await within(dialog).findAllByRole("option")).toHaveLength(5);
  });

  it("offers recently opened resources and the actions before anything is typed, and runs an action", async () => {
    const { user } = renderShell("/storage");
    await screen.findByRole("button", { name: "Search" });
    const bucket = mock.store.state.buckets[0]?.name ?? "";
    localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify([`/storage/bucket/${bucket}`]));
    const dialog = await openWithShortcut(user);
    const recent = await within(dialog).findByRole("group", { name: "Recently opened" });
    expect(await within(recent).findByRole("option", { name: new RegExp(bucket) })).toBeInTheDocument();
    const actions = within(dialog).getByRole("group", { name: "Actions" });
    await user.click(within(actions).getByRole("option", { name: /Create a virtual machine/ }));
    expect(await screen.findByText("At /compute/create")).toBeInTheDocument();
  });

  it("offers on the metal configuration only what it enables", async () => {
    const { user } = renderShell("/", "metal");
    await screen.findByRole("button", { name: "Search" });
    const dialog = await openWithShortcut(user);
    const actions = await within(dialog).findByRole("group", { name: "Actions" });
    expect(within(actions).getByRole("option", { name: /Lease bare metal/ })).toBeInTheDocument();
    expect(within(actions).queryByRole("option", { name: /Create a virtual machine/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole("combobox"), "web");
    expect(await within(dialog).findByText("Nothing matches “web”.")).toBeInTheDocument();
  });
});
