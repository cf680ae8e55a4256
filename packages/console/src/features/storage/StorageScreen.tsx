import { useDeferredValue, useMemo, useState } from "react";
import { Link } from "react-router";
import type { Bucket } from "@cloudconsole/sdk";
import { EmptyState, FilterBar, Inline, PageHeader, Select, Stack, StatusBadge, Table, TextField, buttonClass, Heading, type TableLinkProps } from "@cloudconsole/ui";
import { useUiConfig } from "../../config/ConfigLayout";
import { numberFormat, useFormat } from "../../format";
import { useT } from "../../i18n";
import { LoadFailure } from "../../screens/LoadFailure";
import { storageMessages } from "./messages";
import { useBucketLists } from "./queries";
import { S3Access } from "./S3Access";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./storage.css";
import { CreateVolumeLink, VolumeList } from "./volumes/VolumeList";

function routerLink({ href, ...props }: TableLinkProps) {
  return <Link to={href} {...props} />;
}

function CreateBucketLink() {
  const t = useT(storageMessages);
  return (
    <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/storage/create">
      {t("createBucket")}
    </Link>
  );
}

/** /storage: the volumes (where the site has VMs), the buckets (filtered, sorted) and the S3 access that reaches them (where it has object storage). */
export function StorageScreen() {
  const { storageEnabled, vmsEnabled } = useUiConfig();
  const t = useT(storageMessages);
  const subtitle = vmsEnabled && storageEnabled ? t("subtitle.both") : vmsEnabled ? t("subtitle.volumes") : t("subtitle.objectStorage");
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="storage-title">
      <PageHeader
        className={styles.pageHeader}
        title={<span id="storage-title">{t("title")}</span>}
        subtitle={subtitle}
        actions={
          <Inline gap="xs">
            {storageEnabled && <CreateBucketLink />}
            {vmsEnabled && <CreateVolumeLink variant={storageEnabled ? "secondary" : "primary"} />}
          </Inline>
        }
      />
      {vmsEnabled && (
        <Stack as="section" gap="sm" aria-labelledby="volumes-title">
          <Heading level={2} id="volumes-title">
            {t("volumes.title")}
          </Heading>
          <LoadFailure title={t("volumes.loadFailed")} loading={t("volumes.loading")}>
            <VolumeList />
          </LoadFailure>
        </Stack>
      )}
      {storageEnabled && (
        <>
          <Stack as="section" gap="sm" aria-labelledby="buckets-title">
            <Heading level={2} id="buckets-title">
              {t("buckets.title")}
            </Heading>
            <BucketList />
          </Stack>
          <LoadFailure title={t("s3.loadFailed")} loading={t("s3.loading")}>
            <S3Access />
          </LoadFailure>
        </>
      )}
    </Stack>
  );
}

function BucketList() {
  const t = useT(storageMessages);
  const format = useFormat();
  const count = numberFormat(useUiConfig().siteLocale);
  const { buckets, accounts, accountName } = useBucketLists();
  const [text, setText] = useState("");
  const [account, setAccount] = useState("");
  const search = useDeferredValue(text.trim().toLowerCase());
  const shown = useMemo(
    () => buckets.filter((bucket) => bucket.name.includes(search) && (!account || String(bucket.billing_account_id) === account)),
    [buckets, search, account],
  );
  if (buckets.length === 0) {
    return <EmptyState title={t("buckets.emptyTitle")} text={t("buckets.emptyText")} action={<CreateBucketLink />} />;
  }
  return (
    <Stack gap="sm">
      <FilterBar label={t("buckets.filter")} canReset={text !== "" || account !== ""} onReset={() => (setText(""), setAccount(""))}>
        <TextField label={t("buckets.search")} type="search" placeholder={t("buckets.searchPlaceholder")} value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
        <Select label={t("billingAccount")} value={account} onChange={(event) => setAccount(event.target.value)}>
          <option value="">{t("buckets.anyBillingAccount")}</option>
          {accounts.map((candidate) => (
            <option key={candidate.id} value={String(candidate.id)}>
              {plainName(candidate.title)}
            </option>
          ))}
        </Select>
      </FilterBar>
      <Table
        phoneCards
        caption={t("buckets.title")}
        captionHidden
        rows={shown}
        rowKey={(bucket) => bucket.name}
        rowHref={(bucket) => `/storage/bucket/${bucket.name}`}
        renderLink={routerLink}
        rowTone={(bucket) => (bucket.is_suspended ? "suspended" : undefined)}
        defaultSort={{ key: "name", direction: "ascending" }}
        emptyText={t("buckets.noMatch")}
        columns={[
          { key: "name", header: t("column.name"), cell: (bucket: Bucket) => <ResourceName name={bucket.name} />, sortValue: (bucket) => bucket.name },
          { key: "size", header: t("column.size"), cell: (bucket) => format.bytes(bucket.size_bytes), sortValue: (bucket) => bucket.size_bytes, align: "end", nowrap: true, phone: "figure" },
          { key: "objects", header: t("column.objects"), cell: (bucket) => count.format(bucket.num_objects), sortValue: (bucket) => bucket.num_objects, align: "end", hideOnMobile: true },
          { key: "account", header: t("billingAccount"), cell: (bucket) => <ResourceName name={accountName(bucket.billing_account_id)} />, sortValue: (bucket) => accountName(bucket.billing_account_id), hideOnMobile: true },
          { key: "state", header: t("column.state"), cell: (bucket) => <BucketState bucket={bucket} />, sortValue: (bucket) => (bucket.is_suspended ? 1 : 0), phone: "status" },
        ]}
      />
    </Stack>
  );
}

/** Active or suspended (a suspended bucket's billing account is frozen: it cannot be read or written). */
export function BucketState({ bucket }: { bucket: Pick<Bucket, "is_suspended"> }) {
  const t = useT(storageMessages);
  return bucket.is_suspended ? <StatusBadge tone="error">{t("state.suspended")}</StatusBadge> : <StatusBadge tone="success">{t("state.active")}</StatusBadge>;
}

