import { useEffect } from "react";
import type { UiConfig } from "@cloudconsole/sdk";
import { afterSettling as afterPageSettles } from "../../app/afterSettling";
import { CHAT_WIDGET_DELAY_MS } from "../../config/constants";

/**
 * Loads the configured chat widget 1500 ms after mount, and not before the page has settled: neither the widget nor
 * the code that adds it (loaded then, apart from the page) competes with the first screen, the login screen's included
 * (even the settling queue's code loads apart from it). It starts in the language the page is shown in then.
 */
export function ChatWidget({ config, delayMs = CHAT_WIDGET_DELAY_MS, afterSettling = afterPageSettles }: { config: UiConfig; delayMs?: number; afterSettling?: (task: () => void) => void }) {
  useEffect(() => {
    if (!config.chatEnabled || !config.chatConfig) return;
    let mounted = true;
    const timer = setTimeout(
      () =>
        afterSettling(() => {
          if (!mounted) return;
          void import("./chatWidget").then(async ({ chatLocaleOf, loadChatWidget }) => {
            const locale = await chatLocaleOf();
            if (mounted) loadChatWidget(config, document, locale);
          });
        }),
      delayMs,
    );
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, [config, delayMs, afterSettling]);
  return null;
}
