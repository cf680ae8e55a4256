import { Suspense } from "react";
import { usePrefetchQuery, useQuery } from "@tanstack/react-query";
import { userQueries as sdkUserQueries } from "@cloudconsole/sdk/query";
import { PageHeader, Spinner, Stack } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useUiConfig } from "../../config/ConfigLayout";
import { useT } from "../../i18n";
import { LoadFailure } from "../../screens/LoadFailure";
import { userQueries } from "../../session/userQueries";
import { AccessInvitations } from "./AccessInvitations";
import { AdminImpersonation, useShowsAdministration } from "./AdminImpersonation";
import { invitationQueries } from "./invitationQueries";
import { LanguageCard } from "./LanguageCard";
import { profileMessages } from "./messages";
import { SshKeysCard } from "./sshKeys/SshKeysCard";
import { ColorSchemeCard, HelpCard } from "./PreferencesCard";
import { TwoFactorCard } from "./TwoFactorCard";
import { UserDetailsCard } from "./UserDetailsCard";
import * as styles from "./ProfileScreen.css";

/**
 * /profile: the user's details, two-factor authentication (where the provider offers it), SSH keys (where it has
 * virtual machines), language, appearance, the provider's help links, access invitations, and for admins "Act as a customer".
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
  const t = useT(profileMessages);
  return (
    <Stack as="section" gap="lg" className={styles.screen} aria-labelledby="profile-title">
      <PageHeader title={<span id="profile-title">{t("title")}</span>} subtitle={t("subtitle")} />
      <LoadFailure title={t("details.loadFailed")} loading={t("details.loading")}>
        <UserDetailsCard />
      </LoadFailure>
      {mfaAvailable === true && (
        <LoadFailure title={t("mfa.loadFailed")} loading={t("mfa.loading")}>
          <TwoFactorCard />
        </LoadFailure>
      )}
      {vmsEnabled === true && (
        <LoadFailure title={t("sshKeys.loadFailed")} loading={t("sshKeys.loading")}>
          <SshKeysCard />
        </LoadFailure>
      )}
      <LoadFailure title={t("details.loadFailed")} loading={t("details.loading")}>
        <LanguageCard />
      </LoadFailure>
      <ColorSchemeCard />
      <HelpCard />
      {/* One boundary: the admin section never appears above the invitations and is then pushed down by them. */}
      <Suspense fallback={<Spinner label={t("invitations.loading")} />}>
        <AccessInvitations />
        <AdminImpersonation shown={showsAdministration} />
      </Suspense>
    </Stack>
  );
}
