import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderScreen } from "../../testing/render";
import { ApiKeyForm } from "./ApiKeyForm";
import { ApiKeyAccountMismatchError } from "./apiKeyLogin";
import { waitForState } from "../../testing/waitForState";

function renderForm(onLogin: (apikey: string, email?: string) => Promise<void> = () => Promise.resolve(), mockApiEnabled = false) {
  const rendered = renderScreen(<ApiKeyForm mockApiOffered mockApiEnabled={mockApiEnabled} onMockApiChange={() => undefined} onLogin={onLogin} />);
  const key = screen.getByRole("textbox", { name: /^API key/ });
  const email = screen.getByRole("textbox", { name: /^Email/ });
  return { ...rendered, key, email, logIn: () => rendered.user.click(screen.getByRole("button", { name: "Log In" })) };
}

describe("ApiKeyForm's email", () => {
  it("is a labelled, optional email field beside the key and the mock switch", () => {
    const { email } = renderForm();
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("autocomplete", "email");
    expect(email).not.toBeRequired();
    expect(email).toHaveAccessibleDescription(/Optional/);
    expect(screen.getByRole("switch", { name: "Use mock API" })).toBeInTheDocument();
  });

  it("is sent along with the key, both trimmed; left empty it is not", async () => {
    const onLogin = vi.fn(() => Promise.resolve());
    const { user, key, email, logIn } = renderForm(onLogin);
    await user.type(key, " secret-key ");
    await logIn();
    // The form's action runs in a transition: it is awaited, not assumed done when the click returns.
    await waitForState(() => expect(onLogin).toHaveBeenLastCalledWith("secret-key"));
    await user.type(email, "  ada@example.com ");
    await logIn();
    await waitForState(() => expect(onLogin).toHaveBeenLastCalledWith("secret-key", "ada@example.com"));
  });

  it("refuses what is not an email address, keeping what was typed, without checking the key", async () => {
    const onLogin = vi.fn(() => Promise.resolve());
    const { user, key, email, logIn } = renderForm(onLogin);
    await user.type(key, "secret-key");
    await user.type(email, "ada@example");
    await logIn();
    await waitForState(() => expect(email).toHaveAccessibleDescription(/Enter a valid email address/));
    expect(email).toHaveValue("ada@example");
    expect(key).toHaveValue("secret-key");
    expect(onLogin).not.toHaveBeenCalled();
  });

  it("says under the email when the key is another account's", async () => {
    const { user, key, email, logIn } = renderForm(() => Promise.reject(new ApiKeyAccountMismatchError()));
    await user.type(key, "secret-key");
    await user.type(email, "ada@example.com");
    await logIn();
    expect(await screen.findByText("This API key belongs to another account. Check the key and the email.")).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(/belongs to another account/);
    expect(key).not.toHaveAccessibleDescription(/belongs to another account/);
    expect(email).toHaveValue("ada@example.com");
  });

  it("checks the email in mock mode too, with the mock's key", async () => {
    const onLogin = vi.fn(() => Promise.resolve());
    const { user, email, logIn } = renderForm(onLogin, true);
    await user.type(email, "ada@example.com");
    await logIn();
    await waitForState(() => expect(onLogin).toHaveBeenLastCalledWith("mock-api-key", "ada@example.com"));
  });
});
