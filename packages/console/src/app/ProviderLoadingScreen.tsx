import { LoadingScreen } from "../screens/LoadingScreen";
import { useProvider } from "./ProviderContext";

/** The loading screen with this provider's logo and delay. */
export function ProviderLoadingScreen() {
  const provider = useProvider();
  return <LoadingScreen logoUrl={provider.logoUrl} logoAlt={provider.name} delayMs={provider.loadingDelayMs} />;
}
