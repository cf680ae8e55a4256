import { Suspense } from "react";
import { PageHeader, Spinner } from "@cloudconsole/ui";
import { AccessInvitations } from "./AccessInvitations";

/** /profile: the user's page; access invitation resources open here. */
export function ProfileScreen() {
  return (
    <section aria-labelledby="profile-title">
      <PageHeader title={<span id="profile-title">Profile</span>} subtitle="Access invitations from other account owners" />
      <Suspense fallback={<Spinner label="Loading invitations" />}>
        <AccessInvitations />
      </Suspense>
    </section>
  );
}
