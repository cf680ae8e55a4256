import { DEFAULT_CONNECTION_LIMIT } from "./constants";
import type { RuleInput } from "./mutations/loadBalancer";
import type { RuleValues } from "./networkRules";

export const emptyRule: RuleValues = { sourcePort: "", targetPort: "", connectionLimit: String(DEFAULT_CONNECTION_LIMIT), sourceIpPersistence: false };

/** What the API is sent for a rule typed into a form. */
export function ruleInput(values: RuleValues): RuleInput {
  return {
    source_port: Number(values.sourcePort),
    target_port: Number(values.targetPort),
    connection_limit: Number(values.connectionLimit),
    session_persistence: values.sourceIpPersistence ? "SOURCE_IP" : null,
  };
}
