import { useController, useFormContext, useWatch } from "react-hook-form";
import type { VmParameter } from "@cloudconsole/sdk";
import { Card, PasswordField, RadioGroup, Textarea, TextField, VisuallyHidden } from "@cloudconsole/ui";
import { parameterMandatory } from "../vmCreateHelpers";
import type { VmCreateValues } from "../vmCreateRules";
import { SavedSshKeySelect } from "./SavedSshKeySelect";

const SIGN_IN_METHODS = [
  { value: "password", label: "Use a password" },
  { value: "public_key", label: "Use an SSH key" },
] as const;

/** How the owner signs in: a username (not needed on Windows), then a password or an SSH public key (saved or pasted). */
export function AccessSection({ parameters }: { parameters: readonly VmParameter[] }) {
  const { control, register, formState } = useFormContext<VmCreateValues>();
  const osName = useWatch({ control, name: "osName" });
  const method = useController({ control, name: "authMethod" });
  const errors = formState.errors;
  return (
    <Card title="Access" stack>
      <TextField label="Username" autoComplete="off" required={parameterMandatory(parameters, "username", osName)} error={errors.username?.message} {...register("username")} />
      <RadioGroup
        label={<VisuallyHidden>Sign-in method</VisuallyHidden>}
        variant="inline"
        name={method.field.name}
        value={method.field.value}
        onValueChange={method.field.onChange}
        options={SIGN_IN_METHODS}
      />
      {method.field.value === "password" ? (
        <PasswordField label="Password" autoComplete="new-password" required error={errors.password?.message} {...register("password")} />
      ) : (
        <>
          <SavedSshKeySelect />
          <Textarea monospace label="SSH public key" required placeholder="ssh-ed25519 AAAA…" error={errors.publicKey?.message} {...register("publicKey")} />
        </>
      )}
    </Card>
  );
}
