import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import type { BillingAccount, Bucket } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, DescriptionList, Inline, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { useUiConfig } from "../../config/ConfigLayout";
import { numberFormat, useFormat } from "../../format";
import { useT } from "../../i18n";
import { LoadFailure } from "../../screens/LoadFailure";
import { BillingAccountSelect, billingAccountName } from "../billing";
import { storageMessages } from "./messages";
import { StorageBack } from "./StorageBack";
import { useBucket, useDeleteBucket, useMoveBucket, useSetBucketCors } from "./queries";
import { BucketState } from "./StorageScreen";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./storage.css";

/** /storage/bucket/{name}: the bucket's usage, billing account, CORS origin and deletion. */
export function BucketDetailScreen() {
  const { storageName = "" } = useParams();
  const t = useT(storageMessages);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="bucket-title">
      <PageHeader className={styles.pageHeader} back={<StorageBack label={t("back")} />} title={
          <span id="bucket-title">
            <ResourceName name={storageName} />
          </span>
        } subtitle={t("bucket.subtitle")} />
      <LoadFailure title={t("bucket.loadFailed")} loading={t("bucket.loading")}>
        <BucketDetail key={storageName} name={storageName} />
      </LoadFailure>
    </Stack>
  );
}

function BucketDetail({ name }: { name: string }) {
  const format = useFormat();
  const { siteLocale } = useUiConfig();
  const { bucket, accounts } = useBucket(name);
  const t = useT(storageMessages);
  return (
    <>
      <Card title={t("bucket.usage")} stack>
        <DescriptionList
          items={[
            { term: t("column.size"), description: format.bytes(bucket.size_bytes) },
            { term: t("column.objects"), description: numberFormat(siteLocale).format(bucket.num_objects) },
            { term: t("column.state"), description: <BucketState bucket={bucket} /> },
            { term: t("bucket.owner"), description: bucket.owner ?? "—" },
            { term: t("bucket.created"), description: format.dateTime(bucket.created_at) },
            { term: t("bucket.modified"), description: format.dateTime(bucket.modified_at) },
          ]}
        />
      </Card>
      <BillingAccountCard bucket={bucket} accounts={accounts} />
      <CorsCard name={bucket.name} />
      <DeleteCard bucket={bucket} />
    </>
  );
}

function BillingAccountCard({ bucket, accounts }: { bucket: Bucket; accounts: BillingAccount[] }) {
  const move = useMoveBucket(bucket.name);
  const [chosen, setChosen] = useState(String(bucket.billing_account_id ?? ""));
  const t = useT(storageMessages);
  const current = bucket.billing_account_id === undefined ? "—" : billingAccountName(accounts, bucket.billing_account_id);
  return (
    <Card title={t("billingAccount")} description={t("bucket.chargedTo", { account: current })} stack>
      <Stack as="form" gap="md" className={styles.form} onSubmit={(event) => (event.preventDefault(), move.mutate(Number(chosen)))}>
        <BillingAccountSelect accounts={accounts} name="billingAccountId" value={chosen} onChange={(event) => setChosen(event.target.value)} />
        <Inline>
          <Button type="submit" variant="secondary" loading={move.isPending} disabled={!chosen || chosen === String(bucket.billing_account_id)}>
            {t("bucket.changeBillingAccount")}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

/** The API keeps one allowed origin and cannot say which: the card sets a new one or clears it. */
function CorsCard({ name }: { name: string }) {
  const cors = useSetBucketCors(name);
  const [origin, setOrigin] = useState("");
  const t = useT(storageMessages);
  const invalid = origin.trim() !== "" && origin.trim() !== "*" && !/^https?:\/\/[^\s/]+$/.test(origin.trim());
  return (
    <Card title={t("cors.title")} description={t("cors.description")} stack>
      <Stack
        as="form"
        gap="md"
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid && origin.trim()) cors.mutate(origin.trim());
        }}
      >
        <TextField
          label={t("cors.origin")}
          placeholder={t("cors.originPlaceholder")}
          autoComplete="off"
          value={origin}
          onChange={(event) => setOrigin(event.target.value)}
          error={invalid ? t("cors.invalid") : undefined}
        />
        <Inline gap="xs">
          <Button type="submit" variant="secondary" loading={cors.isPending && cors.variables !== ""} disabled={!origin.trim() || invalid}>
            {t("cors.set")}
          </Button>
          <Button variant="ghost" loading={cors.isPending && cors.variables === ""} onClick={() => cors.mutate("", { onSuccess: () => setOrigin("") })}>
            {t("cors.clear")}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

function DeleteCard({ bucket }: { bucket: Bucket }) {
  const remove = useDeleteBucket(bucket.name);
  const navigate = useNavigate();
  const t = useT(storageMessages);
  return (
    <Card title={t("bucket.delete")} description={t("bucket.deleteRule")} stack>
      <Inline>
        <ConfirmDialog
          title={t("bucket.deleteTitle", { name: plainName(bucket.name) })}
          description={t("bucket.deleteDescription")}
          confirmLabel={t("bucket.delete")}
          confirmationText={bucket.name}
          onConfirm={async () => {
            await remove.mutateAsync();
            await navigate("/storage");
          }}
          trigger={<Button variant="danger">{t("bucket.delete")}</Button>}
        />
      </Inline>
    </Card>
  );
}
