import type { ComponentType } from "react";
import { useParams } from "react-router";
import { useBillingAccounts } from "../queries";
import type { AccountSectionProps } from "./types";

/** One section of the account page for the account in the path, as the account page renders it (tests and stories). */
export function AccountSectionRoute({ section: Section }: { section: ComponentType<AccountSectionProps> }) {
  const { id = "" } = useParams();
  const account = useBillingAccounts().find((candidate) => String(candidate.id) === id);
  return account ? <Section account={account} /> : <p>There is no billing account {id}.</p>;
}
