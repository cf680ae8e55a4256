import { useConnectionState } from "../api/connectionState";
import { LoadingScreen } from "../screens/LoadingScreen";
import { useProvider } from "./ProviderContext";

/**
 * The loading screen with this provider's logo and delay, telling the visitor what the query cache is waiting for:
 * connecting to the server, or retrying after a failed try (with 'Retry now').
 */
export function ProviderLoadingScreen() {
  const provider = useProvider();
  const { state, retryNow } = useConnectionState();
  return <LoadingScreen logoUrl={provider.logoUrl} logoAlt={provider.name} delayMs={provider.loadingDelayMs} connection={state} onRetryNow={retryNow} />;
}
