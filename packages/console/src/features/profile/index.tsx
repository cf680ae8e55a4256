import { defineFeature } from "../../app/feature";
import { lazyScreen } from "../../app/lazyScreen";

const ProfileScreen = lazyScreen(() => import("./ProfileScreen").then((module) => module.ProfileScreen));

/** /profile: the user's page; access invitations are answered here, and admins may act as a customer. */
export const profileFeature = defineFeature({
  id: "profile",
  routes: [{ path: "profile", element: <ProfileScreen /> }],
});
