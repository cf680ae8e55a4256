import { useForm } from "react-hook-form";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { SshKey } from "@cloudconsole/sdk";
import { userQueries } from "@cloudconsole/sdk/query";
import { Button, Card, ConfirmDialog, Inline, Stack, Table, Textarea, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useFormat } from "../../../format";
import { useT } from "../../../i18n";
import { plainName, ResourceName } from "../../../shared/names";
import { profileMessages, type ProfileT } from "../messages";
import type { SshKeyValues } from "../profileRules";
import { sshKeyResolver } from "../resolvers";
import { SshKeyFingerprint } from "./SshKeyFingerprint";
import { useAddSshKey, useDeleteSshKey } from "./sshKeyQueries";
import { SSH_KEY_FORMAT_MESSAGE, SSH_PRIVATE_KEY_MESSAGE } from "./sshPublicKey";
import * as styles from "../ProfileScreen.css";

const EMPTY_KEY: SshKeyValues = { name: "", public_key: "" };

/** "SSH keys": the user's saved public keys with their fingerprints, a form to add one, and delete with confirmation. */
/** A key line's problem in the customer's language: the key rules' own messages from the profile's catalogue, any other as it is. */
function sshKeyProblemText(t: ProfileT, message: string | undefined): string | undefined {
  if (message === SSH_KEY_FORMAT_MESSAGE) return t("ssh.keyFormat");
  if (message === SSH_PRIVATE_KEY_MESSAGE) return t("ssh.privateKey");
  return message;
}

export function SshKeysCard() {
  const keys = useSuspenseQuery(userQueries.sshKeys(useApiClient())).data;
  const format = useFormat();
  const remove = useDeleteSshKey();
  const t = useT(profileMessages);
  return (
    <Card title={t("ssh.title")} description={t("ssh.description")} stack>
      <Table
        dense
        caption={t("ssh.caption")}
        captionHidden
        rows={keys}
        rowKey={(key) => key.uuid}
        emptyText={t("ssh.empty")}
        columns={[
          { key: "name", header: t("ssh.name"), cell: (key) => <ResourceName name={key.name} /> },
          { key: "fingerprint", header: t("ssh.fingerprint"), cell: (key) => <SshKeyFingerprint publicKey={key.public_key} /> },
          { key: "added", header: t("ssh.added"), cell: (key) => format.date(key.created_at), nowrap: true, hideOnMobile: true },
        ]}
        rowActions={(key: SshKey) => (
          <ConfirmDialog
            title={t("ssh.deleteTitle", { name: plainName(key.name) })}
            description={t("ssh.deleteDescription")}
            confirmLabel={t("ssh.deleteConfirm")}
            onConfirm={() => remove.mutateAsync(key.uuid)}
            trigger={
              <Button variant="ghost" size="sm" aria-label={t("ssh.deleteLabel", { name: plainName(key.name) })}>
                {t("ssh.delete")}
              </Button>
            }
          />
        )}
      />
      <AddSshKeyForm />
    </Card>
  );
}

/** Name and key line; on failure the form keeps what was typed, on success it empties for the next key. */
function AddSshKeyForm() {
  const form = useForm<SshKeyValues>({ resolver: sshKeyResolver, defaultValues: EMPTY_KEY });
  const add = useAddSshKey();
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => add.mutate(values, { onSuccess: () => form.reset(EMPTY_KEY) }));
  const t = useT(profileMessages);
  return (
    <Stack as="form" gap="md" noValidate aria-label={t("ssh.addForm")} onSubmit={(event) => void submit(event)}>
      <div className={styles.fields}>
        <TextField label={t("ssh.keyName")} autoComplete="off" required description={t("ssh.keyNameDescription")} error={errors.name?.message} {...form.register("name")} />
      </div>
      <Textarea
        monospace
        label={t("ssh.publicKey")}
        required
        rows={3}
        placeholder={t("ssh.publicKeyPlaceholder")}
        description={t("ssh.publicKeyDescription")}
        error={sshKeyProblemText(t, errors.public_key?.message)}
        {...form.register("public_key")}
      />
      <Inline>
        <Button type="submit" variant="primary" loading={add.isPending}>
          {t("ssh.add")}
        </Button>
      </Inline>
    </Stack>
  );
}
