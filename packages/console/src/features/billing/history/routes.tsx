import type { RouteObject } from "react-router";
import { lazyScreen } from "../../../app/lazyScreen";
import { RouteFrame } from "../../../screens/RouteFrame";

// Each screen is its own lazy chunk.
const InvoiceDetailScreen = lazyScreen(() => import("./InvoiceDetailScreen").then((module) => module.InvoiceDetailScreen));
const HistoryScreen = lazyScreen(() => import("./HistoryScreen").then((module) => module.HistoryScreen));

/** The money history's screens, for preloading while idle. */
export const historyScreens = [InvoiceDetailScreen, HistoryScreen] as const;

/** Routes of the money history beyond the account page: an invoice's page (linkable) and the whole history of an account. */
export const historyRoutes: RouteObject[] = [
  { path: "billing/account/:id/invoice/:invoiceId", element: <RouteFrame><InvoiceDetailScreen /></RouteFrame> },
  { path: "billing/account/:id/history", element: <RouteFrame><HistoryScreen /></RouteFrame> },
];
