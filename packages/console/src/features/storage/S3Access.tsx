import { useState } from "react";
import type { StorageKey } from "@cloudconsole/sdk";
import { Button, Card, ConfirmDialog, CopyButton, DescriptionList, Inline, Notice, Select, Stack, Table, Tabs } from "@cloudconsole/ui";
import { useUiConfig } from "../../config/ConfigLayout";
import { useT } from "../../i18n";
import { clientSetups } from "./clientSetups";
import { SECRET_PLACEHOLDER } from "./constants";
import { storageMessages } from "./messages";
import { useCreateStorageKey, useDeleteStorageKey, useS3Access } from "./queries";
import * as styles from "./storage.css";

/** The S3 user, its keys (a new key's secret shown once), the endpoint and client set-ups filled with them. */
export function S3Access() {
  const { user, keys, endpoint } = useS3Access();
  const pathStyle = useUiConfig().s3ForcePathStyle === true;
  const create = useCreateStorageKey();
  const remove = useDeleteStorageKey();
  const t = useT(storageMessages);
  // The secret of a key made on this page: the only time the console shows it.
  const [created, setCreated] = useState<StorageKey>();
  const [chosen, setChosen] = useState<string>();
  const chosenKey = keys.find((key) => key.accessKey === chosen) ?? keys.find((key) => key.accessKey === created?.accessKey) ?? keys[0];
  const secret = chosenKey && chosenKey.accessKey === created?.accessKey ? created.secretKey : SECRET_PLACEHOLDER;

  return (
    <Stack gap="md">
      <Card
        title={t("s3.title")}
        description={t("s3.description")}
        actions={
          <Button variant="primary" size="sm" loading={create.isPending} onClick={() => create.mutate(undefined, { onSuccess: (key) => (setCreated(key), setChosen(key.accessKey)) })}>
            {t("s3.createKey")}
          </Button>
        }
        stack
      >
        <DescriptionList
          items={[
            { term: t("s3.user"), description: user.userId },
            { term: t("s3.endpoint"), description: <Inline gap="xs"><code>{endpoint}</code><CopyButton text={endpoint} aria-label={t("s3.copyEndpoint")} size="sm" /></Inline> },
            { term: t("s3.addressing"), description: pathStyle ? t("s3.pathStyle") : t("s3.virtualHosted") },
          ]}
        />
        {created && keys.some((key) => key.accessKey === created.accessKey) && (
          <Notice tone="primary" title={t("s3.copySecretNow")}>
            <Stack gap="xs">
              <p className={styles.cardText}>{t("s3.secretShownOnce", { accessKey: created.accessKey })}</p>
              <Inline gap="xs">
                <code className={styles.code}>{created.secretKey}</code>
                <CopyButton text={created.secretKey} aria-label={t("s3.copySecret")} />
              </Inline>
            </Stack>
          </Notice>
        )}
        <Table
          caption={t("s3.keys")}
          dense
          rows={keys}
          rowKey={(key) => key.accessKey}
          emptyText={t("s3.noKeys")}
          columns={[
            { key: "access", header: t("s3.accessKey"), cell: (key) => <code>{key.accessKey}</code> },
            { key: "secret", header: t("s3.secretKey"), cell: (key) => (key.accessKey === created?.accessKey ? t("s3.shownAbove") : t("s3.hidden")), hideOnMobile: true },
          ]}
          rowActions={(key) => (
            <ConfirmDialog
              title={t("s3.deleteTitle", { accessKey: key.accessKey })}
              description={t("s3.deleteDescription")}
              confirmLabel={t("s3.deleteConfirm")}
              onConfirm={() => remove.mutateAsync(key.accessKey)}
              trigger={
                <Button variant="ghost" size="sm" aria-label={t("s3.deleteLabel", { accessKey: key.accessKey })}>
                  {t("s3.delete")}
                </Button>
              }
            />
          )}
        />
      </Card>
      {chosenKey && (
        <Card title={t("setup.title")} description={t("setup.description")} stack>
          <Select label={t("setup.key")} value={chosenKey.accessKey} onChange={(event) => setChosen(event.target.value)}>
            {keys.map((key) => (
              <option key={key.accessKey} value={key.accessKey}>
                {key.accessKey}
              </option>
            ))}
          </Select>
          {secret === SECRET_PLACEHOLDER && <p className={styles.cardText}>{t("setup.replaceSecret", { placeholder: SECRET_PLACEHOLDER })}</p>}
          <Tabs
            label={t("setup.clients")}
            items={clientSetups({ endpoint, accessKey: chosenKey.accessKey, secretKey: secret, pathStyle }).map((setup) => ({
              value: setup.id,
              label: setup.label,
              content: (
                <Stack gap="xs">
                  <Inline justify="between">
                    <span className={styles.cardText}>{setup.file ?? t("setup.terminal")}</span>
                    <CopyButton text={setup.text} aria-label={t("setup.copy", { client: setup.label })} size="sm" />
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
