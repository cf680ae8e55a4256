import { userMutations } from "@cloudconsole/sdk/query";
import { useApiMutation } from "../../../api/useApiMutation";
import { useT } from "../../../i18n";
import { plainName } from "../../../shared/names";
import { profileMessages } from "../messages";
import type { SshKeyValues } from "../profileRules";

/** POST ssh_keys with the trimmed name and key line; the list is fetched again afterwards (the SDK marks it stale). */
export function useAddSshKey() {
  const t = useT(profileMessages);
  return useApiMutation({
    mutation: userMutations.createSshKey,
    variables: (values: SshKeyValues) => ({ body: { name: values.name.trim(), public_key: values.public_key.trim() } }),
    failure: t("ssh.addFailed"),
    success: (key) => t("ssh.keyAdded", { name: plainName(key.name) }),
  });
}

/** DELETE ssh_keys/{uuid}. */
export function useDeleteSshKey() {
  const t = useT(profileMessages);
  return useApiMutation({
    mutation: userMutations.deleteSshKey,
    variables: (uuid: string) => ({ uuid }),
    failure: t("ssh.deleteFailed"),
    success: t("ssh.deleted"),
  });
}
