import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import type { Root } from "react-dom/client";
import { z } from "zod";
import { testProvider } from "./testing/testProvider";
import { RuntimeConfigError } from "./config/loadRuntimeConfig";
import { applyRuntimeConfig, type RuntimeConfig } from "./config/runtime";
import type { RuntimeConfigSettings } from "./config/runtimeConfigFields";
import { configureReporting } from "./reporting/configureReporting";
import { currentEnvironment, reportContext, setReportUser } from "./reporting/errorReporting";
import { forgetMockWorker, startConsole } from "./startConsole";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  configureReporting();
  setReportUser(undefined);
  window.history.replaceState(null, "", "/");
  applyRuntimeConfig({});
});

/** Starts the console with a deployment's configuration file (none by default) and no API to call. */
async function startWith(provider: typeof testProvider, loadConfig: () => Promise<Readonly<RuntimeConfig>>) {
  const container = document.createElement("div");
  document.body.append(container);
  // A static page of the console, so starting it calls no API.
  window.history.replaceState(null, "", "/app/payment_return");
  await act(async () => {
    root = await startConsole(provider, container, loadConfig);
  });
}

async function start(provider: typeof testProvider, file: RuntimeConfigSettings = {}) {
  await startWith(provider, () => Promise.resolve(applyRuntimeConfig(file)));
  expect(await screen.findByText("Payment authorization check finished. You can close this page.")).toBeInTheDocument();
}

describe("startConsole", () => {
  it("applies the provider's internal e-mail domains and test domain to error reports", async () => {
    setReportUser({ id: 7, email: "dev@company.example", isAdmin: false });
    // Before: no internal domain, and any host starting with 'test' counts as staging.
    expect(reportContext().user?.email).toBeUndefined();
    expect(currentEnvironment("test.other.example")).toBe("staging");

    await start({ ...testProvider, reporting: { internalEmailDomains: ["company.example", "company2.example"], testDomain: "cloud.example" } });

    expect(reportContext().user).toEqual({ id: 7, email: "dev@company.example" });
    expect(currentEnvironment("test.cloud.example")).toBe("staging");
    expect(currentEnvironment("test.other.example")).toBe("production");
  });

  it("turns on zod's jitless mode, so zod never evaluates code a strict Content-Security-Policy blocks", () => {
    // Importing startConsole set it; zod adopts it whether zod loaded before or after.
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).safeParse({ name: "web-1" }).success).toBe(true);
  });

  it("makes the console's error map zod's, so forms and checks say 'Required', 'Invalid input' and 'Expected X, received Y'", () => {
    const schema = z.object({ name: z.string(), size: z.enum(["s", "m"]) });
    const result = schema.safeParse({ size: "xl" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Required", "Invalid input"]);
    expect(z.object({ count: z.number() }).safeParse({ count: "3" }).error?.issues[0]?.message).toBe("Expected number, received string");
  });

  it("keeps the defaults for a provider without reporting parameters", async () => {
    configureReporting({ internalEmailDomains: ["company.example"], testDomain: "cloud.example" });
    setReportUser({ id: 7, email: "dev@company.example", isAdmin: false });
    await start(testProvider);
    expect(reportContext().user?.email).toBeUndefined();
    expect(currentEnvironment("test.other.example")).toBe("staging");
  });

  it("applies the deployment's reporting settings over the provider's", async () => {
    setReportUser({ id: 7, email: "dev@ops.example", isAdmin: false });
    const provider = { ...testProvider, reporting: { internalEmailDomains: ["company.example"], testDomain: "cloud.example" } };
    await start(provider, { internalEmailDomains: ["ops.example"], sentryEnvironment: "staging" });
    expect(reportContext().user).toEqual({ id: 7, email: "dev@ops.example" });
    expect(currentEnvironment("console.cloud.example")).toBe("staging");
  });

  it("shows what is wrong with the deployment's configuration instead of the console", async () => {
    await startWith(testProvider, () => Promise.reject(new RuntimeConfigError("is invalid: mockApi: expected one of off, offered, default.")));
    expect(await screen.findByRole("alert")).toHaveTextContent("The console's configuration (/app/config.json) is invalid: mockApi: expected one of off, offered, default.");
    expect(screen.getByRole("button", { name: "Reload page" })).toBeInTheDocument();
    expect(screen.queryByText("Payment authorization check finished. You can close this page.")).not.toBeInTheDocument();
  });

  it("unregisters the mock API's service worker a browser kept from when the mock was offered, and no other", async () => {
    const registration = (scriptURL: string) => ({ active: { scriptURL }, waiting: null, installing: null, unregister: vi.fn(() => Promise.resolve(true)) });
    const mock = registration("https://console.example.com/app/mockServiceWorker.js");
    const other = registration("https://console.example.com/app/push-worker.js");
    await forgetMockWorker({ getRegistrations: () => Promise.resolve([mock, other]) });
    expect(mock.unregister).toHaveBeenCalledOnce();
    expect(other.unregister).not.toHaveBeenCalled();
    // A browser without service workers has none to forget.
    await expect(forgetMockWorker(undefined)).resolves.toBeUndefined();
  });
});
