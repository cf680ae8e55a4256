import { useForm } from "react-hook-form";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { SshKey } from "@cloudconsole/sdk";
import { userQueries } from "@cloudconsole/sdk/query";
import { Button, Card, ConfirmDialog, Inline, Stack, Table, Textarea, TextField } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { useFormat } from "../../../format";
import { plainName, ResourceName } from "../../../shared/names";
import type { SshKeyValues } from "../profileRules";
import { sshKeyResolver } from "../resolvers";
import { SshKeyFingerprint } from "./SshKeyFingerprint";
import { useAddSshKey, useDeleteSshKey } from "./sshKeyQueries";
import * as styles from "../ProfileScreen.css";

const EMPTY_KEY: SshKeyValues = { name: "", public_key: "" };

/** "SSH keys": the user's saved public keys with their fingerprints, a form to add one, and delete with confirmation. */
export function SshKeysCard() {
  const keys = useSuspenseQuery(userQueries.sshKeys(useApiClient())).data;
  const format = useFormat();
  const remove = useDeleteSshKey();
  return (
    <Card title="SSH keys" description="Public keys you can choose when you create a virtual machine, to sign in to it without a password." stack>
      <Table
        dense
        caption="Your SSH keys"
        captionHidden
        rows={keys}
        rowKey={(key) => key.uuid}
        emptyText="No SSH keys yet. Add one below."
        columns={[
          { key: "name", header: "Name", cell: (key) => <ResourceName name={key.name} /> },
          { key: "fingerprint", header: "Fingerprint", cell: (key) => <SshKeyFingerprint publicKey={key.public_key} /> },
          { key: "added", header: "Added", cell: (key) => format.date(key.created_at), nowrap: true, hideOnMobile: true },
        ]}
        rowActions={(key: SshKey) => (
          <ConfirmDialog
            title={`Delete SSH key ${plainName(key.name)}?`}
            description="Virtual machines that already have it keep it; it is no longer offered when you create one."
            confirmLabel="Delete SSH key"
            onConfirm={() => remove.mutateAsync(key.uuid)}
            trigger={
              <Button variant="ghost" size="sm" aria-label={`Delete SSH key ${plainName(key.name)}`}>
                Delete
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
  return (
    <Stack as="form" gap="md" noValidate aria-label="Add an SSH key" onSubmit={(event) => void submit(event)}>
      <div className={styles.fields}>
        <TextField label="Key name" autoComplete="off" required description="To tell your keys apart, e.g. laptop" error={errors.name?.message} {...form.register("name")} />
      </div>
      <Textarea
        monospace
        label="Public key"
        required
        rows={3}
        placeholder="ssh-ed25519 AAAA… you@host"
        description="The contents of your .pub file, e.g. ~/.ssh/id_ed25519.pub"
        error={errors.public_key?.message}
        {...form.register("public_key")}
      />
      <Inline>
        <Button type="submit" variant="primary" loading={add.isPending}>
          Add SSH key
        </Button>
      </Inline>
    </Stack>
  );
}
