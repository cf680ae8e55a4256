import { CONSOLE_FEATURES } from "../../app/features";

/** The routes of the Compute category's features (virtual machines and bare metal), as the console registers them, for tests and stories. */
export const computeCategoryRoutes = CONSOLE_FEATURES.filter((feature) => feature.category === "compute").flatMap((feature) => feature.routes);
