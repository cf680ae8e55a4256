import type { MockState, MockStore } from "@cloudconsole/mock-api";
import { FeatureRoutes } from "../../testing/FeatureRoutes";
import { MockApiStoryFrame, type MockApiStoryProps } from "../../testing/MockApiStoryFrame";
import { billingRoutes } from "./routes";

/** The billing routes over a story's mock API. */
export function BillingStoryFrame(backend: MockApiStoryProps) {
  return (
    <MockApiStoryFrame {...backend}>
      <FeatureRoutes routes={billingRoutes} />
    </MockApiStoryFrame>
  );
}

/** The demo preset's account ids by title (ids are the same in every story: the seed is deterministic). */
export function demoAccountId(state: MockState, title: string): number {
  return state.billingAccounts.find((account) => account.title === title)?.id ?? 0;
}

/** A `prepare` that changes one demo account before the story starts. */
export function withAccount(title: string, change: (account: MockState["billingAccounts"][number], state: MockState) => void) {
  return ({ state }: MockStore) => {
    const account = state.billingAccounts.find((candidate) => candidate.title === title);
    if (account) change(account, state);
  };
}
