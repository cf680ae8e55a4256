import { Suspense } from "react";
import { usePrefetchQuery, useQuery } from "@tanstack/react-query";
import { userQueries as sdkUserQueries } from "@cloudconsole/sdk/query";
import { PageHeader, Spinner, Stack } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useUiConfig } from "../../config/ConfigLayout";
import { LoadFailure } from "../../screens/LoadFailure";
import { userQueries } from "../../session/userQueries";
import { AccessInvitations } from "./AccessInvitations";
import { AdminImpersonation, useShowsAdministration } from "./AdminImpersonation";
import { invitationQueries } from "./invitationQueries";
import { SshKeysCard } from "./sshKeys/SshKeysCard";
import { ColorSchemeCard, HelpCard } from "./PreferencesCard";
import { TwoFactorCard } from "./TwoFactorCard";
import { UserDetailsCard } from "./UserDetailsCard";
import * as styles from "./ProfileScreen.css";

/**
 * /profile: the user's details, two-factor authentication (where the provider offers it), SSH keys (where it has
 * virtual machines), appearance, the provider's help links, access invitations, and for admins "Act as a customer".
 * Each part loads and fails on its own.
 */
export function ProfileScreen() {
  const client = useApiClient();
  const { mfaAvailable, vmsEnabled } = useUiConfig();
  // Every read starts now, together; the parts below then suspend on requests already under way.
  usePrefetchQuery(userQueries.detail(client));
  useQuery({ ...sdkUserQueries.mfaStatus(client), enabled: mfaAvailable === true });
  // The keys are offered when a virtual machine is created, so only a site with virtual machines keeps them.
  useQuery({ ...sdkUserQueries.sshKeys(client), enabled: vmsEnabled === true });
  usePrefetchQuery(invitationQueries.list(client));
  const showsAdministration = useShowsAdministration();
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="profile-title">
      <PageHeader title={<span id="profile-title">Profile</span>} subtitle="Your details, sign-in security, appearance and access invitations" />
      <LoadFailure title="Could not load your details" loading="Loading your details">
        <UserDetailsCard />
      </LoadFailure>
      {mfaAvailable === true && (
        <LoadFailure title="Could not load two-factor authentication" loading="Loading two-factor authentication">
          <TwoFactorCard />
        </LoadFailure>
      )}
      {vmsEnabled === true && (
        <LoadFailure title="Could not load your SSH keys" loading="Loading your SSH keys">
          <SshKeysCard />
        </LoadFailure>
      )}
      <ColorSchemeCard />
      <HelpCard />
      {/* One boundary: the admin section never appears above the invitations and is then pushed down by them. */}
      <Suspense fallback={<Spinner label="Loading invitations" />}>
        <AccessInvitations />
        <AdminImpersonation shown={showsAdministration} />
      </Suspense>
    </Stack>
  );
}
