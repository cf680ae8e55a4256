import type { BlockedReason } from "../vmStatus";
import type { VmDetailT } from "./messages";

/** Why an action is not possible now, in the customer's language. */
export function blockedReasonText(t: VmDetailT, reason: BlockedReason): string {
  const texts: Record<BlockedReason, string> = {
    deleted: t("blocked.deleted"),
    busyCreating: t("blocked.busyCreating"),
    busyStopping: t("blocked.busyStopping"),
    alreadyRunning: t("blocked.alreadyRunning"),
    waitUntilStopped: t("blocked.waitUntilStopped"),
    alreadyStopped: t("blocked.alreadyStopped"),
    alreadyStopping: t("blocked.alreadyStopping"),
    resizeOnlyStopped: t("blocked.resizeOnlyStopped"),
    passwordOnlyRunning: t("blocked.passwordOnlyRunning"),
  };
  return texts[reason];
}
