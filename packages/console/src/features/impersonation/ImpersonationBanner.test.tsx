import { afterEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { clearSession, getActiveApiKey, getSession, storeApiKey, storeImpersonation } from "../../session/sessionStore";
import { renderScreen } from "../../testing/render";
import { ImpersonationBanner } from "./ImpersonationBanner";

afterEach(() => clearSession());

function renderBanner() {
  return renderScreen(
    <>
      <ImpersonationBanner />
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/profile" element={<h1>Profile</h1>} />
      </Routes>
    </>,
  );
}

describe("ImpersonationBanner", () => {
  it("is absent while acting as oneself", () => {
    storeApiKey("own-key");
    renderBanner();
    expect(screen.queryByRole("region", { name: "Impersonation" })).not.toBeInTheDocument();
  });

  it.each([
    ["an invitation's owner", "agency@example.com"],
    ["an admin's target without a known owner", "billing account 7"],
    ["an admin's target with its owner", "ann@example.com (user 42)"],
  ])("names whom we act as: %s", (_, accessOwner) => {
    storeImpersonation({ token: "t", access_owner: accessOwner });
    renderBanner();
    expect(screen.getByRole("region", { name: "Impersonation" })).toHaveTextContent(`You are acting as ${accessOwner}.`);
  });

  it("returns to the own account at the saved path", async () => {
    storeApiKey("own-key");
    storeImpersonation({ token: "admin-impersonation-1", access_owner: "billing account 7", returnPath: { path: "/profile" } });
    const { user } = renderBanner();
    await user.click(within(screen.getByRole("region", { name: "Impersonation" })).getByRole("button", { name: "Return to my account" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeInTheDocument();
    expect(getSession().impersonation).toBeUndefined();
    expect(getActiveApiKey()).toBe("own-key");
    expect(screen.queryByRole("region", { name: "Impersonation" })).not.toBeInTheDocument();
  });
});
