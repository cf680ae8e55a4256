import { afterEach, describe, expect, it, vi } from "vitest";
import { mockUiConfig } from "@cloudconsole/mock-api";
import type { UiConfig } from "@cloudconsole/sdk";
import { chatLocaleOf, chatScriptFor, loadChatWidget, type ChatLocale } from "./chatWidget";

type ChatConfig = NonNullable<UiConfig["chatConfig"]>;
const globals = window as unknown as Record<string, unknown>;
const VENDOR_GLOBALS = ["Qismo", "BotikaChat", "intercomSettings", "pipedriveLeadboosterConfig"];

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.lang = "en";
  for (const name of VENDOR_GLOBALS) Reflect.deleteProperty(globals, name);
  vi.restoreAllMocks();
});

/** The default mock configuration with chat through the given provider. */
function withChat(chatConfig: ChatConfig): UiConfig {
  return { ...mockUiConfig("default"), chatEnabled: true, chatConfig };
}

function load(chatConfig: ChatConfig, locale?: ChatLocale): HTMLScriptElement {
  const element = loadChatWidget(withChat(chatConfig), document, locale);
  if (!element) throw new Error(`no script for ${chatConfig.type}`);
  return element;
}

describe("chat widget scripts", () => {
  it.each([
    [{ type: "tawk", property_id: "p1", widget_id: "w1" }, "https://embed.tawk.to/p1/w1", { crossorigin: "*" }],
    [{ type: "intercom", intercom_app_id: "abc" }, "https://widget.intercom.io/widget/abc", {}],
    [{ type: "leadbooster", company_id: "1", playbook_uuid: "u" }, "https://leadbooster-chat.pipedrive.com/assets/loader.js", {}],
    [{ type: "oncehub", oncehub_website_id: "WEB", oncehub_bot_id: "BOT" }, "https://cdn.oncehub.com/co/widget.js", { id: "co-index", "data-co-params": "website_id=WEB&bot_type=BOT" }],
    [{ type: "qiscus", qiscus_channel_id: "1234", qiscus_client_key: "app-id" }, "https://s3-ap-southeast-1.amazonaws.com/qiscus-sdk/public/qismo/qismo-v4.js", {}],
    [{ type: "botika", botika_client_key: "k" }, "https://chat.botika.online/client/assets/js/botika.widget.js", {}],
  ] as const)("adds %j as an async script from %s with its attributes", (chatConfig, src, attributes) => {
    const element = load(chatConfig);
    expect(element.src).toBe(src);
    expect(element.async).toBe(true);
    expect(element.dataset.chatWidget).toBe(chatConfig.type);
    for (const [name, value] of Object.entries(attributes)) expect(element.getAttribute(name)).toBe(value);
    expect(element.parentElement).toBe(document.body);
  });

  it.each([
    [{ type: "intercom", intercom_app_id: "abc" }, "intercomSettings", { app_id: "abc", alignment: "left", language_override: "en" }],
    [{ type: "leadbooster", company_id: "42", playbook_uuid: "u" }, "pipedriveLeadboosterConfig", { base: "leadbooster-chat.pipedrive.com", companyId: 42, playbookUuid: "u", version: 2 }],
    [{ type: "leadbooster", company_id: "acme", playbook_uuid: "u" }, "pipedriveLeadboosterConfig", { base: "leadbooster-chat.pipedrive.com", companyId: "acme", playbookUuid: "u", version: 2 }],
  ] as const)("sets the globals %j's loader reads before the script runs", (chatConfig, name, value) => {
    load(chatConfig);
    expect(globals[name]).toEqual(value);
  });

  it.each([
    [{ type: "tawk", property_id: "p1" }],
    [{ type: "qiscus", qiscus_client_key: "app-id" }],
    [{ type: "botika" }],
  ] as const)("has no script for %j without its keys", (chatConfig) => {
    expect(chatScriptFor(chatConfig)).toEqual({ problem: `Chat provider ${chatConfig.type} is missing its keys` });
  });
});

describe("starting the widget once its script has loaded", () => {
  it("qiscus: new window.Qismo(appId, { options: { channel_id } }) with the channel id as a number", () => {
    const constructed: unknown[][] = [];
    globals.Qismo = class {
      constructor(...args: unknown[]) {
        constructed.push(args);
      }
    };
    const element = load({ type: "qiscus", qiscus_channel_id: "1234", qiscus_client_key: "app-id" });
    expect(constructed).toEqual([]);
    element.dispatchEvent(new Event("load"));
    expect(constructed).toEqual([["app-id", { options: expect.objectContaining({ channel_id: 1234, buttonText: "Need help?", welcomeText: "Hello", startText: "Start" }) }]]);
  });

  it("botika: window.BotikaChat.init({ client, widget }) with the spec's texts and a name+email registration", () => {
    const init = vi.fn();
    globals.BotikaChat = { init };
    const element = load({ type: "botika", botika_client_key: "bot-key" });
    expect(init).not.toHaveBeenCalled();
    element.dispatchEvent(new Event("load"));
    expect(init).toHaveBeenCalledExactlyOnceWith({
      client: "bot-key",
      widget: expect.objectContaining({
        title: "Customer support",
        caption: "Need help?",
        "greeting-message": "Hello",
        "greeting-button": "Start",
        registration: { name: true, email: true, phone: false },
      }),
    });
  });

  it.each([
    [{ type: "qiscus", qiscus_channel_id: "1", qiscus_client_key: "k" }, "Qismo"],
    [{ type: "botika", botika_client_key: "k" }, "BotikaChat"],
  ] as const)("logs, without throwing, when %j's script defined no window.%s", (chatConfig, name) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const element = load(chatConfig);
    expect(() => element.dispatchEvent(new Event("load"))).not.toThrow();
    expect(error).toHaveBeenCalledWith(`Chat widget ${chatConfig.type} did not start`, new Error(`Chat widget script loaded without window.${name}`));
  });
});

describe("loadChatWidget", () => {
  it("adds the mock configuration's tawk script once", () => {
    const config = mockUiConfig("default");
    expect(loadChatWidget(config)?.src).toBe("https://embed.tawk.to/mock-property/mock-widget");
    expect(loadChatWidget(config)).toBeUndefined();
    expect(document.querySelectorAll("script[data-chat-widget]")).toHaveLength(1);
  });

  it("logs an unsupported provider type and loads nothing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const config = { ...mockUiConfig("default"), chatConfig: { type: "zendesk" } as unknown as ChatConfig };
    expect(loadChatWidget(config)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith("Unsupported chat provider type: zendesk");
  });

  it("loads nothing when chat is off", () => {
    expect(loadChatWidget(mockUiConfig("metal"))).toBeUndefined();
    expect(document.querySelector("script[data-chat-widget]")).toBeNull();
  });

  it("logs a provider without its keys and loads nothing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(loadChatWidget(withChat({ type: "intercom" }))).toBeUndefined();
    expect(warn).toHaveBeenCalledWith("Chat provider intercom is missing its keys");
    expect(document.querySelector("script[data-chat-widget]")).toBeNull();
  });

  it("logs a script that fails to load, without throwing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const element = load({ type: "botika", botika_client_key: "k" });
    expect(() => element.dispatchEvent(new Event("error"))).not.toThrow();
    expect(warn).toHaveBeenCalledWith(`Chat widget botika could not load ${element.src}`);
  });
});

describe("the widget in the console's language", () => {
  it.each([
    ["id", "Layanan pelanggan", "Butuh bantuan?", "Halo", "Mulai"],
    ["th", "ฝ่ายบริการลูกค้า", "ต้องการความช่วยเหลือไหม", "สวัสดี", "เริ่ม"],
    ["et", "Klienditugi", "Vajad abi?", "Tere", "Alusta"],
    ["bn", "গ্রাহক সহায়তা", "সাহায্য দরকার?", "হ্যালো", "শুরু করুন"],
  ])("starts in %s as <html lang> says: Intercom's language_override and the console's texts for Botika", async (language, title, caption, greeting, start) => {
    document.documentElement.lang = language;
    const locale = await chatLocaleOf();
    expect(locale.language).toBe(language);
    load({ type: "intercom", intercom_app_id: "abc" }, locale);
    expect(globals.intercomSettings).toEqual({ app_id: "abc", alignment: "left", language_override: language });
    const init = vi.fn();
    globals.BotikaChat = { init };
    load({ type: "botika", botika_client_key: "bot-key" }, locale).dispatchEvent(new Event("load"));
    expect(init).toHaveBeenCalledWith({ client: "bot-key", widget: expect.objectContaining({ title, caption, "greeting-message": greeting, "greeting-button": start }) });
  });

  it("starts in English where the page is in a language the console does not speak", async () => {
    document.documentElement.lang = "de";
    expect((await chatLocaleOf()).texts).toEqual({ title: "Customer support", caption: "Need help?", greeting: "Hello", start: "Start" });
  });
});
