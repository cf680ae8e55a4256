import { useEffect, useState } from "react";
import { CactusIcon, VisuallyHidden } from "@cloudconsole/ui";
import { DEFAULT_LOADING_DELAY_MS } from "../config/constants";
import * as styles from "./screens.css";

export interface LoadingScreenProps {
  /** Where the brand logo lives; without one the cactus is shown. */
  logoUrl?: string;
  logoAlt?: string;
  /** The logo appears only after this delay, so fast loads never flash it. */
  delayMs?: number;
}

/** Full-page loading state: empty at first, then the logo (or a cactus) once loading takes a while. */
export function LoadingScreen({ logoUrl, logoAlt = "", delayMs = DEFAULT_LOADING_DELAY_MS }: LoadingScreenProps) {
  const [showLogo, setShowLogo] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setShowLogo(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  return (
    <div className={styles.centered} role="status" aria-busy="true" data-testid="loading-screen">
      <VisuallyHidden>Loading</VisuallyHidden>
      {showLogo &&
        (logoUrl ? (
          <img className={styles.loadingLogo} src={logoUrl} alt={logoAlt} />
        ) : (
          <CactusIcon className={styles.loadingLogo} />
        ))}
    </div>
  );
}
