import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderScreen } from "../../../testing/render";
import { ImpersonationEndedScreen } from "./ImpersonationEndedScreen";

describe("ImpersonationEndedScreen", () => {
  it("says whose access ended and offers the visitor's own account or logging out", async () => {
    const onReturn = vi.fn();
    const onLogout = vi.fn();
    const { user } = renderScreen(<ImpersonationEndedScreen accessOwner="agency@example.com" onReturn={onReturn} onLogout={onLogout} />);
    expect(screen.getByRole("heading", { level: 1, name: "Impersonation ended" })).toBeInTheDocument();
    expect(screen.getByText(/You are no longer acting as agency@example.com: the access was withdrawn or has expired/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Return to my account" }));
    expect(onReturn).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
