import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderRoute } from "../../testing/render";
import { VerifyEmailRoute } from "./VerifyEmailRoute";

afterEach(() => vi.restoreAllMocks());

const renderVerify = (search: string) => renderRoute("/auth0_callback/verify", <VerifyEmailRoute />, `/auth0_callback/verify${search}`);

const verified =
  "?supportSignUp=true&supportForgotPassword=true&email=a%40b.c&message=Your%20email%20was%20verified.%20You%20can%20continue%20using%20the%20application.&success=true&code=success";

describe("/auth0_callback/verify", () => {
  it("says 'Email verified' with the provider's message and the email; 'Log In' goes to the login page", async () => {
    const { user } = renderVerify(verified);
    expect(screen.getByRole("heading", { level: 1, name: "Email verified" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Your email was verified. You can continue using the application.");
    expect(screen.getByText("a@b.c")).toBeInTheDocument();
    // A success has nothing to troubleshoot: no raw parameters.
    expect(screen.queryByLabelText("Callback parameters")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(screen.getByText("Landed on /")).toBeInTheDocument();
  });

  it("says 'Verification failed' with Code, the message, the raw parameters and a copy button; Back goes to /", async () => {
    const { user } = renderVerify("?supportSignUp=true&email=a%40b.c&message=This%20URL%20can%20be%20used%20only%20once&success=false&code=already-used");
    expect(screen.getByRole("heading", { level: 1, name: "Verification failed" })).toBeInTheDocument();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Code: already-used");
    expect(alert).toHaveTextContent("This URL can be used only once");
    expect(screen.getByLabelText("Callback parameters")).toHaveTextContent('"message": "This URL can be used only once"');
    expect(screen.getByRole("button", { name: "Copy parameters" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Log In" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Landed on /")).toBeInTheDocument();
  });

  it("shows a failure without a code by its message alone", () => {
    renderVerify("?message=Access%20expired.&success=false");
    expect(screen.getByRole("heading", { level: 1, name: "Verification failed" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/^Access expired\.$/);
  });

  it("raises the login callback's missing-parameters error when the address carries no result", () => {
    // The error boundary logs what it catches; keep the test output readable.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderVerify("");
    expect(screen.getByRole("alert")).toHaveTextContent("The login callback has no parameters");
  });
});
