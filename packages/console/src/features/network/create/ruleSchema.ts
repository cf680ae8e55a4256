import { z } from "zod";
import { DEFAULT_CONNECTION_LIMIT } from "../constants";
import type { RuleInput } from "../mutations";

export const PORT_MESSAGE = "Enter a port from 1 to 65535";
export const CONNECTION_LIMIT_MESSAGE = "Enter a whole number of at least 1";

const port = z
  .string()
  .trim()
  .regex(/^\d+$/, PORT_MESSAGE)
  .refine((value) => Number(value) >= 1 && Number(value) <= 65535, PORT_MESSAGE);

/** One forwarding rule as typed: TCP ports 1–65535, a connection limit of at least 1, and whether connections stick to their source IP. */
export const ruleSchema = z.object({
  sourcePort: port,
  targetPort: port,
  connectionLimit: z.string().trim().regex(/^[1-9]\d*$/, CONNECTION_LIMIT_MESSAGE),
  sourceIpPersistence: z.boolean(),
});
export type RuleValues = z.infer<typeof ruleSchema>;

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
