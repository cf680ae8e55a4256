import type { RouteObject } from "react-router";
import { lazyScreen } from "../../app/lazyScreen";
import { RouteFrame } from "../../screens/RouteFrame";

// Every billing screen is its own lazy chunk.
const BillingListScreen = lazyScreen(() => import("./accounts/BillingListScreen").then((module) => module.BillingListScreen));
const AccountScreen = lazyScreen(() => import("./accounts/AccountScreen").then((module) => module.AccountScreen));
const AccountCreateScreen = lazyScreen(() => import("./accounts/form/AccountFormScreen").then((module) => module.AccountCreateScreen));
const AccountEditScreen = lazyScreen(() => import("./accounts/form/AccountFormScreen").then((module) => module.AccountEditScreen));

/** The payment's result on the console's /payment_return page (outside the shell), loaded only when a payment came back. */
export const PaymentResult = lazyScreen(() => import("./payments/PaymentReturnScreen").then((module) => module.PaymentResult));

/** The billing screens, in the order a visitor usually opens them (for preloading while idle). */
export const billingScreens = [BillingListScreen, AccountScreen, AccountCreateScreen] as const;

/** Billing routes (accounts, paying, cards), relative to /app. */
export const billingRoutes: RouteObject[] = [
  { path: "billing", element: <RouteFrame><BillingListScreen /></RouteFrame> },
  { path: "billing/create", element: <RouteFrame><AccountCreateScreen /></RouteFrame> },
  { path: "billing/account/:id", element: <RouteFrame><AccountScreen /></RouteFrame> },
  { path: "billing/account/:id/edit", element: <RouteFrame><AccountEditScreen /></RouteFrame> },
];
