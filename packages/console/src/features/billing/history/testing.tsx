import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import type { MockStore, StoredBillingAccount } from "@cloudconsole/mock-api";
import type { ProviderDefinition } from "@cloudconsole/provider";
import { renderRoutesFor } from "../testing";
import { AccountSectionRoute } from "./AccountSectionRoute";
import { historyRoutes } from "./routes";
import type { AccountSectionProps } from "./types";

/** The money history's routes plus /section/{accountId} showing `section`, for tests and stories. */
export function sectionRoutes(section?: ComponentType<AccountSectionProps>): RouteObject[] {
  return [...historyRoutes, ...(section ? [{ path: "section/:id", element: <AccountSectionRoute section={section} /> }] : [])];
}

/** Renders a route of the money history (or `section` at /section/{id}) under a provider (testProvider by default). */
export function renderHistory(route: string, { section, provider }: { section?: ComponentType<AccountSectionProps>; provider?: ProviderDefinition } = {}) {
  return renderRoutesFor(sectionRoutes(section), route, provider);
}

/** A seeded billing account by title. */
export function accountTitled(store: MockStore, title: string): StoredBillingAccount {
  const found = store.state.billingAccounts.find((account) => account.title === title);
  if (!found) throw new Error(`no billing account ${title} in the seed`);
  return found;
}
