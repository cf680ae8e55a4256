import type { ComponentType } from "react";
import { useParams } from "react-router";
import { useT } from "../../../i18n";
import { useBillingAccounts } from "../queries";
import { historyMessages } from "./messages";
import type { AccountSectionProps } from "./types";

/** One section of the account page for the account in the path, as the account page renders it (tests and stories). */
export function AccountSectionRoute({ section: Section }: { section: ComponentType<AccountSectionProps> }) {
  const { id = "" } = useParams();
  const account = useBillingAccounts().find((candidate) => String(candidate.id) === id);
  const t = useT(historyMessages);
  return account ? <Section account={account} /> : <p>{t("noAccount", { id })}</p>;
}
