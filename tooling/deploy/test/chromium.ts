// What the browser tests of the served console share: Chromium, and what it reports about the page's policy.
import type { Page } from "@playwright/test";

export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Waits until the network is idle: what loads once a screen has settled has loaded, and any violation is in. */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
}

interface PolicyViolation {
  /** The directive that blocked: "style-src-elem", "script-src", … */
  directive: string;
  /** A URL, or "inline" or "eval". */
  blocked: string;
  /** What was blocked, where. */
  summary: string;
}

/**
 * Collects the page's CSP violations across navigations: its securitypolicyviolation events (what the directive
 * blocked, where) and Chromium's console messages about them.
 */
export async function watchPolicyViolations(page: Page): Promise<{ events: PolicyViolation[]; messages: string[] }> {
  const events: PolicyViolation[] = [];
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) messages.push(message.text());
  });
  await page.exposeFunction("__reportPolicyViolation", (directive: string, blocked: string, summary: string) => {
    events.push({ directive, blocked, summary });
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportPolicyViolation: (directive: string, blocked: string, summary: string) => void }).__reportPolicyViolation;
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : "";
      const blocked = event.blockedURI || "inline";
      report(event.effectiveDirective, blocked, `${event.effectiveDirective} blocked ${blocked}${where}${event.sample ? `: ${event.sample}` : ""}`);
    });
  });
  return { events, messages };
}
