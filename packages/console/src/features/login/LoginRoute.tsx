import { useProvider } from "../../app/ProviderContext";
import { buildSettings } from "../../config/runtime";
import { isMockApiEnabled, setMockApiEnabled, storeApiKey } from "../../session/sessionStore";
import { useUiConfig } from "../config/ConfigLayout";
import { LoginScreen } from "./LoginScreen";

/** The login screen wired to the configuration, the provider and the session. */
export function LoginRoute() {
  const config = useUiConfig();
  const provider = useProvider();
  return (
    <LoginScreen
      config={config}
      logoUrl={provider.logoUrl}
      siteName={config.siteName || provider.name}
      welcomeText={provider.welcomeText}
      mockApiEnabled={isMockApiEnabled(buildSettings.mockApiByDefault)}
      onMockApiChange={(enabled) => setMockApiEnabled(enabled)}
      onApiKeyLogin={storeApiKey}
    />
  );
}
