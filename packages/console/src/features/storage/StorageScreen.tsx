import { useDeferredValue, useMemo, useState } from "react";
import { Link } from "react-router";
import type { Bucket } from "@cloudconsole/sdk";
import { EmptyState, FilterBar, Inline, PageHeader, Select, Stack, StatusBadge, Table, TextField, buttonClass, Heading, type TableLinkProps } from "@cloudconsole/ui";
import { useUiConfig } from "../../config/ConfigLayout";
import { numberFormat, useFormat } from "../../format";
import { LoadFailure } from "../../screens/LoadFailure";
import { STORAGE_FAILURE, VOLUME_FAILURE } from "./constants";
import { useBucketLists } from "./queries";
import { S3Access } from "./S3Access";
import { plainName, ResourceName } from "../../shared/names";
import * as styles from "./storage.css";
import { createVolumeLink, VolumeList } from "./volumes/VolumeList";

function routerLink({ href, ...props }: TableLinkProps) {
  return <Link to={href} {...props} />;
}

const createLink = (
  <Link className={buttonClass({ variant: "primary", size: "sm" })} to="/storage/create">
    Create bucket
  </Link>
);

const OBJECT_STORAGE_TEXT = "S3-compatible object storage: buckets, and the keys programs use to reach them.";
const VOLUMES_TEXT = "Volumes: disks you attach to virtual machines, kept with their data when detached.";

/** /storage: the volumes (where the site has VMs), the buckets (filtered, sorted) and the S3 access that reaches them (where it has object storage). */
export function StorageScreen() {
  const { storageEnabled, vmsEnabled } = useUiConfig();
  const subtitle = [vmsEnabled ? VOLUMES_TEXT : "", storageEnabled ? OBJECT_STORAGE_TEXT : ""].filter(Boolean).join(" ");
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="storage-title">
      <PageHeader
        className={styles.pageHeader}
        title={<span id="storage-title">Storage</span>}
        subtitle={subtitle}
        actions={
          <Inline gap="xs">
            {storageEnabled && createLink}
            {vmsEnabled && createVolumeLink(storageEnabled ? "secondary" : "primary")}
          </Inline>
        }
      />
      {vmsEnabled && (
        <Stack as="section" gap="sm" aria-labelledby="volumes-title">
          <Heading level={2} id="volumes-title">
            Volumes
          </Heading>
          <LoadFailure title={VOLUME_FAILURE.list} loading="Loading volumes">
            <VolumeList />
          </LoadFailure>
        </Stack>
      )}
      {storageEnabled && (
        <>
          <Stack as="section" gap="sm" aria-labelledby="buckets-title">
            <Heading level={2} id="buckets-title">
              Buckets
            </Heading>
            <BucketList />
          </Stack>
          <LoadFailure title={STORAGE_FAILURE.getUser} loading="Loading S3 access">
            <S3Access />
          </LoadFailure>
        </>
      )}
    </Stack>
  );
}

function BucketList() {
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
    return <EmptyState title="No buckets yet" text="A bucket holds files (objects) that programs reach over S3." action={createLink} />;
  }
  return (
    <Stack gap="sm">
      <FilterBar label="Filter buckets" canReset={text !== "" || account !== ""} onReset={() => (setText(""), setAccount(""))}>
        <TextField label="Search" type="search" placeholder="Bucket name" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
        <Select label="Billing account" value={account} onChange={(event) => setAccount(event.target.value)}>
          <option value="">Any billing account</option>
          {accounts.map((candidate) => (
            <option key={candidate.id} value={String(candidate.id)}>
              {plainName(candidate.title)}
            </option>
          ))}
        </Select>
      </FilterBar>
      <Table
        phoneCards
        caption="Buckets"
        captionHidden
        rows={shown}
        rowKey={(bucket) => bucket.name}
        rowHref={(bucket) => `/storage/bucket/${bucket.name}`}
        renderLink={routerLink}
        rowTone={(bucket) => (bucket.is_suspended ? "suspended" : undefined)}
        defaultSort={{ key: "name", direction: "ascending" }}
        emptyText="No bucket matches the filter"
        columns={[
          { key: "name", header: "Name", cell: (bucket: Bucket) => <ResourceName name={bucket.name} />, sortValue: (bucket) => bucket.name },
          { key: "size", header: "Size", cell: (bucket) => format.bytes(bucket.size_bytes), sortValue: (bucket) => bucket.size_bytes, align: "end", nowrap: true, phone: "figure" },
          { key: "objects", header: "Objects", cell: (bucket) => count.format(bucket.num_objects), sortValue: (bucket) => bucket.num_objects, align: "end", hideOnMobile: true },
          { key: "account", header: "Billing account", cell: (bucket) => <ResourceName name={accountName(bucket.billing_account_id)} />, sortValue: (bucket) => accountName(bucket.billing_account_id), hideOnMobile: true },
          { key: "state", header: "State", cell: (bucket) => <BucketState bucket={bucket} />, sortValue: (bucket) => (bucket.is_suspended ? 1 : 0), phone: "status" },
        ]}
      />
    </Stack>
  );
}

/** Active or suspended (a suspended bucket's billing account is frozen: it cannot be read or written). */
export function BucketState({ bucket }: { bucket: Pick<Bucket, "is_suspended"> }) {
  return bucket.is_suspended ? <StatusBadge tone="error">Suspended</StatusBadge> : <StatusBadge tone="success">Active</StatusBadge>;
}

