// Vite's import.meta.glob, named here because other packages' checks (the deploy package's vendor test) compile this
// module with their own settings.
/// <reference types="vite/client" />
import type { UiConfig } from "@cloudconsole/sdk";
import { matchLanguage, SOURCE_LANGUAGE, type TranslatedLanguage } from "../../i18n/languages";
import english from "./locales/en.json";

type ChatConfig = NonNullable<UiConfig["chatConfig"]>;

/** The page's window as the vendors' scripts see it: a bag of globals. */
type ChatWindow = Record<string, unknown>;

/** A chat provider's script and the globals around it; everything comes from the provider's host. */
interface ChatScript {
  src: string;
  attributes?: Record<string, string>;
  /** Globals the provider's loader reads (set before the script runs). */
  setup?: (win: ChatWindow) => void;
  /** Starts the widget through the global the script defined, once it has loaded (the vendor's `s.onload`). */
  onLoad?: (win: ChatWindow) => void;
}

/** The texts the console gives a chat widget: its title, the button's caption, the greeting and the start button. */
export interface ChatTexts {
  title: string;
  caption: string;
  greeting: string;
  start: string;
}

type ChatMessages = Record<keyof typeof english, readonly string[]>;

/** The widget's texts from a compiled catalogue (plain text, no placeholders). */
function chatTextsOf(messages: ChatMessages): ChatTexts {
  const t = (id: keyof ChatMessages) => messages[id].join("");
  return { title: t("widget.title"), caption: t("widget.caption"), greeting: t("widget.greeting"), start: t("widget.start") };
}

// The JSON reads as text to TypeScript; the build hands it over compiled (messageCataloguesPlugin).
const englishSource: Record<keyof typeof english, unknown> = english;

/** The language a widget is started in and the console's texts for it. */
export interface ChatLocale {
  language: TranslatedLanguage;
  texts: ChatTexts;
}

/** English, the console's source language. */
export const ENGLISH_CHAT: ChatLocale = { language: SOURCE_LANGUAGE, texts: chatTextsOf(englishSource as ChatMessages) };

const translations = import.meta.glob<ChatMessages>(["./locales/*.json", "!./locales/en.json"], { import: "default" });

/** The console's language as the page says it (`<html lang>`, which the login screen and the console keep), with its texts. */
export async function chatLocaleOf(doc: Document = document): Promise<ChatLocale> {
  const language = matchLanguage(doc.documentElement.lang) ?? SOURCE_LANGUAGE;
  const load = translations[`./locales/${language}.json`];
  return load ? { language: language as TranslatedLanguage, texts: chatTextsOf(await load()) } : ENGLISH_CHAT;
}

export const QISCUS_SCRIPT_URL = "https://s3-ap-southeast-1.amazonaws.com/qiscus-sdk/public/qismo/qismo-v4.js";
export const BOTIKA_SCRIPT_URL = "https://chat.botika.online/client/assets/js/botika.widget.js";

const enc = encodeURIComponent;

/** A vendor's id as its embed snippet writes it: a number when it is all digits, else the text as configured. */
function numericId(id: string): number | string {
  return /^\d+$/.test(id) ? Number(id) : id;
}

/** The global a vendor's script defines, or an error naming it (a blocked or changed script). */
function vendorGlobal<T>(win: ChatWindow, name: string, isValid: (value: unknown) => boolean): T {
  const value = win[name];
  if (!isValid(value)) throw new Error(`Chat widget script loaded without window.${name}`);
  return value as T;
}

/** How each supported chat provider is loaded, after the vendors' embed snippets; `undefined` when its keys are missing. */
const CHAT_SCRIPTS: Record<string, (config: ChatConfig, locale: ChatLocale) => ChatScript | undefined> = {
  tawk: (c) => (c.property_id && c.widget_id ? { src: `https://embed.tawk.to/${enc(c.property_id)}/${enc(c.widget_id)}`, attributes: { crossorigin: "*" } } : undefined),
  intercom: (c, { language }) =>
    c.intercom_app_id
      ? {
          src: `https://widget.intercom.io/widget/${enc(c.intercom_app_id)}`,
          // Intercom's launcher is aligned to the left; its Messenger speaks the console's language (`language_override`).
          setup: (win) => {
            win.intercomSettings = { app_id: c.intercom_app_id, alignment: "left", language_override: language };
          },
        }
      : undefined,
  leadbooster: ({ company_id: companyId, playbook_uuid: playbookUuid }) =>
    companyId && playbookUuid
      ? {
          src: "https://leadbooster-chat.pipedrive.com/assets/loader.js",
          setup: (win) => {
            win.pipedriveLeadboosterConfig = { base: "leadbooster-chat.pipedrive.com", companyId: numericId(companyId), playbookUuid, version: 2 };
          },
        }
      : undefined,
  oncehub: (c) =>
    c.oncehub_website_id
      ? { src: "https://cdn.oncehub.com/co/widget.js", attributes: { id: "co-index", "data-co-params": `website_id=${c.oncehub_website_id}&bot_type=${c.oncehub_bot_id ?? ""}` } }
      : undefined,
  qiscus: (c, { texts }) => {
    const { qiscus_client_key: appId, qiscus_channel_id: channelId } = c;
    if (!appId || !channelId) return undefined;
    return {
      src: QISCUS_SCRIPT_URL,
      onLoad: (win) => {
        const Qismo = vendorGlobal<new (appId: string, config: unknown) => unknown>(win, "Qismo", (value) => typeof value === "function");
        new Qismo(appId, { options: { channel_id: numericId(channelId), buttonHasText: true, buttonText: texts.caption, welcomeText: texts.greeting, startText: texts.start } });
      },
    };
  },
  botika: (c, { texts }) => {
    const client = c.botika_client_key;
    if (!client) return undefined;
    return {
      src: BOTIKA_SCRIPT_URL,
      onLoad: (win) => {
        const botika = vendorGlobal<{ init: (options: unknown) => void }>(win, "BotikaChat", (value) => typeof (value as { init?: unknown } | undefined)?.init === "function");
        botika.init({
          client,
          widget: {
            title: texts.title,
            caption: texts.caption,
            greeting: true,
            "greeting-message": texts.greeting,
            "greeting-button": texts.start,
            // Botika's registration asks for name and email, not phone.
            registration: { name: true, email: true, phone: false },
          },
        });
      },
    };
  },
};

/** The script for a chat configuration, or why there is none. */
export function chatScriptFor(config: ChatConfig, locale: ChatLocale = ENGLISH_CHAT): { script: ChatScript } | { problem: string } {
  const build = CHAT_SCRIPTS[config.type];
  if (!build) return { problem: `Unsupported chat provider type: ${config.type}` };
  const script = build(config, locale);
  return script ? { script } : { problem: `Chat provider ${config.type} is missing its keys` };
}

/**
 * Adds the configured provider's chat script to the page, once. Unsupported types and missing keys are logged; a
 * script that fails to load, or loads without its global, is logged too and leaves the console as it was. The widget
 * gets `locale`'s language where its vendor takes one, and the console's texts in it.
 */
export function loadChatWidget(config: UiConfig, doc: Document = document, locale: ChatLocale = ENGLISH_CHAT): HTMLScriptElement | undefined {
  if (!config.chatEnabled || !config.chatConfig) return undefined;
  const found = chatScriptFor(config.chatConfig, locale);
  if ("problem" in found) {
    console.warn(found.problem);
    return undefined;
  }
  const { script } = found;
  if (doc.querySelector(`script[data-chat-widget="${config.chatConfig.type}"]`)) return undefined;
  const { type } = config.chatConfig;
  const win = doc.defaultView as unknown as ChatWindow;
  script.setup?.(win);
  const element = doc.createElement("script");
  element.async = true;
  element.src = script.src;
  element.dataset.chatWidget = type;
  for (const [name, value] of Object.entries(script.attributes ?? {})) element.setAttribute(name, value);
  const { onLoad } = script;
  if (onLoad) {
    element.addEventListener(
      "load",
      () => {
        // A third-party widget that fails to start is logged; it must not disturb the console.
        try {
          onLoad(win);
        } catch (error) {
          console.error(`Chat widget ${type} did not start`, error);
        }
      },
      { once: true },
    );
  }
  element.addEventListener("error", () => console.warn(`Chat widget ${type} could not load ${script.src}`), { once: true });
  doc.body.append(element);
  return element;
}
