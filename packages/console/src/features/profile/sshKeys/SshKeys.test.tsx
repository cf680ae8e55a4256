import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { REQUIRED_MESSAGE } from "../../../forms/messages";
import { renderRoutes } from "../../../testing/FeatureRoutes";
import { setupMockApi } from "../../../testing/mockApi";
import { profileFeature } from "../index";
import { SSH_KEY_FORMAT_MESSAGE } from "./sshPublicKey";

const mock = setupMockApi();
const SSH_KEYS = "http://localhost/v1/user-resource/ssh_keys";
// Written by ssh-keygen, with the fingerprint `ssh-keygen -l` printed for it.
const NEW_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINwKJckLN1vuCbFu+QsbUL558EUeO9JuJ4nK5r7YRHCw me@host";
const NEW_FINGERPRINT = "SHA256:oAj01CaQms6b0e1xhw6QYF7HzXN5tTBN4zvuKKSIFtA";

afterEach(() => act(() => void toast.dismiss()));

const renderProfile = () => renderRoutes(profileFeature.routes, "/profile");
const keysTable = async () => within(await screen.findByRole("table", { name: "Your SSH keys" }));
const addForm = () => within(screen.getByRole("form", { name: "Add an SSH key" }));
const savedKeys = () => mock.store.state.sshKeys ?? [];

/** Types a name and a key line into the add form and submits it. */
async function addKey(user: ReturnType<typeof renderProfile>["user"], name: string, publicKey: string) {
  await keysTable();
  await user.type(addForm().getByRole("textbox", { name: /^Key name/ }), name);
  // The key line is pasted, as people do, rather than typed key by key.
  await user.click(addForm().getByRole("textbox", { name: /^Public key/ }));
  await user.paste(publicKey);
  await user.click(addForm().getByRole("button", { name: "Add SSH key" }));
}

describe("SSH keys on /profile", () => {
  it("lists the saved keys with their names and fingerprints", async () => {
    renderProfile();
    const table = await keysTable();
    expect(screen.getByRole("region", { name: "SSH keys" })).toBeInTheDocument();
    for (const key of savedKeys()) expect(table.getByText(key.name)).toBeInTheDocument();
    expect(await table.findAllByText(/^SHA256:/)).toHaveLength(savedKeys().length);
  });

  it("says there are none yet for a user without keys", async () => {
    mock.store.state.sshKeys = [];
    renderProfile();
    expect((await keysTable()).getByText("No SSH keys yet. Add one below.")).toBeInTheDocument();
  });

  it("adds a pasted key, says so, lists it with its fingerprint and empties the form", async () => {
    const { user } = renderProfile();
    await addKey(user, "  workstation ", NEW_KEY);
    expect(await screen.findByText("SSH key workstation added")).toBeInTheDocument();
    expect(savedKeys().find((key) => key.name === "workstation")?.public_key).toBe(NEW_KEY);
    const row = (await (await keysTable()).findByText("workstation")).closest("tr");
    if (!(row instanceof HTMLElement)) throw new Error("no row for the new key");
    expect(await within(row).findByText(NEW_FINGERPRINT)).toBeInTheDocument();
    await waitFor(() => expect(addForm().getByRole("textbox", { name: /^Public key/ })).toHaveValue(""));
  });

  it("refuses an empty name and a line that is not a public key before anything is sent", async () => {
    const before = savedKeys().length;
    const { user } = renderProfile();
    await addKey(user, " ", "ssh-ed25519 not-a-key");
    expect(await addForm().findByText(REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(addForm().getByText(SSH_KEY_FORMAT_MESSAGE)).toBeInTheDocument();
    expect(savedKeys()).toHaveLength(before);
  });

  it("keeps what was typed and says 'Failed to add SSH key' with the platform's words when it refuses", async () => {
    const { user } = renderProfile();
    const taken = savedKeys()[0]?.name ?? "";
    await addKey(user, taken, NEW_KEY);
    expect(await screen.findByText("Failed to add SSH key")).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`An SSH key named ${taken} already exists`))).toBeInTheDocument();
    expect(addForm().getByRole("textbox", { name: /^Key name/ })).toHaveValue(taken);
    expect(addForm().getByRole("textbox", { name: /^Public key/ })).toHaveValue(NEW_KEY);
  });

  it("deletes a key only once confirmed", async () => {
    const [key] = savedKeys();
    if (!key) throw new Error("the demo preset should have SSH keys");
    const { user } = renderProfile();
    const table = await keysTable();
    await user.click(table.getByRole("button", { name: `Delete SSH key ${key.name}` }));
    const dialog = await screen.findByRole("alertdialog", { name: `Delete SSH key ${key.name}?` });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(savedKeys().some((saved) => saved.uuid === key.uuid)).toBe(true);

    await user.click(table.getByRole("button", { name: `Delete SSH key ${key.name}` }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete SSH key" }));
    expect(await screen.findByText("SSH key deleted")).toBeInTheDocument();
    await waitFor(() => expect(table.queryByText(key.name)).not.toBeInTheDocument());
    expect(savedKeys().some((saved) => saved.uuid === key.uuid)).toBe(false);
  });

  it("says 'Could not load your SSH keys' with a retry when the list cannot be read, the rest of the page still shown", async () => {
    mock.server.use(http.get(SSH_KEYS, () => HttpResponse.json({ message: "Keys unavailable" }, { status: 503 })));
    renderProfile();
    expect(await screen.findAllByText("Could not load your SSH keys")).not.toHaveLength(0);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(await screen.findByRole("form", { name: "Your details" })).toBeInTheDocument();
  });
});
