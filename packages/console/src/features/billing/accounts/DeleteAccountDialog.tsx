import { useNavigate } from "react-router";
import type { BillingAccount } from "@cloudconsole/sdk";
import { ConfirmDialog } from "@cloudconsole/ui";
import { plainName } from "../../../shared/names";
import { useDeleteAccount } from "../queries";

/**
 * Deleting a billing account, asked first; loaded when the customer asks to delete (the account page preloads it once
 * idle), as the page never shows it otherwise. Focus goes back to what opened it.
 */
export function DeleteAccountDialog({ account, onClose }: { account: BillingAccount; onClose: () => void }) {
  const remove = useDeleteAccount(account.id);
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => open || onClose()}
      title={`Delete ${plainName(account.title)}?`}
      description="Its remaining credit is lost and it can no longer pay for anything. Resources still charged to it must be deleted or moved first."
      confirmLabel="Delete billing account"
      tone="danger"
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync().then(() => void navigate("/billing"))}
    />
  );
}
