import { useState } from "react";
import type { BillingAccount, ServicePackage } from "@cloudconsole/sdk";
import { Button, Card, Inline, Stack, TextField } from "@cloudconsole/ui";
import { useT } from "../../../i18n";
import { BillingAccountSelect } from "../../billing";
import { useUpdateService } from "../queries";
import * as styles from "../services.css";
import { serviceDetailMessages } from "./messages";

/** Rename the service, or charge it to another billing account. */
export function ServiceSettings({ service, accounts }: { service: ServicePackage; accounts: readonly BillingAccount[] }) {
  const update = useUpdateService(service.uuid);
  const t = useT(serviceDetailMessages);
  const [name, setName] = useState(service.display_name);
  const [account, setAccount] = useState(String(service.billing_account_id ?? ""));
  const nameError = name.trim() === "" ? t("settings.required") : undefined;
  const changed = name.trim() !== service.display_name || account !== String(service.billing_account_id ?? "");
  return (
    <Card title={t("settings.title")} stack>
      <Stack
        as="form"
        gap="md"
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (nameError || !changed) return;
          update.mutate({
            ...(name.trim() !== service.display_name ? { display_name: name.trim() } : {}),
            ...(account !== String(service.billing_account_id ?? "") ? { billing_account_id: Number(account) } : {}),
          });
        }}
      >
        <TextField label={t("settings.name")} required autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} error={nameError} />
        <BillingAccountSelect accounts={accounts} value={account} onChange={(event) => setAccount(event.target.value)} />
        <Inline>
          <Button type="submit" variant="secondary" loading={update.isPending} disabled={!changed || nameError !== undefined}>
            {t("settings.save")}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
