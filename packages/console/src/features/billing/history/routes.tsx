import type { RouteObject } from "react-router";
import { lazyScreen } from "../../../app/lazyScreen";
import { RouteFrame } from "../../../screens/RouteFrame";

// Each screen is its own lazy chunk.
const InvoiceDetailScreen = lazyScreen(() => import("./InvoiceDetailScreen").then((module) => module.InvoiceDetailScreen));

/** The money history's screens, for preloading while idle. */
export const historyScreens = [InvoiceDetailScreen] as const;

/** Routes of the money history beyond the account page's sections: an invoice's own page (linkable). */
export const historyRoutes: RouteObject[] = [
  { path: "billing/account/:id/invoice/:invoiceId", element: <RouteFrame><InvoiceDetailScreen /></RouteFrame> },
];
