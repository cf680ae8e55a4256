// Doubles of the chat vendors' scripts, served at the vendors' real addresses in place of the vendors: each one
// implements the documented part of its vendor's API that the console uses (the globals it reads, the global it
// defines, its script tag's attributes) and records what it was given, so the console's real loader runs in e2e
// without the outside network. They live with the tests and never reach a bundle.
import type { Page, Route } from "@playwright/test";
import { mockUiConfig } from "@cloudconsole/mock-api";
import type { E2eProvider } from "../../src/environment";

/** A provider's chat settings, as the UI configuration carries them. */
export type ChatConfig = NonNullable<ReturnType<typeof mockUiConfig>["chatConfig"]>;
/** The chat vendors the console supports. */
export type ChatVendor = ChatConfig["type"];

/** The tag of the chat tests, which each provider with a chat runs at desktop width (see playwright.config.ts). */
export const CHAT = { tag: "@chat" } as const;

/** The provider's chat as the console is served it (its platform's settings over its mock configuration), if it has one. */
export function chatConfigOf(provider: E2eProvider): ChatConfig | undefined {
  const config = mockUiConfig(provider.mockConfig, provider.platform ?? {});
  return config.chatEnabled && config.chatConfig ? config.chatConfig : undefined;
}

/**
 * The provider's chat as a configuration key (see src/provers.ts): its vendor and which settings it is given, not
 * their values, since the loader passes each provider's keys along the same code.
 */
export function chatConfigurationsOf(provider: E2eProvider): string[] {
  const chat = chatConfigOf(provider);
  if (!chat) return [];
  const given = Object.entries(chat).filter(([, value]) => value !== undefined && value !== null && value !== "").map(([name]) => name);
  return [`${chat.type} ${given.sort().join(",")}`];
}

/** What a double was given by the console, kept on the page's window as `chatDouble`. */
export interface ChatDoubleRecord {
  vendor: ChatVendor;
  received: unknown;
}

/**
 * The label of the launcher each vendor draws from its own dashboard's settings, where the console passes it no text
 * (Qiscus and Botika label theirs with the console's caption).
 */
export const VENDOR_LAUNCHER_LABELS: Record<ChatVendor, string> = {
  tawk: "Open chat",
  intercom: "Open Intercom Messenger",
  leadbooster: "Open chat",
  oncehub: "Open chat",
  qiscus: "Open chat",
  botika: "Open chat",
};

/** A launcher as a customer sees a vendor's: a button in a bottom corner opening a panel with the greeting. */
interface Launcher {
  label: string;
  side: "left" | "right";
  title?: string;
  greeting?: string;
  start?: string;
}

/** A vendor's script: run in the page with the address it was served from and, when drawing, the launcher's drawer. */
type VendorScript = (served: { url: string; label: string }, draw: ((launcher: Launcher) => void) | null) => void;

// The functions below run in the page, serialised with toString(): each is self-contained (no imports, no closures).

function drawLauncher({ label, side, title, greeting, start }: Launcher) {
  const panel = document.createElement("section");
  panel.setAttribute("role", "dialog");
  panel.setAttribute("aria-label", title ?? label);
  panel.hidden = true;
  panel.style.cssText = `position:fixed;bottom:72px;${side}:16px;z-index:2147483647;width:260px;padding:16px;background:#fff;color:#111;border:1px solid #888;font:14px sans-serif`;
  panel.append(Object.assign(document.createElement("h2"), { textContent: title ?? label }));
  if (greeting) panel.append(Object.assign(document.createElement("p"), { textContent: greeting }));
  if (start) panel.append(Object.assign(document.createElement("button"), { type: "button", textContent: start }));
  const button = Object.assign(document.createElement("button"), { type: "button", textContent: label });
  button.style.cssText = `position:fixed;bottom:16px;${side}:16px;z-index:2147483647;padding:12px 16px;border:0;border-radius:24px;background:#0b57d0;color:#fff;font:600 14px sans-serif`;
  button.addEventListener("click", () => {
    panel.hidden = !panel.hidden;
  });
  document.body.append(panel, button);
}

/** tawk.to: the embed at /<property id>/<widget id> fills in window.Tawk_API and calls its onLoad. */
const tawk: VendorScript = ({ url, label }, draw) => {
  const win = window as unknown as Record<string, unknown>;
  const [propertyId, widgetId] = new URL(url).pathname.split("/").filter(Boolean);
  const api = (typeof win.Tawk_API === "object" && win.Tawk_API !== null ? win.Tawk_API : {}) as { onLoad?: () => void; maximize?: () => void };
  win.Tawk_API = api;
  win.chatDouble = { vendor: "tawk", received: { propertyId, widgetId } };
  api.maximize = () => undefined;
  if (propertyId && widgetId) draw?.({ label, side: "right" });
  api.onLoad?.();
};

/** Intercom: the widget at /widget/<app id> boots the messenger with window.intercomSettings and defines window.Intercom. */
const intercom: VendorScript = ({ url, label }, draw) => {
  const win = window as unknown as Record<string, unknown>;
  const appId = new URL(url).pathname.split("/").at(-1);
  const settings = win.intercomSettings as { app_id?: string; alignment?: string } | undefined;
  const queue: unknown[][] = [];
  win.Intercom = (...args: unknown[]) => void queue.push(args);
  win.chatDouble = { vendor: "intercom", received: { appId, settings } };
  // The messenger boots only for the app its settings name; its launcher sits on the side they ask for.
  if (settings?.app_id === appId) draw?.({ label, side: settings?.alignment === "left" ? "left" : "right" });
};

/** Pipedrive LeadBooster: loader.js reads window.pipedriveLeadboosterConfig and defines window.LeadBooster. */
const leadbooster: VendorScript = ({ label }, draw) => {
  const win = window as unknown as Record<string, unknown>;
  const config = win.pipedriveLeadboosterConfig as { base?: string; companyId?: unknown; playbookUuid?: string; version?: number } | undefined;
  const queue: unknown[] = [];
  win.LeadBooster ??= { q: queue, on: (name: string) => void queue.push(name), trigger: (name: string) => void queue.push(name) };
  win.chatDouble = { vendor: "leadbooster", received: config };
  if (config?.base && config.companyId !== undefined && config.playbookUuid) draw?.({ label, side: "right" });
};

/** OnceHub ChatOnce: widget.js reads its own tag (id "co-index") and the website and bot from its data-co-params. */
const oncehub: VendorScript = ({ label }, draw) => {
  const win = window as unknown as Record<string, unknown>;
  const params = new URLSearchParams(document.getElementById("co-index")?.getAttribute("data-co-params") ?? "");
  const received = Object.fromEntries(params);
  win.chatDouble = { vendor: "oncehub", received };
  if (received.website_id) draw?.({ label, side: "right" });
};

/** Qiscus Multichannel: qismo-v4.js defines window.Qismo, a constructor taking the app id and { options }. */
const qiscus: VendorScript = ({ label }, draw) => {
  const win = window as unknown as Record<string, unknown>;
  win.Qismo = class Qismo {
    constructor(appId: string, config: { options?: { channel_id?: unknown; buttonHasText?: boolean; buttonText?: string; welcomeText?: string; startText?: string } }) {
      win.chatDouble = { vendor: "qiscus", received: { appId, config } };
      const options = config.options;
      if (appId && options?.channel_id !== undefined) {
        draw?.({ label: options.buttonHasText && options.buttonText ? options.buttonText : label, side: "right", greeting: options.welcomeText, start: options.startText });
      }
    }
  };
};

/** Botika: botika.widget.js defines window.BotikaChat, whose init({ client, widget }) shows the widget. */
const botika: VendorScript = (_served, draw) => {
  const win = window as unknown as Record<string, unknown>;
  win.BotikaChat = {
    init(options: { client?: string; widget?: { title?: string; caption?: string; "greeting-message"?: string; "greeting-button"?: string } }) {
      win.chatDouble = { vendor: "botika", received: options };
      const widget = options.widget;
      if (options.client && widget?.caption) draw?.({ label: widget.caption, side: "right", title: widget.title, greeting: widget["greeting-message"], start: widget["greeting-button"] });
    },
  };
};

/** Each vendor's host and the path of its script there, as the vendor documents its embed. */
const VENDORS: Record<ChatVendor, { origin: string; isScript: (path: string) => boolean; script: VendorScript }> = {
  tawk: { origin: "https://embed.tawk.to", isScript: (path) => /^\/[^/]+\/[^/]+$/.test(path), script: tawk },
  intercom: { origin: "https://widget.intercom.io", isScript: (path) => /^\/widget\/[^/]+$/.test(path), script: intercom },
  leadbooster: { origin: "https://leadbooster-chat.pipedrive.com", isScript: (path) => path === "/assets/loader.js", script: leadbooster },
  oncehub: { origin: "https://cdn.oncehub.com", isScript: (path) => path === "/co/widget.js", script: oncehub },
  qiscus: { origin: "https://s3-ap-southeast-1.amazonaws.com", isScript: (path) => path === "/qiscus-sdk/public/qismo/qismo-v4.js", script: qiscus },
  botika: { origin: "https://chat.botika.online", isScript: (path) => path === "/client/assets/js/botika.widget.js", script: botika },
};

/** Matches every request to the vendor's host. */
export function chatVendorHost(vendor: ChatVendor): (url: URL) => boolean {
  const { origin } = VENDORS[vendor];
  return (url) => url.origin === origin;
}

/**
 * Serves every chat vendor's host from its double: the vendor's script at its address, 404 anywhere else. Without
 * `launcher` the widgets start but draw nothing, so no screenshot changes; with it, each draws its launcher.
 */
export async function routeChatVendors(page: Page, { launcher = false }: { launcher?: boolean } = {}): Promise<void> {
  for (const vendor of Object.keys(VENDORS) as ChatVendor[]) {
    const { isScript, script } = VENDORS[vendor];
    await page.route(chatVendorHost(vendor), (route: Route) => {
      const url = new URL(route.request().url());
      if (!isScript(url.pathname)) return route.fulfill({ status: 404, body: "Not found" });
      const body = `(${script.toString()})(${JSON.stringify({ url: url.href, label: VENDOR_LAUNCHER_LABELS[vendor] })}, ${launcher ? drawLauncher.toString() : "null"});`;
      // A tag with a crossorigin attribute (tawk's) loads in CORS mode: the vendors' CDNs allow any origin.
      return route.fulfill({ status: 200, contentType: "text/javascript", headers: { "access-control-allow-origin": "*" }, body });
    });
  }
}

/** What the vendor's double has recorded so far, if its script has run. */
export async function chatDoubleRecord(page: Page): Promise<ChatDoubleRecord | undefined> {
  return page.evaluate(() => (window as unknown as { chatDouble?: ChatDoubleRecord }).chatDouble);
}
