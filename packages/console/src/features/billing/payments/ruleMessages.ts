import { useMemo } from "react";
import type { PaymentsT } from "./messages";

/** The payment forms' validation messages in the customer's language, handed to the rules, which load apart. */
export interface RuleMessages {
  required: string;
  /** The top-up's minimum, in the site's currency. */
  minimum: string;
  chooseMethod: string;
  atLeastZero: string;
}

/** The rules' messages, the same object until the language or the minimum changes (a resolver is made from them). */
export function useRuleMessages(t: PaymentsT, minimum = ""): RuleMessages {
  return useMemo(() => ({ required: t("rules.required"), minimum, chooseMethod: t("rules.chooseMethod"), atLeastZero: t("rules.atLeastZero") }), [t, minimum]);
}
