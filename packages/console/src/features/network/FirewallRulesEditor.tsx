import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button, Inline, Notice, Select, Stack, TextField } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { directionLabels, emptyFirewallRule, protocolLabels, takesPorts, type FirewallRuleValues } from "./firewallRule";
import { networkMessages, useFieldError } from "./messages";
import * as styles from "./network.css";

/** What the rules editor needs of its form: the rules, whatever else the form holds. */
interface RulesForm {
  rules: FirewallRuleValues[];
}

/**
 * A firewall's rules as a list of fields, each with its direction, protocol, ports (TCP and UDP) and the addresses it
 * lets in (inbound) or out to (outbound); rules are added and removed in place. Reads the form it sits in.
 */
export function FirewallRulesEditor() {
  const t = useT(networkMessages);
  const fieldError = useFieldError();
  const { control, register, formState } = useFormContext<RulesForm>();
  const rules = useFieldArray({ control, name: "rules" });
  const values = useWatch({ control, name: "rules" });
  const errors = formState.errors.rules;
  return (
    <Stack gap="md">
      {rules.fields.map((field, index) => {
        const rule = values[index] ?? emptyFirewallRule;
        const number = index + 1;
        const ruleErrors = errors?.[index];
        return (
          <Inline key={field.id} gap="sm" align="end">
            <Select fieldClassName={styles.growField} label={t("rule.direction", { number })} {...register(`rules.${index}.direction`)}>
              {Object.entries(directionLabels(t)).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
            <Select fieldClassName={styles.growField} label={t("rule.protocol", { number })} {...register(`rules.${index}.protocol`)}>
              {Object.entries(protocolLabels(t)).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
            {takesPorts(rule.protocol) && (
              <TextField fieldClassName={styles.growField} label={t("rule.ports", { number })} description={t("rule.portsHint")} autoComplete="off" error={fieldError(ruleErrors?.ports?.message)} {...register(`rules.${index}.ports`)} />
            )}
            <TextField
              fieldClassName={styles.growField}
              label={rule.direction === "outbound" ? t("rule.destinations", { number }) : t("rule.sources", { number })}
              description={t("rule.addressesHint")}
              placeholder="203.0.113.0/24"
              autoComplete="off"
              error={fieldError(ruleErrors?.addresses?.message)}
              {...register(`rules.${index}.addresses`)}
            />
            <Button variant="ghost" size="sm" onClick={() => rules.remove(index)}>
              {t("rule.remove", { number })}
            </Button>
          </Inline>
        );
      })}
      {errors?.root?.message && <Notice tone="error">{fieldError(errors.root.message)}</Notice>}
      <Inline>
        <Button variant="secondary" size="sm" onClick={() => rules.append(emptyFirewallRule)}>
          {t("rule.add")}
        </Button>
      </Inline>
    </Stack>
  );
}
