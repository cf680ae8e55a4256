import { defineFeature } from "../../app/feature";
import { lazyScreen } from "../../app/lazyScreen";

const HomeScreen = lazyScreen(() => import("./HomeScreen").then((module) => module.HomeScreen));

/** The overview at /app/: compute and billing at a glance, with quick create links. */
export const homeFeature = defineFeature({
  id: "home",
  routes: [{ index: true, element: <HomeScreen /> }],
});
