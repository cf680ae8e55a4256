import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { userQueries } from "@cloudconsole/sdk/query";
import { linkClass, Select } from "@cloudconsole/ui";
import { useApiClient } from "../../../../api/ApiClientContext";
import { plainName } from "../../../../shared/names";
import type { VmCreateValues } from "../vmCreateRules";
import { useT } from "../../../../i18n";
import { vmCreateMessages } from "../messages";

/**
 * A key saved on the profile, chosen instead of pasting one: it fills the key field with the saved line (the platform
 * takes the key itself, not a reference). Editing the field afterwards makes it a pasted key again.
 */
export function SavedSshKeySelect() {
  const t = useT(vmCreateMessages);
  const { control, setValue, formState } = useFormContext<VmCreateValues>();
  const publicKey = useWatch({ control, name: "publicKey" });
  // The form does not wait for the keys: pasting works while they load, or if they cannot be read.
  const keys = useQuery(userQueries.sshKeys(useApiClient()));
  const saved = keys.data ?? [];
  const chosen = saved.find((key) => key.public_key === publicKey.trim());
  const description = keys.isError ? (
    t("access.keysFailed")
  ) : keys.isSuccess && saved.length === 0 ? (
    <>
      {t("access.noKeys")}{" "}
      <Link className={linkClass} to="/profile">
        {t("access.profile")}
      </Link>
      .
    </>
  ) : undefined;
  return (
    <Select
      label={t("access.savedKey")}
      placeholder={keys.isPending ? t("access.loadingKeys") : t("access.noneChosen")}
      description={description}
      disabled={saved.length === 0}
      value={chosen?.uuid ?? ""}
      options={saved.map((key) => ({ value: key.uuid, label: plainName(key.name) }))}
      onChange={(event) => {
        const key = saved.find((candidate) => candidate.uuid === event.target.value);
        setValue("publicKey", key?.public_key ?? "", { shouldDirty: true, shouldValidate: formState.isSubmitted });
      }}
    />
  );
}
