import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { Checkbox, Inline, TextField } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { networkMessages, useFieldError } from "./messages";
import type { RuleValues } from "./networkRules";
import * as styles from "./network.css";

/** The fields of one forwarding rule; `register` names each field within the form, `number` tells rules apart for screen readers. */
export function RuleFields({ register, errors, number }: { register: (field: keyof RuleValues) => UseFormRegisterReturn; errors?: FieldErrors<RuleValues>; number?: number }) {
  const t = useT(networkMessages);
  const fieldError = useFieldError();
  const label = (plain: string, numbered: string) => (number === undefined ? plain : numbered);
  return (
    <Inline gap="sm" align="end">
      <TextField fieldClassName={styles.growField} label={label(t("lbRule.sourcePort"), t("lbRule.sourcePortOf", { number: number ?? 0 }))} inputMode="numeric" required autoComplete="off" error={fieldError(errors?.sourcePort?.message)} {...register("sourcePort")} />
      <TextField fieldClassName={styles.growField} label={label(t("lbRule.targetPort"), t("lbRule.targetPortOf", { number: number ?? 0 }))} inputMode="numeric" required autoComplete="off" error={fieldError(errors?.targetPort?.message)} {...register("targetPort")} />
      <TextField fieldClassName={styles.growField} label={label(t("lbRule.connectionLimit"), t("lbRule.connectionLimitOf", { number: number ?? 0 }))} inputMode="numeric" required autoComplete="off" error={fieldError(errors?.connectionLimit?.message)} {...register("connectionLimit")} />
      <Checkbox label={label(t("lbRule.persistence"), t("lbRule.persistenceOf", { number: number ?? 0 }))} description={t("lbRule.persistenceHint")} {...register("sourceIpPersistence")} />
    </Inline>
  );
}
