import { addBreadcrumb, close, createTransport, flush, type ErrorEvent } from "@sentry/browser";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MASKED } from "./scrub";
import { configureReporting } from "./configureReporting";
import { setReportUser } from "./settings";

// Sentry wraps the page's fetch when it starts: the stub must be in place first, so no test reaches the network.
const fetchStub = vi.fn(async () => new Response("{}", { status: 200 }));
beforeAll(() => {
  vi.stubGlobal("fetch", fetchStub);
});

const { prepareEvent, startSentry } = await import("./sentryReporter");

const DSN = "https://public@o1.ingest.sentry.io/1";

/** Starts Sentry with a transport that keeps the events it is given instead of sending them. */
function startWithFakeTransport(random: () => number = () => 0.5) {
  const events: ErrorEvent[] = [];
  const tracker = startSentry({
    dsn: DSN,
    random,
    transport: (options) =>
      createTransport(options, async (request) => {
        const body = typeof request.body === "string" ? request.body : new TextDecoder().decode(request.body);
        // An envelope: a header line, then an item header and its payload per item.
        const lines = body.split("\n");
        for (let index = 1; index + 1 < lines.length; index += 2) {
          const header = JSON.parse(lines[index] ?? "{}") as { type?: string };
          if (header.type === "event") events.push(JSON.parse(lines[index + 1] ?? "{}") as ErrorEvent);
        }
        return { statusCode: 200 };
      }),
  });
  return {
    events,
    async report(error: unknown, extra?: Record<string, unknown>) {
      tracker.send(error, extra);
      await flush(2_000);
    },
  };
}

afterEach(async () => {
  await close(2_000);
  setReportUser(undefined);
  configureReporting();
  document.documentElement.lang = "";
  document.documentElement.className = "";
});

describe("the Sentry error tracker", () => {
  it("gives its transport an event with every secret masked: message, own fields, causes, extra, breadcrumbs and request", async () => {
    const sentry = startWithFakeTransport();
    await fetch("https://api.example/v1/vm/list?apikey=fetched-key&sql_pass=fetched-pass&email=fetched%40customer.example&page=2", { method: "POST", headers: { "x-apikey": "header-key" }, body: JSON.stringify({ password: "body-password" }) });
    addBreadcrumb({ category: "navigation", message: "to /callback#access_token=crumb-token&state=1" });
    const cause = Object.assign(new Error("refresh failed: client_secret=cause-secret"), { response: { data: { id_token: "cause-id-token" } } });
    const error = Object.assign(new Error("GET /v1/vm?token=message-token failed for ann@customer.example", { cause }), {
      config: { headers: { Authorization: "Bearer own-field-bearer", "x-apikey": "own-field-key" }, data: { newPassword: "own-field-password" } },
      session_id: "own-session",
    });
    await sentry.report(error, { secretKey: "extra-secret", api_key: "extra-key", request: { url: "/v1/s3?secretKey=extra-url-secret" }, screen: "compute" });

    expect(sentry.events).toHaveLength(1);
    const sent = JSON.stringify(sentry.events);
    for (const secret of [
      "fetched-key",
      "fetched-pass",
      "fetched%40customer",
      "header-key",
      "body-password",
      "crumb-token",
      "cause-secret",
      "cause-id-token",
      "message-token",
      "ann@customer.example",
      "own-field-bearer",
      "own-field-key",
      "own-field-password",
      "own-session",
      "extra-secret",
      "extra-key",
      "extra-url-secret",
    ]) {
      expect(sent).not.toContain(secret);
    }
    const [event] = sentry.events;
    expect(event?.exception?.values?.map((exception) => exception.value)).toEqual([`refresh failed: client_secret=${MASKED}`, `GET /v1/vm?token=${MASKED} failed for ${MASKED}`]);
    expect(event?.extra).toMatchObject({ secretKey: MASKED, api_key: MASKED, screen: "compute" });
    // The error's own fields are reported, scrubbed.
    expect(event?.contexts?.Error).toMatchObject({ config: { headers: { Authorization: MASKED, "x-apikey": MASKED }, data: { newPassword: MASKED } }, session_id: MASKED });
    // Sentry filters a few query names itself ([Filtered]); the scrubbing masks the rest.
    const fetchUrl = /^https:\/\/api\.example\/v1\/vm\/list\?apikey=\[(masked|Filtered)\]&sql_pass=\[masked\]&email=\[masked\]&page=2$/;
    expect(event?.breadcrumbs).toContainEqual(expect.objectContaining({ category: "fetch", data: { method: "POST", status_code: 200, url: expect.stringMatching(fetchUrl) } }));
  });

  it("scrubs the page address the event names", async () => {
    window.history.replaceState(null, "", "/app/callback?state=s1#id_token=page-id-token&email=page%40customer.example");
    try {
      const sentry = startWithFakeTransport();
      await sentry.report(new Error("boom"));
      expect(sentry.events[0]?.request?.url).toBe(`http://localhost:3000/app/callback?state=s1#id_token=${MASKED}&email=${MASKED}`);
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("carries the page language, the translation service, the environment and the revision", async () => {
    document.documentElement.lang = "th";
    document.documentElement.className = "translated-ltr";
    const sentry = startWithFakeTransport();
    await sentry.report(new Error("boom"));
    expect(sentry.events[0]).toMatchObject({ environment: "development", release: "dev", tags: { page_language: "th", translation_service: "google" } });
  });

  it("names the user, with the email only for admins and internal domains", async () => {
    configureReporting({ internalEmailDomains: ["company.example"] });
    const sentry = startWithFakeTransport();
    setReportUser({ id: 7, email: "ann@customer.example", isAdmin: false });
    await sentry.report(new Error("first"));
    setReportUser({ id: 8, email: "dev@company.example", isAdmin: false });
    await sentry.report(new Error("second"));
    expect(sentry.events.map((event) => event.user)).toEqual([{ id: 7 }, { id: 8, email: "dev@company.example" }]);
  });

  it("drops ResizeObserver's error and keeps a removeChild failure 1 in 20 times", async () => {
    const outside = startWithFakeTransport(() => 0.5);
    await outside.report(new Error("ResizeObserver loop completed with undelivered notifications."));
    await outside.report(new Error("Failed to execute 'removeChild' on 'Node'"));
    expect(outside.events).toEqual([]);
    await close(2_000);

    const inside = startWithFakeTransport(() => 0.01);
    await inside.report(new Error("ResizeObserver loop completed with undelivered notifications."));
    await inside.report(new Error("Failed to execute 'removeChild' on 'Node'"));
    expect(inside.events.map((event) => event.exception?.values?.[0]?.value)).toEqual(["Failed to execute 'removeChild' on 'Node'"]);
  });
});

describe("prepareEvent", () => {
  it("replaces whatever user Sentry gathered with the allowed fields", () => {
    setReportUser({ id: 7, email: "ann@customer.example", isAdmin: false });
    const prepared = prepareEvent({ type: undefined, message: "boom", user: { id: 7, email: "ann@customer.example", ip_address: "10.0.0.1" } }, () => 0.5);
    expect(prepared?.user).toEqual({ id: 7 });
  });

  it("leaves the user out when nobody is signed in", () => {
    expect(prepareEvent({ type: undefined, message: "boom", user: { email: "ann@customer.example" } }, () => 0.5)).not.toHaveProperty("user");
  });
});
