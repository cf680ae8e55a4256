import { CallbackScreen } from "./CallbackScreen";
import { useLoginCallback } from "./useLoginCallback";

/** /auth0_callback: the login's return from the identity provider (see `useLoginCallback`). */
export function CallbackRoute() {
  const { view, back, switchAccount, keepSession } = useLoginCallback();
  return <CallbackScreen view={view} onBack={back} onSwitch={switchAccount} onKeep={keepSession} />;
}
