import { Toaster } from "sonner";
import { useColorScheme } from "../app/colorScheme";
import { TOAST_AUTO_CLOSE_MS } from "./toasts";

/**
 * Where toasts appear; mounted once by the signed-in shell. Sonner's plain light/dark styles follow the console's
 * colour scheme (its "rich colours" fail contrast for success text).
 */
export function ConsoleToaster() {
  const { scheme } = useColorScheme();
  return <Toaster position="bottom-right" duration={TOAST_AUTO_CLOSE_MS} closeButton theme={scheme} />;
}
