import { Toaster } from "sonner";
// Sonner's rules as a stylesheet file: the build drops its runtime <style> insertion, which `style-src 'self'` blocks.
import "sonner/dist/styles.css";
import { useColorScheme } from "../app/colorScheme";
import { useIsMobile } from "../app/useMediaQuery";
import { useT } from "../i18n";
import { toastMessages } from "./messages";
import { TOAST_AUTO_CLOSE_MS } from "./toasts";

/** On a phone toasts sit above the bottom category bar (56 px high) instead of covering it. */
const ABOVE_BOTTOM_BAR = { bottom: 72, left: 16, right: 16 };

/**
 * Where toasts appear; mounted once by the signed-in shell. Sonner's plain light/dark styles follow the console's
 * colour scheme (its "rich colours" fail contrast for success text).
 */
export function ConsoleToaster() {
  const t = useT(toastMessages);
  const { scheme } = useColorScheme();
  const isMobile = useIsMobile();
  const offset = isMobile ? ABOVE_BOTTOM_BAR : undefined;
  return <Toaster position="bottom-right" duration={TOAST_AUTO_CLOSE_MS} closeButton theme={scheme} offset={offset} mobileOffset={offset} containerAriaLabel={t("notifications")} toastOptions={{ closeButtonAriaLabel: t("close") }} />;
}
