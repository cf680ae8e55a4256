import type { RouteObject } from "react-router";

/** Routes of the money history beyond the account page (none yet). */
export const historyRoutes: RouteObject[] = [];
