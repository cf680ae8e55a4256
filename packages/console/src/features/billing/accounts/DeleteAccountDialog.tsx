import { useNavigate } from "react-router";
import type { BillingAccount } from "@cloudconsole/sdk";
import { ConfirmDialog } from "@cloudconsole/ui";
import { useT } from "../../../i18n";
import { plainName } from "../../../shared/names";
import { accountsMessages } from "./messages";
import { useDeleteAccount } from "../mutations";

/**
 * Deleting a billing account, asked first; loaded when the customer asks to delete (the account page preloads it once
 * idle), as the page never shows it otherwise. Focus goes back to what opened it.
 */
export function DeleteAccountDialog({ account, onClose }: { account: BillingAccount; onClose: () => void }) {
  const remove = useDeleteAccount(account.id);
  const navigate = useNavigate();
  const t = useT(accountsMessages);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={t("delete.title", { name: plainName(account.title) })}
      description={t("delete.description")}
      confirmLabel={t("delete.confirm")}
      tone="danger"
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync().then(() => void navigate("/billing"))}
    />
  );
}
