import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { UiConfig } from "@cloudconsole/sdk";
import { renderScreen } from "../../testing/render";
import { siteConfig } from "../../testing/uiConfig";
import { loadIdentityProviderForms } from "./loadIdentityProviderForms";
import { LoginScreen } from "./LoginScreen";

// Counts the imports of the sanitiser's module: a site without login copy must never load it.
const sanitizer = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./sanitizeLoginCopy", async (importOriginal) => {
  sanitizer.loads++;
  return importOriginal();
});

beforeAll(() => loadIdentityProviderForms());

const HOSTILE =
  '<p><strong>Welcome back.</strong> Read the <a href="https://example.com/terms" target="_blank" onclick="window.clicked = true">terms</a>.</p>' +
  '<script>window.injected = true</script><img src="x" onerror="window.injected = true"><a href="javascript:window.injected = true">run</a>' +
  '<iframe src="https://example.com"></iframe><h1>Big</h1><em style="color: red">Quick</em>';

function renderLogin(config: Partial<UiConfig>) {
  return renderScreen(
    <LoginScreen config={{ ...siteConfig, authProvider: "fake", ...config }} logoUrl="/logo.svg" siteName="Warren" mockApiOffered mockApiEnabled={false} onApiKeyLogin={vi.fn()} onMockApiChange={vi.fn()} />,
  );
}

const notes = () => screen.queryAllByRole("note");

describe("the provider's login copy", () => {
  it("loads no sanitiser and shows nothing where the configuration has no copy", async () => {
    renderLogin({});
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeInTheDocument();
    expect(notes()).toHaveLength(0);
    expect(sanitizer.loads).toBe(0);
  });

  it("keeps links and basic formatting and drops scripts, handlers, frames, styles and headings", async () => {
    renderLogin({ loginFormBefore: HOSTILE });
    const [copy] = await waitFor(() => {
      const found = notes();
      expect(found).toHaveLength(1);
      return found;
    });
    if (!copy) throw new Error("the copy is shown");
    expect(within(copy).getByText("Welcome back.").tagName).toBe("STRONG");
    const terms = within(copy).getByRole("link", { name: "terms" });
    expect(terms).toHaveAttribute("href", "https://example.com/terms");
    expect(terms).toHaveAttribute("rel", "noopener noreferrer");
    expect(terms).not.toHaveAttribute("onclick");
    expect(within(copy).getByText("Quick").tagName).toBe("EM");
    expect(within(copy).getByText("Quick")).not.toHaveAttribute("style");
    expect(within(copy).getByText("run")).not.toHaveAttribute("href");
    expect(copy.querySelector("script, img, iframe, h1")).toBeNull();
    expect(within(copy).getByText("Big")).toBeInTheDocument();
    expect(sanitizer.loads).toBe(1);
  });

  it("shows the copy before the form, inside it under the heading, and after it", async () => {
    renderLogin({ loginFormBefore: "<p>Before</p>", loginFormInner: "<p>Inner</p>", loginForm: "<p>After</p>" });
    await waitFor(() => expect(notes().map((note) => note.textContent)).toEqual(["Before", "Inner", "After"]));
    const heading = screen.getByRole("heading", { level: 1, name: "Log in" });
    const [before, inner, after] = notes();
    const follows = (first: Node, second: Node | undefined) => second !== undefined && Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before && follows(before, heading)).toBe(true);
    expect(follows(heading, inner)).toBe(true);
    expect(follows(screen.getByRole("textbox", { name: /^API key/ }), after)).toBe(true);
  });
});
