import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { Checkbox, Inline, TextField } from "@cloudconsole/ui";
import type { RuleValues } from "../networkRules";
import * as styles from "../network.css";

/** The fields of one forwarding rule; `register` names each field within the form, `label` tells rules apart for screen readers. */
export function RuleFields({ register, errors, label }: { register: (field: keyof RuleValues) => UseFormRegisterReturn; errors?: FieldErrors<RuleValues>; label?: string }) {
  const suffix = label ? ` (${label})` : "";
  return (
    <Inline gap="sm" align="end">
      <TextField fieldClassName={styles.growField} label={`Source port${suffix}`} inputMode="numeric" required autoComplete="off" error={errors?.sourcePort?.message} {...register("sourcePort")} />
      <TextField fieldClassName={styles.growField} label={`Target port${suffix}`} inputMode="numeric" required autoComplete="off" error={errors?.targetPort?.message} {...register("targetPort")} />
      <TextField fieldClassName={styles.growField} label={`Connection limit${suffix}`} inputMode="numeric" required autoComplete="off" error={errors?.connectionLimit?.message} {...register("connectionLimit")} />
      <Checkbox label={`Source-IP session persistence${suffix}`} description="Keeps each client on the same target." {...register("sourceIpPersistence")} />
    </Inline>
  );
}
