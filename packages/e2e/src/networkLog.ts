// A page's requests as the screen measurements (screenLoads.ts) see them: what is in flight, what was fetched and when.
import type { Page, Request } from "@playwright/test";
import { IDLE_QUIET_MS, SCREEN_TIMEOUT_MS } from "./screenTiming";

/** One request the page made: its path under the app, kind and times (ms since the tracker started). */
export interface Seen {
  /** Method, path and query: the same call made again (a poll) has the same key. */
  key: string;
  path: string;
  kind: "js" | "css" | "api" | "other";
  start: number;
  end: number | undefined;
}

/** Follows a page's requests: what is in flight, what was fetched and when. */
export class NetworkLog {
  private seen = new Map<Request, Seen>();
  private lastActivity = 0;
  private origin = performance.now();

  constructor(private page: Page) {
    page.on("request", this.onRequest);
    page.on("requestfinished", this.onEnd);
    page.on("requestfailed", this.onEnd);
  }

  private onRequest = (request: Request) => {
    const { pathname, search } = new URL(request.url());
    const type = request.resourceType();
    const kind = pathname.startsWith("/v1/") ? "api" : type === "script" || pathname.endsWith(".js") ? "js" : type === "stylesheet" || pathname.endsWith(".css") ? "css" : "other";
    this.seen.set(request, { key: `${request.method()} ${pathname}${search}`, path: pathname, kind, start: this.now(), end: undefined });
    this.lastActivity = this.now();
  };

  private onEnd = (request: Request) => {
    const entry = this.seen.get(request);
    if (entry) entry.end = this.now();
    this.lastActivity = this.now();
  };

  now(): number {
    return performance.now() - this.origin;
  }

  /** Forgets every request so far and restarts the clock. */
  reset(): void {
    this.seen.clear();
    this.origin = performance.now();
    this.lastActivity = 0;
  }

  entries(): Seen[] {
    return [...this.seen.values()];
  }

  private inFlight(): number {
    return this.entries().filter((entry) => entry.end === undefined).length;
  }

  /** Counts now as network activity (a quiet period starts no earlier than this). */
  touch(): void {
    this.lastActivity = this.now();
  }

  /** Resolves with the time the network went quiet, once nothing has been in flight for IDLE_QUIET_MS. */
  async idle(): Promise<number> {
    const deadline = this.now() + SCREEN_TIMEOUT_MS;
    for (;;) {
      if (this.inFlight() === 0 && this.now() - this.lastActivity >= IDLE_QUIET_MS) return this.lastActivity;
      if (this.now() > deadline) throw new Error(`the network never went idle: ${this.entries().filter((entry) => entry.end === undefined).map((entry) => entry.path).join(", ")}`);
      await this.page.waitForTimeout(50);
    }
  }

  /** Resolves once `done` holds (checked every 50 ms), or after `timeoutMs`. */
  async until(done: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = this.now() + timeoutMs;
    while (!done() && this.now() < deadline) await this.page.waitForTimeout(50);
  }

  close(): void {
    this.page.off("request", this.onRequest);
    this.page.off("requestfinished", this.onEnd);
    this.page.off("requestfailed", this.onEnd);
  }
}
