import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { renderRoutes } from "../../testing/FeatureRoutes";
import { setupMockApi } from "../../testing/mockApi";
import { profileFeature } from "./index";

const mock = setupMockApi();
const PROFILE = "http://localhost/v1/user-resource/user/profile";

afterEach(() => {
  act(() => void toast.dismiss());
  vi.restoreAllMocks();
});

const renderProfile = () => renderRoutes(profileFeature.routes, "/profile");
const details = async () => within(await screen.findByRole("form", { name: "Your details" }));
const profile = () => mock.store.state.user.profile_data;

describe("your details on /profile", () => {
  it("shows the e-mail and the saved fields", async () => {
    renderProfile();
    const form = await details();
    expect(screen.getByRole("region", { name: "Your details" })).toHaveTextContent(profile().email ?? "");
    expect(form.getByRole("textbox", { name: "First name" })).toHaveValue(profile().first_name);
    expect(form.getByRole("textbox", { name: "Last name" })).toHaveValue(profile().last_name);
    expect(form.getByRole("textbox", { name: "Phone" })).toHaveValue(profile().phone_number);
  });

  it("saves every field, says 'User details updated' and shows what the API saved", async () => {
    const { user } = renderProfile();
    const form = await details();
    await user.clear(form.getByRole("textbox", { name: "Last name" }));
    await user.type(form.getByRole("textbox", { name: "Last name" }), "  Storage ");
    await user.type(form.getByRole("textbox", { name: "Personal ID number" }), "38001010000");
    await user.click(form.getByRole("button", { name: "Save details" }));

    expect(await screen.findByText("User details updated")).toBeInTheDocument();
    expect(profile()).toMatchObject({ last_name: "Storage", personal_id_number: "38001010000", lang: "en" });
    await waitFor(() => expect(form.getByRole("textbox", { name: "Last name" })).toHaveValue("Storage"));
  });

  it("keeps what was typed and says 'Failed to update details' when saving fails", async () => {
    mock.server.use(http.patch(PROFILE, () => HttpResponse.json({ message: "Profile locked" }, { status: 409, headers: { "x-correlation-id": "c-42" } })));
    const before = { ...profile() };
    const { user } = renderProfile();
    const form = await details();
    await user.clear(form.getByRole("textbox", { name: "First name" }));
    await user.type(form.getByRole("textbox", { name: "First name" }), "Nimbus");
    await user.click(form.getByRole("button", { name: "Save details" }));

    expect(await screen.findByText("Failed to update details")).toBeInTheDocument();
    expect(screen.getByText(/Error: Profile locked \[c-42\]/)).toBeInTheDocument();
    expect(form.getByRole("textbox", { name: "First name" })).toHaveValue("Nimbus");
    expect(profile().first_name).toBe(before.first_name);
  });


  it("says which emptied fields kept their saved value (an empty field is not sent)", async () => {
    const phone = profile().phone_number;
    const { user } = renderProfile();
    const form = await details();
    await user.clear(form.getByRole("textbox", { name: "Phone" }));
    await user.click(form.getByRole("button", { name: "Save details" }));

    expect(await screen.findByText(/so Phone kept the value saved before/)).toBeInTheDocument();
    expect(profile().phone_number).toBe(phone);
    await waitFor(() => expect(form.getByRole("textbox", { name: "Phone" })).toHaveValue(phone));
  });
});

describe("two-factor authentication on /profile", () => {
  const card = async () => within(await screen.findByRole("region", { name: "Two-factor authentication" }));

  it("activates: opens the identity provider's ticket in a new tab, says 'Mfa activated' and shows it on", async () => {
    const tab = { opener: {} as unknown };
    const open = vi.spyOn(window, "open").mockReturnValue(tab as Window);
    const { user } = renderProfile();
    const mfa = await card();
    expect(await mfa.findByText("Off")).toBeInTheDocument();
    await user.click(mfa.getByRole("button", { name: "Activate" }));

    expect(await screen.findByText("Mfa activated")).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^about:blank#mfa-ticket-/), "_blank");
    expect(tab.opener).toBeNull();
    expect(await mfa.findByText("On")).toBeInTheDocument();
    expect(mfa.getByRole("link", { name: /continue the set-up here/ })).toHaveAttribute("href", open.mock.calls[0]?.[0]);
    expect(mock.store.state.mfaActive).toBe(true);
  });

  it("deactivates, says 'Mfa deactivated' and shows it off", async () => {
    mock.store.state.mfaActive = true;
    const { user } = renderProfile();
    const mfa = await card();
    await user.click(await mfa.findByRole("button", { name: "Deactivate" }));

    expect(await screen.findByText("Mfa deactivated")).toBeInTheDocument();
    expect(await mfa.findByText("Off")).toBeInTheDocument();
    expect(mock.store.state.mfaActive).toBe(false);
  });

  it("says 'Failed to activate MFA' and stays off when activating fails", async () => {
    mock.server.use(http.post("http://localhost/v1/user-resource/mfa/activate", () => HttpResponse.json({ message: "No ticket" }, { status: 500 })));
    const open = vi.spyOn(window, "open");
    const { user } = renderProfile();
    const mfa = await card();
    await user.click(await mfa.findByRole("button", { name: "Activate" }));
    expect(await screen.findByText("Failed to activate MFA")).toBeInTheDocument();
    expect(mfa.getByText("Off")).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it("says 'Failed to deactivate MFA' and stays on when deactivating fails", async () => {
    mock.store.state.mfaActive = true;
    mock.server.use(http.post("http://localhost/v1/user-resource/mfa/deactivate", () => HttpResponse.json({ message: "Not now" }, { status: 500 })));
    const { user } = renderProfile();
    const mfa = await card();
    await user.click(await mfa.findByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("Failed to deactivate MFA")).toBeInTheDocument();
    expect(mfa.getByText("On")).toBeInTheDocument();
    expect(mock.store.state.mfaActive).toBe(true);
  });

  it("is not offered where the provider has no two-factor authentication", async () => {
    mock.store.state.ui.mfaAvailable = false;
    renderProfile();
    await details();
    expect(screen.queryByRole("region", { name: "Two-factor authentication" })).not.toBeInTheDocument();
  });
});

describe("appearance and help on /profile", () => {
  it("switches the colour scheme and remembers it", async () => {
    const { user } = renderProfile();
    const group = await screen.findByRole("group", { name: "Colour scheme" });
    expect(within(group).getByRole("radio", { name: /Auto/ })).toBeChecked();
    await user.click(within(group).getByRole("radio", { name: /Dark/ }));
    expect(within(group).getByRole("radio", { name: /Dark/ })).toBeChecked();
    expect(localStorage.getItem("colorScheme")).toBe("dark");
    await user.click(within(group).getByRole("radio", { name: /Auto/ }));
    expect(localStorage.getItem("colorScheme")).toBeNull();
  });

  it("links to the provider's support, billing e-mail, API documentation and terms", async () => {
    renderProfile();
    const help = within(await screen.findByRole("region", { name: "Help and documentation" }));
    const { ui } = mock.store.state;
    expect(help.getByRole("link", { name: /Help centre/ })).toHaveAttribute("href", ui.supportUrl);
    expect(help.getByRole("link", { name: ui.supportEmail })).toHaveAttribute("href", `mailto:${ui.supportEmail}`);
    expect(help.getByRole("link", { name: ui.billingEmail })).toHaveAttribute("href", `mailto:${ui.billingEmail}`);
    expect(help.getByRole("link", { name: /API reference/ })).toHaveAttribute("href", ui.apiDocUrl);
    expect(help.getByRole("link", { name: /Terms of service/ })).toHaveAttribute("href", ui.termsUrl?.url);
  });
});
