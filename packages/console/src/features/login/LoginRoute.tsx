import { useState } from "react";
import { useLocation } from "react-router";
import { useProvider } from "../../app/ProviderContext";
import { buildSettings } from "../../config/runtime";
import { captureReferralCode } from "../../session/referral";
import { isMockApiEnabled, setFirstAccount, setMockApiEnabled, storeApiKey } from "../../session/sessionStore";
import { useUiConfig } from "../../config/ConfigLayout";
import { LoginScreen } from "./LoginScreen";

/** The login screen wired to the configuration, the provider and the session; a referral link opens on 'Sign up'. */
export function LoginRoute() {
  const config = useUiConfig();
  const provider = useProvider();
  const location = useLocation();
  const [referral] = useState(() => captureReferralCode(location.search));
  return (
    <LoginScreen
      config={config}
      logoUrl={provider.logoUrl}
      siteName={config.siteName || provider.name}
      welcomeText={provider.welcomeText}
      mockApiEnabled={isMockApiEnabled(buildSettings.mockApiByDefault)}
      onMockApiChange={(enabled) => setMockApiEnabled(enabled)}
      onApiKeyLogin={storeApiKey}
      // A new account has no billing account yet: the first one gets the first-account credit.
      onSignedUp={() => setFirstAccount(true)}
      initialMode={referral?.signup ? "signup" : "login"}
    />
  );
}
