import { Outlet } from "react-router";
import { Button } from "@cloudconsole/ui";
import { useProvider } from "../../app/ProviderContext";
import { ConsoleToaster } from "../../toasts/ConsoleToaster";
import { logout } from "../../session/sessionStore";
import { useUiConfig } from "../config/ConfigLayout";
import * as styles from "./AppShell.css";

/** The frame every signed-in screen lives in. */
export function AppShell() {
  const provider = useProvider();
  const config = useUiConfig();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <img className={styles.logo} src={provider.logoUrl} alt={config.siteName || provider.name} />
        <Button variant="ghost" size="sm" onClick={() => logout()}>
          Log out
        </Button>
      </header>
      <main className={styles.content}>
        <Outlet />
      </main>
      <ConsoleToaster />
    </div>
  );
}
