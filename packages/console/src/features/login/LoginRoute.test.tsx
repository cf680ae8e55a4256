import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { http, HttpResponse } from "msw";
import { MOCK_API_KEY } from "@cloudconsole/mock-api/constants";
import { ConfigLayout } from "../../config/ConfigLayout";
import { applyRuntimeConfig } from "../../config/runtime";
import { endSession, getSession, SESSION_KEYS, storeApiKey } from "../../session/sessionStore";
import { setupMockApi } from "../../testing/mockApi";
import { renderScreen } from "../../testing/render";
import { PSEUDO_LANGUAGE, REMEMBERED_LANGUAGE_KEY } from "../../i18n";
import { showLoginIn } from "./loginCatalogue";
import { LoginRoute } from "./LoginRoute";

// Every test starts signed out.
const mock = setupMockApi({ apiKey: null, freshSession: true });

const USER_PATH = "*/v1/user-resource/user";

function renderLogin() {
  return renderScreen(
    <Suspense fallback="loading">
      <Routes>
        <Route element={<ConfigLayout />}>
          <Route path="*" element={<LoginRoute />} />
        </Route>
      </Routes>
    </Suspense>,
  );
}

/** Records the key each user call was made with. */
function recordUserCalls() {
  const keys: (string | null)[] = [];
  mock.server.events.on("request:start", ({ request }) => {
    if (request.url.endsWith("/user-resource/user")) keys.push(request.headers.get("apikey"));
  });
  return keys;
}

async function submitKey(key: string) {
  const result = renderLogin();
  const field = await screen.findByRole("textbox", { name: /^API key/ });
  if (key) await result.user.type(field, key);
  await result.user.click(screen.getByRole("button", { name: "Log In" }));
  return { ...result, field };
}

describe("logging in with an API key", () => {
  it("checks the typed key with the user call, then stores it", async () => {
    const keys = recordUserCalls();
    await submitKey("  good-key  ");
    await waitFor(() => expect(getSession().apikey).toBe("good-key"));
    expect(keys).toEqual(["good-key"]);
  });

  it("shows the button busy while the key is checked", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mock.server.use(
      http.get(USER_PATH, async () => {
        await answered;
        return undefined;
      }),
    );
    await submitKey("slow-key");
    expect(await screen.findByRole("button", { name: "Log In", busy: true })).toBeDisabled();
    expect(getSession().apikey).toBeUndefined();
    answer();
    await waitFor(() => expect(getSession().apikey).toBe("slow-key"));
  });

  it("keeps a refused key in the field, says so and stores nothing", async () => {
    const { field } = await submitKey("invalid-key");
    expect(await screen.findByText("This API key was not accepted. Check it and try again.")).toBeInTheDocument();
    expect(field).toHaveValue("invalid-key");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(getSession().apikey).toBeUndefined();
    expect(localStorage.getItem(SESSION_KEYS.apikey)).toBeNull();
  });

  it("says 'Failed to connect to server' when the API cannot be reached, storing nothing", async () => {
    mock.server.use(http.get(USER_PATH, () => HttpResponse.error()));
    const { field } = await submitKey("good-key");
    expect(await screen.findByText("Failed to connect to server")).toBeInTheDocument();
    expect(field).toHaveValue("good-key");
    expect(getSession().apikey).toBeUndefined();
  });

  /** Types a key and an email on the login screen and logs in; returns the email field. */
  async function submitKeyAndEmail(email: string) {
    const { user } = renderLogin();
    await user.type(await screen.findByRole("textbox", { name: /^API key/ }), "good-key");
    const emailField = screen.getByRole("textbox", { name: /^Email/ });
    await user.type(emailField, email);
    await user.click(screen.getByRole("button", { name: "Log In" }));
    return emailField;
  }

  it("signs in with the key of the account of the email typed beside it", async () => {
    await submitKeyAndEmail(mock.store.state.user.name);
    await waitFor(() => expect(getSession().apikey).toBe("good-key"));
  });

  it("stores nothing and says so under the email when the key is another account's", async () => {
    const emailField = await submitKeyAndEmail("someone.else@example.com");
    expect(await screen.findByText("This API key belongs to another account. Check the key and the email.")).toBeInTheDocument();
    expect(emailField).toHaveAttribute("aria-invalid", "true");
    expect(emailField).toHaveValue("someone.else@example.com");
    expect(getSession().apikey).toBeUndefined();
  });

  it.each([
    ["nothing", ""],
    ["a key of its own", "invalid-mock"],
  ])("signs in with the mock's fixed key in mock mode, checked the same way, when %s is typed", async (_typed, key) => {
    localStorage.setItem(SESSION_KEYS.enableMockApi, "true");
    const keys = recordUserCalls();
    await submitKey(key);
    await waitFor(() => expect(getSession().apikey).toBe(MOCK_API_KEY));
    expect(keys).toEqual([MOCK_API_KEY]);
    localStorage.removeItem(SESSION_KEYS.enableMockApi);
  });
});

describe("the mock API switch, as the deployment's configuration allows", () => {
  afterEach(() => {
    applyRuntimeConfig({});
    localStorage.removeItem(SESSION_KEYS.enableMockApi);
  });

  it("is not there where the deployment keeps the mock off, even for a browser that turned it on before", async () => {
    applyRuntimeConfig({ mockApi: "off" });
    localStorage.setItem(SESSION_KEYS.enableMockApi, "true");
    renderLogin();
    await screen.findByRole("textbox", { name: /^API key/ });
    expect(screen.queryByRole("switch", { name: "Use mock API" })).not.toBeInTheDocument();
  });

  it("is offered, off, where the deployment offers the mock", async () => {
    applyRuntimeConfig({ mockApi: "offered" });
    renderLogin();
    expect(await screen.findByRole("switch", { name: "Use mock API" })).not.toBeChecked();
  });

  it("is on where the deployment makes the mock the default, until the visitor turns it off", async () => {
    applyRuntimeConfig({ mockApi: "default" });
    renderLogin();
    expect(await screen.findByRole("switch", { name: "Use mock API" })).toBeChecked();
  });
});

describe("the login after the API ended the session", () => {
  it("says the session has ended, until the next login", async () => {
    storeApiKey("expired-key");
    endSession();
    const { user } = renderLogin();
    expect(await screen.findByText("Your session has ended. Log in again.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /^API key/ }), "fresh-key");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(getSession().apikey).toBe("fresh-key"));
    expect(getSession().ended).toBeUndefined();
  });
});

describe("the login screen's language", () => {
  afterEach(async () => {
    localStorage.clear();
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    applyRuntimeConfig({});
    await act(() => showLoginIn("en"));
  });

  it.each([
    { case: "the language picked on this browser before", remembered: "th", site: "id", browser: ["et"], heading: "เข้าสู่ระบบ", lang: "th" },
    { case: "the site's language", site: "id", browser: ["et"], heading: "Masuk", lang: "id" },
    { case: "the browser's first language the console speaks where it does not speak the site's", site: "de", browser: ["fr-FR", "et-EE"], heading: "Logi sisse", lang: "et" },
    { case: "English where it speaks neither", site: "de", browser: ["fr-FR"], heading: "Log in", lang: "en" },
  ])("is $case, and the screen appears in it whole", async ({ remembered, site, browser, heading, lang }) => {
    if (remembered) localStorage.setItem(REMEMBERED_LANGUAGE_KEY, remembered);
    mock.store.state.ui.siteLanguage = site;
    vi.spyOn(navigator, "languages", "get").mockReturnValue(browser);
    // Every heading the screen ever shows: never one in another language first, as the loading screen stands in until
    // the texts are in.
    const headings = new Set<string>();
    const observer = new MutationObserver(() => document.querySelectorAll("h1").forEach((element) => headings.add(element.textContent)));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderLogin();
    await screen.findByRole("heading", { level: 1, name: heading });
    await screen.findAllByRole("textbox");
    observer.disconnect();
    expect([...headings]).toEqual([heading]);
    expect(document.documentElement).toHaveAttribute("lang", lang);
  });

  it("keeps the language the visitor picks on the screen", async () => {
    mock.store.state.ui.siteLanguage = "id";
    const { user } = renderLogin();
    await screen.findByRole("heading", { level: 1, name: "Masuk" });
    await user.selectOptions(screen.getByRole("combobox"), "et");
    expect(await screen.findByRole("heading", { level: 1, name: "Logi sisse" })).toBeInTheDocument();
  });

  it("does not take up the pseudo-language from an earlier visit once the deployment no longer offers it", async () => {
    vi.stubEnv("DEV", false);
    localStorage.setItem(REMEMBERED_LANGUAGE_KEY, PSEUDO_LANGUAGE);
    renderLogin();
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeInTheDocument();
  });
});

describe("the support chat on the login screen", () => {
  afterEach(() => document.querySelector("script[data-chat-widget]")?.remove());

  it("loads the configured chat widget for a visitor who has not signed in", async () => {
    renderLogin();
    await screen.findByRole("heading", { level: 1, name: "Log in" });
    await waitFor(() => expect(document.querySelector("script[data-chat-widget='tawk']")).not.toBeNull());
  });
});
