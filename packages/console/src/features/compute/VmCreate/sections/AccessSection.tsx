import { useController, useFormContext, useWatch } from "react-hook-form";
import type { VmParameter } from "@cloudconsole/sdk";
import { Card, PasswordField, RadioGroup, Textarea, TextField, VisuallyHidden } from "@cloudconsole/ui";
import { parameterMandatory } from "../vmCreateHelpers";
import type { VmCreateValues } from "../vmCreateRules";
import { SavedSshKeySelect } from "./SavedSshKeySelect";
import { useT } from "../../../../i18n";
import { vmCreateMessages } from "../messages";

/** What a public key looks like; the same in every language. */
const PUBLIC_KEY_EXAMPLE = "ssh-ed25519 AAAA…";

/** How the owner signs in: a username (not needed on Windows), then a password or an SSH public key (saved or pasted). */
export function AccessSection({ parameters }: { parameters: readonly VmParameter[] }) {
  const t = useT(vmCreateMessages);
  const { control, register, formState } = useFormContext<VmCreateValues>();
  const osName = useWatch({ control, name: "osName" });
  const method = useController({ control, name: "authMethod" });
  const errors = formState.errors;
  return (
    <Card title={t("access.title")} stack>
      <TextField label={t("access.username")} autoComplete="off" required={parameterMandatory(parameters, "username", osName)} error={errors.username?.message} {...register("username")} />
      <RadioGroup
        label={<VisuallyHidden>{t("access.method")}</VisuallyHidden>}
        variant="inline"
        name={method.field.name}
        value={method.field.value}
        onValueChange={method.field.onChange}
        options={[
          { value: "password", label: t("access.password") },
          { value: "public_key", label: t("access.sshKey") },
        ]}
      />
      {method.field.value === "password" ? (
        <PasswordField label={t("access.passwordField")} autoComplete="new-password" required error={errors.password?.message} {...register("password")} />
      ) : (
        <>
          <SavedSshKeySelect />
          <Textarea monospace label={t("access.publicKey")} required placeholder={PUBLIC_KEY_EXAMPLE} error={errors.publicKey?.message} {...register("publicKey")} />
        </>
      )}
    </Card>
  );
}
