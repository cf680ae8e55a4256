import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { createMockServer } from "@cloudconsole/mock-api/node";
import { clearSession, storeApiKey } from "../../../session/sessionStore";
import { renderComputeRoute } from "../testing";

// These tests run whole screens against the mock API; allow for a loaded machine.
configure({ asyncUtilTimeout: 4000 });

const CAPACITY = "Compute resources temporarily unavailable due to high demand. If possible, choose a different region or location.";
// The console under test calls http://localhost/v1 (see StoryProviders).
const mock = createMockServer({ configName: "default", baseUrl: "http://localhost/v1" });

beforeAll(() => {
  storeApiKey("demo-key");
  mock.listen();
});
afterEach(() => mock.reset());
afterAll(() => {
  mock.close();
  clearSession();
});

async function openForm(route = "/compute/create") {
  const view = renderComputeRoute(route);
  // The first render loads the lazy screen chunk.
  await screen.findByRole("heading", { level: 1, name: "Create a virtual machine" }, { timeout: 5000 });
  return view;
}

describe("VmCreate", () => {
  it("says 'This field is required' on empty required fields and calls nothing", async () => {
    let calls = 0;
    mock.server.use(http.post("*/v1/:location/user-resource/vm", () => {
      calls++;
      return HttpResponse.json({});
    }));
    const { user } = await openForm();
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    expect(await screen.findByRole("textbox", { name: /^Name/ })).toHaveAccessibleDescription("This field is required");
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription("This field is required");
    expect(calls).toBe(0);
  });

  it("checks custom sizes are whole numbers of at least 1 within the API's limits", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("radio", { name: "Custom" }));
    await user.type(screen.getByRole("textbox", { name: /^vCPU/ }), "0");
    await user.type(screen.getByRole("textbox", { name: /^RAM/ }), "1.5");
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    expect(await screen.findByText("Must be at least 1")).toBeInTheDocument();
    expect(screen.getByText("Enter a whole number")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Disk/ })).toHaveAccessibleDescription("20–240 GB This field is required");
  });

  it("starts on the default location and does not offer one that takes no new resources", async () => {
    await openForm();
    expect(screen.getByRole("radio", { name: /Tallinn/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Tartu/ })).toBeDisabled();
  });

  it("opens the app-catalog tab on the linked image and version", async () => {
    await openForm("/compute/create?typeId=app_catalog&osName=wordpress&osVersion=6.6");
    expect(screen.getByRole("radio", { name: "Apps" })).toBeChecked();
    expect(screen.getByRole("radio", { name: /WordPress/ })).toBeChecked();
    expect(screen.getByRole("combobox", { name: /Version/ })).toHaveValue("6.6");
  });

  it("disables packages that cannot carry the OS and says why", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("radio", { name: /Windows Server/ }));
    expect(screen.getByRole("radio", { name: /1 vCPU \/ 1 GB/ })).toBeDisabled();
    expect(screen.getAllByText("Not available for Windows Server").length).toBeGreaterThan(0);
    expect(screen.getByRole("textbox", { name: /Username/ })).toHaveValue("");
  });

  it("shows a live monthly and hourly price in the site currency", async () => {
    const { user } = await openForm();
    const summary = screen.getByRole("complementary", { name: "Summary" });
    expect(await within(summary).findByText(/^€[\d.]+ \/ month$/)).toBeInTheDocument();
    const before = within(summary).getByText(/\/ month$/).textContent;
    await user.click(screen.getByRole("radio", { name: /4 vCPU \/ 4 GB/ }));
    await waitFor(() => expect(within(summary).getByText(/\/ month$/).textContent).not.toBe(before));
    expect(within(summary).getByText(/^€[\d.]+ \/ hour$/)).toBeInTheDocument();
  });

  it("shows the capacity error as it is and keeps what was typed", async () => {
    mock.server.use(
      http.post("*/v1/:location/user-resource/vm", () => HttpResponse.json({ errors: { Error: CAPACITY } }, { status: 500, headers: { "x-correlation-id": "api-7c1d" } })),
    );
    const { user } = await openForm();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "web-9");
    await user.type(screen.getByLabelText(/^Password/), "Secret123");
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(CAPACITY);
    expect(alert).toHaveTextContent("[api-7c1d]");
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("web-9");
    expect(screen.getByLabelText(/^Password/)).toHaveValue("Secret123");
  });

  it("sends the form and shows the creation progress", async () => {
    let body = new URLSearchParams();
    mock.server.events.on("request:start", async ({ request }) => {
      if (request.method === "POST" && request.url.endsWith("/tll/user-resource/vm")) body = new URLSearchParams(await request.clone().text());
    });
    const { user } = await openForm();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "web-9");
    await user.type(screen.getByLabelText(/^Password/), "Secret123");
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    expect(await screen.findByRole("heading", { name: /^Creating web-9\.\.\. \d+%$/ })).toBeInTheDocument();
    expect(Object.fromEntries(body)).toMatchObject({ name: "web-9", os_name: "ubuntu", os_version: "24.04", vcpu: "1", ram: "1024", disks: "20", reserve_public_ip: "true", username: "root" });
    expect(screen.getByRole("link", { name: "Create another virtual machine" })).toHaveAttribute("href", "/compute/create");
    mock.server.events.removeAllListeners();
  });
});
