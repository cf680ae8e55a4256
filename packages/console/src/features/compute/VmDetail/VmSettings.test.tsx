import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { setupMockApi } from "../../../testing/mockApi";
import { renderComputeRoute } from "../../../shared/compute/testing";

const mock = setupMockApi({ configName: "default" });

// Toasts outlive a test's render: each test starts with none.
afterEach(() => act(() => void toast.dismiss()));

function web1() {
  const vm = mock.store.state.vms.find((candidate) => candidate.name === "web-1");
  if (!vm) throw new Error("no VM web-1 in the demo preset");
  return vm;
}

async function openSettings() {
  const vm = web1();
  const view = renderComputeRoute(`/compute/vm/${vm.location}/${vm.uuid}?tab=settings`);
  await screen.findByRole("heading", { level: 1, name: "web-1" });
  // The settings tab's code loads when it is first opened.
  const card = await screen.findByRole("region", { name: "Description" });
  return { ...view, vm, card, field: within(card).getByRole("textbox", { name: /^Description/ }), save: within(card).getByRole("button", { name: "Save description" }) };
}

describe("the description on the settings tab", () => {
  it("saves it with PATCH vm and shows it in the overview", async () => {
    let body = new URLSearchParams();
    mock.server.events.on("request:start", async ({ request }) => {
      if (request.method === "PATCH" && request.url.endsWith("/user-resource/vm")) body = new URLSearchParams(await request.clone().text());
    });
    const { user, vm, field, save } = await openSettings();
    await user.type(field, "  Front end, behind the load balancer ");
    await user.click(save);
    expect(await screen.findByText("Description saved")).toBeInTheDocument();
    expect(Object.fromEntries(body)).toEqual({ uuid: vm.uuid, description: "Front end, behind the load balancer" });
    expect(web1().description).toBe("Front end, behind the load balancer");
    await user.click(screen.getByRole("tab", { name: "Overview" }));
    expect(within(screen.getByRole("region", { name: "Overview" })).getByText("Front end, behind the load balancer")).toBeInTheDocument();
    mock.server.events.removeAllListeners();
  });

  it("says 'This field is required' for an empty description and sends nothing", async () => {
    let calls = 0;
    mock.server.use(
      http.patch("*/v1/:location/user-resource/vm", () => {
        calls++;
        return HttpResponse.json({});
      }),
    );
    const { user, field, save } = await openSettings();
    await user.type(field, "   ");
    await user.click(save);
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription("This field is required");
    expect(calls).toBe(0);
  });

  it("keeps the text when saving fails, under the spec's failure title", async () => {
    mock.server.use(
      http.patch("*/v1/:location/user-resource/vm", () => HttpResponse.json({ errors: { Error: "Failed to update virtual machine" } }, { status: 500, headers: { "x-correlation-id": "api-9d2e" } })),
    );
    const { user, field, save } = await openSettings();
    await user.type(field, "Runs the shop");
    await user.click(save);
    expect(await screen.findByText("Error: Failed to update virtual machine [api-9d2e] (HTTP 500)")).toBeInTheDocument();
    expect(field).toHaveValue("Runs the shop");
    expect(screen.queryByText("Description saved")).not.toBeInTheDocument();
  });

  it("says the provider did not save it when the answer ignores the field, and keeps the text", async () => {
    // A backend that takes only the documented uuid, name, ram and vcpu: it answers with the VM unchanged.
    mock.server.use(
      http.patch("*/v1/:location/user-resource/vm", () => {
        const { location: _location, transition: _transition, network_uuid: _network, ...served } = web1();
        return HttpResponse.json({ ...served, description: "Old words" });
      }),
    );
    const { user, field, save } = await openSettings();
    await user.type(field, "New words");
    await user.click(save);
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("The provider did not save the description");
    expect(notice).toHaveTextContent("“Old words”");
    expect(field).toHaveValue("New words");
    expect(screen.queryByText("Description saved")).not.toBeInTheDocument();
  });
});
