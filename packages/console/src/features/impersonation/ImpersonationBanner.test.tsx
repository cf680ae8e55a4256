import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { setLanguage, type Language } from "../../i18n";
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

describe("ImpersonationBanner in each language", () => {
  afterEach(async () => {
    await act(() => setLanguage("en"));
  });

  it.each([
    ["en", "Impersonation", "You are acting as ann@example.com.", "Return to my account"],
    ["id", "Impersonasi", "Anda bertindak sebagai ann@example.com.", "Kembali ke akun saya"],
    ["th", "การดำเนินการในนาม", "คุณกำลังดำเนินการในนามของ ann@example.com", "กลับไปที่บัญชีของฉัน"],
    ["et", "Teise kasutajana tegutsemine", "Tegutsed ann@example.com nimel.", "Tagasi minu kontole"],
    ["bn", "অন্যের হিসেবে কাজ", "আপনি ann@example.com হিসেবে কাজ করছেন।", "আমার অ্যাকাউন্টে ফিরে যান"],
  ])("says in %s whom we act as, the name in bold", async (language, region, sentence, back) => {
    await act(() => setLanguage(language as Language));
    storeImpersonation({ token: "t", access_owner: "ann@example.com" });
    renderBanner();
    const banner = await screen.findByRole("region", { name: region });
    expect(banner).toHaveTextContent(sentence);
    expect(within(banner).getByText("ann@example.com").closest("strong")).not.toBeNull();
    expect(within(banner).getByRole("button", { name: back })).toBeInTheDocument();
  });
});
