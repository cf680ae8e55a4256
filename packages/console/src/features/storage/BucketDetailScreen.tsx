import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import type { BillingAccount, Bucket } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, DescriptionList, Inline, PageHeader, Stack, TextField } from "@cloudconsole/ui";
import { useUiConfig } from "../../config/ConfigLayout";
import { numberFormat, useFormat } from "../../format";
import { LoadFailure } from "../../screens/LoadFailure";
import { BillingAccountSelect, billingAccountName } from "../billing";
import { storageBack } from "./storageBack";
import { STORAGE_FAILURE } from "./constants";
import { useBucket, useDeleteBucket, useMoveBucket, useSetBucketCors } from "./queries";
import { BucketState } from "./StorageScreen";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./storage.css";

/** /storage/bucket/{name}: the bucket's usage, billing account, CORS origin and deletion. */
export function BucketDetailScreen() {
  const { storageName = "" } = useParams();
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="bucket-title">
      <PageHeader className={styles.pageHeader} back={storageBack} title={
          <span id="bucket-title">
            <ResourceName name={storageName} />
          </span>
        } subtitle="Bucket" />
      <LoadFailure title={STORAGE_FAILURE.getBucket} loading="Loading the bucket">
        <BucketDetail key={storageName} name={storageName} />
      </LoadFailure>
    </Stack>
  );
}

function BucketDetail({ name }: { name: string }) {
  const format = useFormat();
  const { siteLocale } = useUiConfig();
  const { bucket, accounts } = useBucket(name);
  return (
    <>
      <Card title="Usage" stack>
        <DescriptionList
          items={[
            { term: "Size", description: format.bytes(bucket.size_bytes) },
            { term: "Objects", description: numberFormat(siteLocale).format(bucket.num_objects) },
            { term: "State", description: <BucketState bucket={bucket} /> },
            { term: "Owner", description: bucket.owner ?? "—" },
            { term: "Created", description: format.dateTime(bucket.created_at) },
            { term: "Modified", description: format.dateTime(bucket.modified_at) },
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
  const current = bucket.billing_account_id === undefined ? "—" : billingAccountName(accounts, bucket.billing_account_id);
  return (
    <Card title="Billing account" description={`Charged to ${current}.`} stack>
      <Stack as="form" gap="md" className={styles.form} onSubmit={(event) => (event.preventDefault(), move.mutate(Number(chosen)))}>
        <BillingAccountSelect accounts={accounts} name="billingAccountId" value={chosen} onChange={(event) => setChosen(event.target.value)} />
        <Inline>
          <Button type="submit" variant="secondary" loading={move.isPending} disabled={!chosen || chosen === String(bucket.billing_account_id)}>
            Change billing account
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
  const invalid = origin.trim() !== "" && origin.trim() !== "*" && !/^https?:\/\/[^\s/]+$/.test(origin.trim());
  return (
    <Card title="CORS" description="Browsers may read and write this bucket from one web origin." stack>
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
          label="Allowed origin"
          placeholder="https://app.example.com"
          autoComplete="off"
          value={origin}
          onChange={(event) => setOrigin(event.target.value)}
          error={invalid ? "Enter an origin such as https://app.example.com (no path), or *." : undefined}
        />
        <Inline gap="xs">
          <Button type="submit" variant="secondary" loading={cors.isPending && cors.variables !== ""} disabled={!origin.trim() || invalid}>
            Set allowed origin
          </Button>
          <Button variant="ghost" loading={cors.isPending && cors.variables === ""} onClick={() => cors.mutate("", { onSuccess: () => setOrigin("") })}>
            Clear CORS
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

function DeleteCard({ bucket }: { bucket: Bucket }) {
  const remove = useDeleteBucket(bucket.name);
  const navigate = useNavigate();
  return (
    <Card title="Delete bucket" description="Only an empty bucket can be deleted." stack>
      <Inline>
        <ConfirmDialog
          title={`Delete the bucket ${plainName(bucket.name)}?`}
          description="Its name becomes free for anyone to take. This cannot be undone."
          confirmLabel="Delete bucket"
          confirmationText={bucket.name}
          onConfirm={async () => {
            await remove.mutateAsync();
            await navigate("/storage");
          }}
          trigger={<Button variant="danger">Delete bucket</Button>}
        />
      </Inline>
    </Card>
  );
}
