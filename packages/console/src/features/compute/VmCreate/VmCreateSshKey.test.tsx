import { afterEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { recordPostedForms } from "../../../testing/formBodies";
import { setupMockApi } from "../../../testing/mockApi";
import { renderComputeRoute } from "../../../shared/compute/testing";

const mock = setupMockApi({ configName: "default" });

/** The create form, with "Use an SSH key" chosen. */
async function openWithKeyAccess() {
  const view = renderComputeRoute("/compute/create");
  await screen.findByRole("heading", { level: 1, name: "Create a virtual machine" });
  await view.user.click(screen.getByRole("radio", { name: "Use an SSH key" }));
  return view;
}

describe("VmCreate with a saved SSH key", () => {
  afterEach(() => mock.server.events.removeAllListeners());

  const savedKey = (name: string) => {
    const key = mock.store.state.sshKeys?.find((candidate) => candidate.name === name);
    if (!key) throw new Error(`the demo preset should have the SSH key ${name}`);
    return key;
  };

  it("sends the chosen saved key's line as the VM's public key", async () => {
    const bodies = recordPostedForms(mock, /\/user-resource\/vm$/);
    const laptop = savedKey("laptop");
    const { user } = await openWithKeyAccess();
    const select = screen.getByRole("combobox", { name: /^Saved SSH key/ });
    await screen.findByRole("option", { name: "laptop" });
    await user.selectOptions(select, "laptop");
    expect(screen.getByRole("textbox", { name: /^SSH public key/ })).toHaveValue(laptop.public_key);
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "web-key");
    await user.click(screen.getByRole("button", { name: "Create virtual machine" }));
    expect(await screen.findByRole("heading", { name: /^Creating web-key/ })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ name: "web-key", public_key: laptop.public_key });
    expect(bodies[0]).not.toHaveProperty("password");
  });

  it("shows no saved key chosen once the pasted line is edited, and empties the field when none is chosen again", async () => {
    const { user } = await openWithKeyAccess();
    const select = screen.getByRole("combobox", { name: /^Saved SSH key/ });
    await screen.findByRole("option", { name: "ci-deploy" });
    await user.selectOptions(select, "ci-deploy");
    await user.type(screen.getByRole("textbox", { name: /^SSH public key/ }), "x");
    expect(select).toHaveValue("");
    await user.selectOptions(select, "ci-deploy");
    await user.selectOptions(select, "");
    expect(screen.getByRole("textbox", { name: /^SSH public key/ })).toHaveValue("");
  });

  it("still takes a pasted key, and says where keys are kept, when none are saved", async () => {
    mock.store.state.sshKeys = [];
    await openWithKeyAccess();
    expect(await screen.findByRole("link", { name: "profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("combobox", { name: /^Saved SSH key/ })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: /^SSH public key/ })).toBeEnabled();
  });

  it("still takes a pasted key when the saved keys cannot be read", async () => {
    mock.server.use(http.get("*/v1/user-resource/ssh_keys", () => HttpResponse.json({ message: "Keys unavailable" }, { status: 503 })));
    await openWithKeyAccess();
    expect(await screen.findByText("Your saved keys could not be read; paste a key below.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^SSH public key/ })).toBeEnabled();
  });
});
