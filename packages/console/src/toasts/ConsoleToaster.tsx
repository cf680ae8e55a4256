import { Toaster } from "sonner";
import { TOAST_AUTO_CLOSE_MS } from "./toasts";

/** Where toasts appear; mounted once by the signed-in shell. */
export function ConsoleToaster() {
  return <Toaster position="bottom-right" duration={TOAST_AUTO_CLOSE_MS} closeButton richColors />;
}
