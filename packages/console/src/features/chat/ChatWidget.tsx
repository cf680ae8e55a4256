import { useEffect } from "react";
import type { UiConfig } from "@cloudconsole/sdk";
import { CHAT_WIDGET_DELAY_MS } from "../../config/constants";
import { loadChatWidget } from "./chatWidget";

/** Loads the configured chat widget 1500 ms after mount, so it never competes with the first screen. */
export function ChatWidget({ config, delayMs = CHAT_WIDGET_DELAY_MS }: { config: UiConfig; delayMs?: number }) {
  useEffect(() => {
    const timer = setTimeout(() => loadChatWidget(config), delayMs);
    return () => clearTimeout(timer);
  }, [config, delayMs]);
  return null;
}
