import { userMutations } from "@cloudconsole/sdk/query";
import { useApiMutation } from "../../../api/useApiMutation";
import { plainName } from "../../../shared/names";
import type { SshKeyValues } from "../profileRules";

/** What the SSH keys card says when a key is added or deleted. */
export const SSH_KEY_TEXTS = {
  addFailed: "Failed to add SSH key",
  deleteFailed: "Failed to delete SSH key",
} as const;

/** POST ssh_keys with the trimmed name and key line; the list is fetched again afterwards (the SDK marks it stale). */
export function useAddSshKey() {
  return useApiMutation({
    mutation: userMutations.createSshKey,
    variables: (values: SshKeyValues) => ({ body: { name: values.name.trim(), public_key: values.public_key.trim() } }),
    failure: SSH_KEY_TEXTS.addFailed,
    success: (key) => `SSH key ${plainName(key.name)} added`,
  });
}

/** DELETE ssh_keys/{uuid}. */
export function useDeleteSshKey() {
  return useApiMutation({
    mutation: userMutations.deleteSshKey,
    variables: (uuid: string) => ({ uuid }),
    failure: SSH_KEY_TEXTS.deleteFailed,
    success: "SSH key deleted",
  });
}
