import { useState } from "react";
import type { StorageKey } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, CopyButton, DescriptionList, Inline, Notice, Select, Stack, Table, Tabs } from "@cloudconsole/ui";
import { useUiConfig } from "../../config/ConfigLayout";
import { clientSetups } from "./clientSetups";
import { SECRET_PLACEHOLDER } from "./constants";
import { useCreateStorageKey, useDeleteStorageKey, useS3Access } from "./queries";
import * as styles from "./storage.css";

/** The S3 user, its keys (a new key's secret shown once), the endpoint and client set-ups filled with them. */
export function S3Access() {
  const { user, keys, endpoint } = useS3Access();
  const pathStyle = useUiConfig().s3ForcePathStyle === true;
  const create = useCreateStorageKey();
  const remove = useDeleteStorageKey();
  // The secret of a key made on this page: the only time the console shows it.
  const [created, setCreated] = useState<StorageKey>();
  const [chosen, setChosen] = useState<string>();
  const chosenKey = keys.find((key) => key.accessKey === chosen) ?? keys.find((key) => key.accessKey === created?.accessKey) ?? keys[0];
  const secret = chosenKey && chosenKey.accessKey === created?.accessKey ? created.secretKey : SECRET_PLACEHOLDER;

  return (
    <Stack gap="md">
      <Card
        title="S3 access"
        description="Programs reach your buckets over the S3 protocol with one of these keys."
        actions={
          <Button variant="primary" size="sm" loading={create.isPending} onClick={() => create.mutate(undefined, { onSuccess: (key) => (setCreated(key), setChosen(key.accessKey)) })}>
            Create key
          </Button>
        }
        stack
      >
        <DescriptionList
          items={[
            { term: "S3 user", description: user.userId },
            { term: "Endpoint", description: <Inline gap="xs"><code>{endpoint}</code><CopyButton text={endpoint} aria-label="Copy endpoint" size="sm" /></Inline> },
            { term: "Addressing", description: pathStyle ? "Path-style (https://endpoint/bucket)" : "Virtual-hosted (https://bucket.endpoint)" },
          ]}
        />
        {created && keys.some((key) => key.accessKey === created.accessKey) && (
          <Notice tone="primary" title="Copy the secret key now">
            <Stack gap="xs">
              <p className={styles.cardText}>This is the only time the secret key of {created.accessKey} is shown. Store it somewhere safe before you leave this page.</p>
              <Inline gap="xs">
                <code className={styles.code}>{created.secretKey}</code>
                <CopyButton text={created.secretKey} aria-label="Copy secret key" />
              </Inline>
            </Stack>
          </Notice>
        )}
        <Table
          caption="S3 keys"
          dense
          rows={keys}
          rowKey={(key) => key.accessKey}
          emptyText="No keys: create one to reach your buckets."
          columns={[
            { key: "access", header: "Access key", cell: (key) => <code>{key.accessKey}</code> },
            { key: "secret", header: "Secret key", cell: (key) => (key.accessKey === created?.accessKey ? "Shown above" : "Hidden"), hideOnMobile: true },
          ]}
          rowActions={(key) => (
            <ConfirmDialog
              title={`Delete the S3 key ${key.accessKey}?`}
              description="Programs that use it can no longer reach your buckets. This cannot be undone."
              confirmLabel="Delete key"
              onConfirm={() => remove.mutateAsync(key.accessKey)}
              trigger={
                <Button variant="ghost" size="sm" aria-label={`Delete key ${key.accessKey}`}>
                  Delete
                </Button>
              }
            />
          )}
        />
      </Card>
      {chosenKey && (
        <Card title="Client set-up" description="Paste one of these into your S3 client." stack>
          <Select label="Key" value={chosenKey.accessKey} onChange={(event) => setChosen(event.target.value)}>
            {keys.map((key) => (
              <option key={key.accessKey} value={key.accessKey}>
                {key.accessKey}
              </option>
            ))}
          </Select>
          {secret === SECRET_PLACEHOLDER && <p className={styles.cardText}>Replace {SECRET_PLACEHOLDER} with this key's secret: the console shows a secret only when the key is created.</p>}
          <Tabs
            label="S3 clients"
            items={clientSetups({ endpoint, accessKey: chosenKey.accessKey, secretKey: secret, pathStyle }).map((setup) => ({
              value: setup.id,
              label: setup.label,
              content: (
                <Stack gap="xs">
                  <Inline justify="between">
                    <span className={styles.cardText}>{setup.where}</span>
                    <CopyButton text={setup.text} aria-label={`Copy ${setup.label} set-up`} size="sm" />
                  </Inline>
                  <pre className={styles.code}>{setup.text}</pre>
                </Stack>
              ),
            }))}
          />
        </Card>
      )}
    </Stack>
  );
}
