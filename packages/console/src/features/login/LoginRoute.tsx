import { use, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../../api/ApiClientContext";
import { consoleAddress } from "../../app/consoleAddress";
import { useProvider } from "../../app/ProviderContext";
import { getRuntimeConfig } from "../../config/runtime";
import { captureReferralCode } from "../../session/referral";
import { isMockApiEnabled, setFirstAccount, setMockApiEnabled, useSession, type SessionEnd } from "../../session/sessionStore";
import { useUiConfig } from "../../config/SiteConfigGate";
import { ChatWidget } from "../chat";
import { logInWithApiKey } from "./apiKeyLogin";
import { rememberedLanguage } from "../../i18n/browserLanguage";
import { offersPseudoLanguage } from "../../i18n/offersPseudo";
import { resolveLanguage } from "../../i18n/resolveLanguage";
import { useLoginT } from "./loginCatalogue";
import { openLoginIn } from "./openLoginIn";
import { loginMessages, type LoginT } from "./messages";
import { LoginScreen } from "./LoginScreen";

/** What the login screen says when the API refused the session that was open. */
export function sessionEndedNotice(ended: SessionEnd | undefined, t: LoginT): string | undefined {
  if (!ended) return undefined;
  return ended.reason === "impersonation" ? t("notice.impersonationEnded") : t("notice.sessionEnded");
}

/**
 * The login screen wired to the configuration, the provider and the session; a referral link opens on 'Sign up'.
 * An API key is checked against the API before it is stored. The support chat is here too: a visitor who cannot
 * sign in needs it most.
 */
export function LoginRoute() {
  const config = useUiConfig();
  const provider = useProvider();
  // The browser's address, not the router's: the login screen is also shown where no router runs.
  const [address] = useState(() => consoleAddress());
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { ended } = useSession();
  const [referral] = useState(() => captureReferralCode(address.search));
  const { mockApi } = getRuntimeConfig();
  // The visitor's language before there is a profile: picked here on an earlier visit, else the site's, else the
  // browser's. The screen waits for its texts (the prerendered shell stands in meanwhile), so it never changes language
  // under the visitor's eyes.
  const [language] = useState(() => resolveLanguage({ remembered: rememberedLanguage(), site: config.siteLanguage, browser: globalThis.navigator?.languages ?? [], pseudo: offersPseudoLanguage() }));
  use(openLoginIn(language));
  const t = useLoginT(loginMessages);
  return (
    <>
      <ChatWidget config={config} />
      <LoginScreen
      config={config}
      logoUrl={provider.logoUrl}
      siteName={config.siteName || provider.name}
      welcomeText={provider.welcomeText}
      mockApiOffered={mockApi !== "off"}
      mockApiEnabled={isMockApiEnabled(mockApi)}
      onMockApiChange={(enabled) => setMockApiEnabled(enabled)}
      onApiKeyLogin={(apikey, email) => logInWithApiKey(client, queryClient, apikey, email)}
      notice={sessionEndedNotice(ended, t)}
      returnPath={`${address.pathname}${address.search}${address.hash}`}
      // A new account has no billing account yet: the first one gets the first-account credit.
      onSignedUp={() => setFirstAccount(true)}
      initialMode={referral?.signup ? "signup" : "login"}
      />
    </>
  );
}
