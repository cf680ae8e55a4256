import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button, Inline, Notice, Select, Stack, TextField } from "@cloudconsole/ui";
import { DIRECTION_LABELS, emptyFirewallRule, PROTOCOL_LABELS, takesPorts, type FirewallRuleValues } from "../firewallRule";
import * as styles from "../network.css";

/** What the rules editor needs of its form: the rules, whatever else the form holds. */
interface RulesForm {
  rules: FirewallRuleValues[];
}

/**
 * A firewall's rules as a list of fields, each with its direction, protocol, ports (TCP and UDP) and the addresses it
 * lets in (inbound) or out to (outbound); rules are added and removed in place. Reads the form it sits in.
 */
export function FirewallRulesEditor() {
  const { control, register, formState } = useFormContext<RulesForm>();
  const rules = useFieldArray({ control, name: "rules" });
  const values = useWatch({ control, name: "rules" });
  const errors = formState.errors.rules;
  return (
    <Stack gap="md">
      {rules.fields.map((field, index) => {
        const rule = values[index] ?? emptyFirewallRule;
        const suffix = ` (rule ${index + 1})`;
        const ruleErrors = errors?.[index];
        return (
          <Inline key={field.id} gap="sm" align="end">
            <Select fieldClassName={styles.growField} label={`Direction${suffix}`} {...register(`rules.${index}.direction`)}>
              {Object.entries(DIRECTION_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
            <Select fieldClassName={styles.growField} label={`Protocol${suffix}`} {...register(`rules.${index}.protocol`)}>
              {Object.entries(PROTOCOL_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
            {takesPorts(rule.protocol) && (
              <TextField fieldClassName={styles.growField} label={`Ports${suffix}`} description="22 or 8000-8100; empty for every port" autoComplete="off" error={ruleErrors?.ports?.message} {...register(`rules.${index}.ports`)} />
            )}
            <TextField
              fieldClassName={styles.growField}
              label={`${rule.direction === "outbound" ? "Destinations" : "Sources"}${suffix}`}
              description="IPv4 addresses or prefixes, comma-separated; empty for any address"
              placeholder="203.0.113.0/24"
              autoComplete="off"
              error={ruleErrors?.addresses?.message}
              {...register(`rules.${index}.addresses`)}
            />
            <Button variant="ghost" size="sm" onClick={() => rules.remove(index)}>
              Remove rule {index + 1}
            </Button>
          </Inline>
        );
      })}
      {errors?.root?.message && <Notice tone="error">{errors.root.message}</Notice>}
      <Inline>
        <Button variant="secondary" size="sm" onClick={() => rules.append(emptyFirewallRule)}>
          Add rule
        </Button>
      </Inline>
    </Stack>
  );
}
