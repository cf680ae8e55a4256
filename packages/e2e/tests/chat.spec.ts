import type { TestInfo } from "@playwright/test";
import { message } from "./catalogues";
import { expect, providerOf, saveScreenshot, signedIn, test } from "./fixtures";
import { CHAT, chatConfigOf, chatDoubleRecord, chatVendorHost, routeChatVendors, VENDOR_LAUNCHER_LABELS, type ChatConfig, type ChatVendor } from "./doubles/chat";

// The provider's support chat, loaded by the console's real loader in the signed-in shell from the vendor's address,
// where a double of the vendor's script answers. Each provider whose configuration has a chat runs this at desktop
// width (playwright.config.ts), with the keys its configuration gives.

/** The provider's chat; playwright.config.ts runs these tests only where there is one. */
function chatOf(testInfo: TestInfo): ChatConfig {
  const provider = providerOf(testInfo);
  const chat = chatConfigOf(provider);
  if (!chat) throw new Error(`${provider.id} has no chat: playwright.config.ts must not run the ${CHAT.tag} tests on ${testInfo.project.name}`);
  return chat;
}

/** A vendor's id as its embed snippet writes it: a number when all digits, else as configured. */
const vendorId = (id: string | undefined) => (id !== undefined && /^\d+$/.test(id) ? Number(id) : id);

/** The console's texts for every chat widget, in the language the console is shown in. */
function chatTexts(language: string) {
  const text = (id: string) => message("chat", language, `widget.${id}`);
  return { title: text("title"), caption: text("caption"), greeting: text("greeting"), start: text("start") };
}

interface Expected {
  /** The vendor's script address the loader requests. */
  url: string;
  /** What the vendor's script is given: the globals it reads, or the options its global is called with. */
  received: unknown;
  /** The launcher's label and side, and the panel it opens: its title, and the greeting and start button where the console sets them. */
  launcher: { label: string; side: "left" | "right"; panel: { title: string; greeting: string[]; start: string[] } };
}

/** What each vendor's documented embed is given for a chat configuration, and the launcher a customer then sees. */
const EXPECTED: Record<ChatVendor, (chat: ChatConfig, texts: ReturnType<typeof chatTexts>, language: string) => Expected> = {
  tawk: (chat) => ({
    url: `https://embed.tawk.to/${chat.property_id}/${chat.widget_id}`,
    received: { propertyId: chat.property_id, widgetId: chat.widget_id },
    launcher: { label: VENDOR_LAUNCHER_LABELS.tawk, side: "right", panel: { title: VENDOR_LAUNCHER_LABELS.tawk, greeting: [], start: [] } },
  }),
  intercom: (chat, _texts, language) => ({
    url: `https://widget.intercom.io/widget/${chat.intercom_app_id}`,
    // Intercom's documented language_override: the console's language.
    received: { appId: chat.intercom_app_id, settings: { app_id: chat.intercom_app_id, alignment: "left", language_override: language } },
    launcher: { label: VENDOR_LAUNCHER_LABELS.intercom, side: "left", panel: { title: VENDOR_LAUNCHER_LABELS.intercom, greeting: [], start: [] } },
  }),
  leadbooster: (chat) => ({
    url: "https://leadbooster-chat.pipedrive.com/assets/loader.js",
    received: { base: "leadbooster-chat.pipedrive.com", companyId: vendorId(chat.company_id), playbookUuid: chat.playbook_uuid, version: 2 },
    launcher: { label: VENDOR_LAUNCHER_LABELS.leadbooster, side: "right", panel: { title: VENDOR_LAUNCHER_LABELS.leadbooster, greeting: [], start: [] } },
  }),
  oncehub: (chat) => ({
    url: "https://cdn.oncehub.com/co/widget.js",
    received: { website_id: chat.oncehub_website_id, bot_type: chat.oncehub_bot_id ?? "" },
    launcher: { label: VENDOR_LAUNCHER_LABELS.oncehub, side: "right", panel: { title: VENDOR_LAUNCHER_LABELS.oncehub, greeting: [], start: [] } },
  }),
  qiscus: (chat, texts) => ({
    url: "https://s3-ap-southeast-1.amazonaws.com/qiscus-sdk/public/qismo/qismo-v4.js",
    received: {
      appId: chat.qiscus_client_key,
      config: { options: { channel_id: vendorId(chat.qiscus_channel_id), buttonHasText: true, buttonText: texts.caption, welcomeText: texts.greeting, startText: texts.start } },
    },
    launcher: { label: texts.caption, side: "right", panel: { title: texts.caption, greeting: [texts.greeting], start: [texts.start] } },
  }),
  botika: (chat, texts) => ({
    url: "https://chat.botika.online/client/assets/js/botika.widget.js",
    received: {
      client: chat.botika_client_key,
      widget: {
        title: texts.title,
        caption: texts.caption,
        greeting: true,
        "greeting-message": texts.greeting,
        "greeting-button": texts.start,
        registration: { name: true, email: true, phone: false },
      },
    },
    launcher: { label: texts.caption, side: "right", panel: { title: texts.title, greeting: [texts.greeting], start: [texts.start] } },
  }),
};

test.describe("the support chat", CHAT, () => {
  test.beforeEach(async ({ page }) => signedIn(page, "e2e-chat"));

  test("the signed-in shell runs the vendor's loader with the provider's keys, and the vendor's launcher appears", async ({ page, language }, testInfo) => {
    const chat = chatOf(testInfo);
    const expected = EXPECTED[chat.type](chat, chatTexts(language), language);
    await routeChatVendors(page, { launcher: true });
    const scripts: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "script" && scripts.push(request.url())));

    await page.goto("/app/");
    await expect(page.getByRole("button", { name: message("shell", language, "logOut") })).toBeVisible();
    const launcher = page.getByRole("button", { name: expected.launcher.label, exact: true });
    await expect(launcher).toBeVisible();
    expect(scripts).toContain(expected.url);
    expect(await chatDoubleRecord(page)).toEqual({ vendor: chat.type, received: expected.received });
    const box = await launcher.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error("The launcher or the page has no size.");
    expect(box.x + box.width / 2 < viewport.width / 2 ? "left" : "right").toBe(expected.launcher.side);

    const { panel } = expected.launcher;
    await launcher.click();
    const dialog = page.getByRole("dialog", { name: panel.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("paragraph")).toHaveText(panel.greeting);
    await expect(dialog.getByRole("button")).toHaveText(panel.start);
    await saveScreenshot(page, testInfo, `chat-${chat.type}`);
  });

  test("a vendor script that fails to load is logged, and the console goes on working", async ({ page, language }, testInfo) => {
    const chat = chatOf(testInfo);
    const { url } = EXPECTED[chat.type](chat, chatTexts(language), language);
    // Routes answer newest first: this one stands before the fixture's double.
    await page.route(chatVendorHost(chat.type), (route) => route.fulfill({ status: 404, body: "Not found" }));
    const pageErrors: Error[] = [];
    page.on("pageerror", (error) => pageErrors.push(error));
    const warnings: string[] = [];
    page.on("console", (message) => void (message.type() === "warning" && warnings.push(message.text())));

    await page.goto("/app/");
    await expect(page.getByRole("button", { name: message("shell", language, "logOut") })).toBeVisible();
    await expect.poll(() => warnings).toContain(`Chat widget ${chat.type} could not load ${url}`);

    await page.getByRole("link", { name: message("shell", language, "profile"), exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: message("profile", language, "title") })).toBeVisible();
    expect(await chatDoubleRecord(page)).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });
});

test.describe("the support chat on the login screen", CHAT, () => {
  test("a visitor who is not signed in gets the vendor's launcher, with the provider's keys", async ({ page, language }, testInfo) => {
    const chat = chatOf(testInfo);
    const expected = EXPECTED[chat.type](chat, chatTexts(language), language);
    await routeChatVendors(page, { launcher: true });
    await page.goto("/app/");
    await expect(page.getByRole("heading", { level: 1, name: message("login", language, "heading.login") })).toBeVisible();
    await expect(page.getByRole("button", { name: expected.launcher.label, exact: true })).toBeVisible();
    expect(await chatDoubleRecord(page)).toEqual({ vendor: chat.type, received: expected.received });
  });
});
