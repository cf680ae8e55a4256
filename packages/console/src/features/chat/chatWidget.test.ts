import { afterEach, describe, expect, it, vi } from "vitest";
import { mockUiConfig } from "@cloudconsole/mock-api";
import { chatScriptFor, loadChatWidget } from "./chatWidget";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("chat widget", () => {
  it.each([
    [{ type: "tawk", property_id: "p1", widget_id: "w1" }, "https://embed.tawk.to/p1/w1"],
    [{ type: "intercom", intercom_app_id: "abc" }, "https://widget.intercom.io/widget/abc"],
    [{ type: "leadbooster", company_id: "1", playbook_uuid: "u" }, "https://leadbooster-chat.pipedrive.com/assets/loader.js"],
    [{ type: "oncehub", oncehub_website_id: "WEB", oncehub_bot_id: "BOT" }, "https://cdn.oncehub.com/co/widget.js"],
    [{ type: "qiscus", qiscus_channel_id: "1", qiscus_client_key: "k" }, "https://qismo.qiscus.com/js/qismo-v4.js"],
    [{ type: "botika", botika_client_key: "k" }, "https://chat.botika.online/client/assets/js/botika.widget.js"],
  ] as const)("loads %j from the provider's host", (chatConfig, src) => {
    expect(chatScriptFor(chatConfig)).toEqual({ script: expect.objectContaining({ src }) });
  });

  it("adds the mock configuration's tawk script once", () => {
    const config = mockUiConfig("default");
    expect(loadChatWidget(config)?.src).toBe("https://embed.tawk.to/mock-property/mock-widget");
    expect(loadChatWidget(config)).toBeUndefined();
    expect(document.querySelectorAll("script[data-chat-widget]")).toHaveLength(1);
  });

  it("logs an unsupported provider type and loads nothing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const config = { ...mockUiConfig("default"), chatConfig: { type: "zendesk" } as unknown as ReturnType<typeof mockUiConfig>["chatConfig"] };
    expect(loadChatWidget(config)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith("Unsupported chat provider type: zendesk");
  });

  it("loads nothing when chat is off, or in an automated browser", () => {
    expect(loadChatWidget(mockUiConfig("metal"))).toBeUndefined();
    Object.defineProperty(window.navigator, "webdriver", { configurable: true, get: () => true });
    try {
      expect(loadChatWidget(mockUiConfig("default"))).toBeUndefined();
    } finally {
      Reflect.deleteProperty(window.navigator, "webdriver");
    }
  });
});
