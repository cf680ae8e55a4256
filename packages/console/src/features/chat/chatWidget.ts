import type { UiConfig } from "@cloudconsole/sdk";

type ChatConfig = NonNullable<UiConfig["chatConfig"]>;

/** A chat provider's script and the globals it reads before loading; everything comes from the provider's host. */
interface ChatScript {
  src: string;
  attributes?: Record<string, string>;
  /** Globals the provider's loader reads (set before the script runs). */
  setup?: (win: Record<string, unknown>) => void;
}

const enc = encodeURIComponent;

/** How each supported provider (spec §3) is loaded; `undefined` when its keys are missing. */
const CHAT_SCRIPTS: Record<string, (config: ChatConfig) => ChatScript | undefined> = {
  tawk: (c) => (c.property_id && c.widget_id ? { src: `https://embed.tawk.to/${enc(c.property_id)}/${enc(c.widget_id)}`, attributes: { crossorigin: "*" } } : undefined),
  intercom: (c) =>
    c.intercom_app_id
      ? {
          src: `https://widget.intercom.io/widget/${enc(c.intercom_app_id)}`,
          // Spec §9: Intercom aligned left.
          setup: (win) => {
            win.intercomSettings = { app_id: c.intercom_app_id, alignment: "left" };
          },
        }
      : undefined,
  leadbooster: (c) =>
    c.company_id && c.playbook_uuid
      ? {
          src: "https://leadbooster-chat.pipedrive.com/assets/loader.js",
          setup: (win) => {
            win.pipedriveLeadboosterConfig = { base: "leadbooster-chat.pipedrive.com", companyId: Number(c.company_id), playbookUuid: c.playbook_uuid, version: 2 };
          },
        }
      : undefined,
  oncehub: (c) =>
    c.oncehub_website_id
      ? { src: "https://cdn.oncehub.com/co/widget.js", attributes: { id: "co-index", "data-co-params": `website_id=${c.oncehub_website_id}&bot_type=${c.oncehub_bot_id ?? ""}` } }
      : undefined,
  qiscus: (c) =>
    c.qiscus_channel_id && c.qiscus_client_key
      ? {
          src: "https://qismo.qiscus.com/js/qismo-v4.js",
          setup: (win) => {
            win.qismoConfig = { appId: c.qiscus_client_key, channelId: c.qiscus_channel_id, buttonText: "Need help?", welcomeText: "Hello", startText: "Start" };
          },
        }
      : undefined,
  botika: (c) =>
    c.botika_client_key
      ? {
          src: "https://chat.botika.online/client/assets/js/botika.widget.js",
          // Spec §9: Botika registration asks name and email, not phone.
          setup: (win) => {
            win.botikaConfig = { client: c.botika_client_key, title: "Customer support", registration: { name: true, email: true, phone: false } };
          },
        }
      : undefined,
};

/** The script for a chat configuration, or why there is none. */
export function chatScriptFor(config: ChatConfig): { script: ChatScript } | { problem: string } {
  const build = CHAT_SCRIPTS[config.type];
  if (!build) return { problem: `Unsupported chat provider type: ${config.type}` };
  const script = build(config);
  return script ? { script } : { problem: `Chat provider ${config.type} is missing its keys` };
}

/**
 * Adds the configured provider's chat script to the page. Unsupported types are logged. Automated browsers
 * (navigator.webdriver, as in the e2e tests) never load third-party chat.
 */
export function loadChatWidget(config: UiConfig, doc: Document = document): HTMLScriptElement | undefined {
  if (!config.chatEnabled || !config.chatConfig) return undefined;
  if (doc.defaultView?.navigator.webdriver) return undefined;
  const found = chatScriptFor(config.chatConfig);
  if ("problem" in found) {
    console.warn(found.problem);
    return undefined;
  }
  const { script } = found;
  if (doc.querySelector(`script[data-chat-widget="${config.chatConfig.type}"]`)) return undefined;
  script.setup?.(doc.defaultView as unknown as Record<string, unknown>);
  const element = doc.createElement("script");
  element.async = true;
  element.src = script.src;
  element.dataset.chatWidget = config.chatConfig.type;
  for (const [name, value] of Object.entries(script.attributes ?? {})) element.setAttribute(name, value);
  doc.body.append(element);
  return element;
}
