import { Suspense } from "react";
import { PageHeader, Spinner, Stack } from "@cloudconsole/ui";
import { AccessInvitations } from "./AccessInvitations";
import { AdminImpersonation, useShowsAdministration } from "./AdminImpersonation";
import * as styles from "./ProfileScreen.css";

/** /profile: the user's page; access invitation resources open here. Admins also find "Act as a customer". */
export function ProfileScreen() {
  // Asked here, above the invitations' suspense, so the privileges call starts together with the invitations call.
  const showsAdministration = useShowsAdministration();
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="profile-title">
      <PageHeader title={<span id="profile-title">Profile</span>} subtitle="Access invitations from other account owners" />
      {/* One boundary: the admin section never appears above the invitations and is then pushed down by them. */}
      <Suspense fallback={<Spinner label="Loading invitations" />}>
        <AccessInvitations />
        <AdminImpersonation shown={showsAdministration} />
      </Suspense>
    </Stack>
  );
}
