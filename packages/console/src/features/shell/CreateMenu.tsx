import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@cloudconsole/ui";
import type { UiConfig } from "@cloudconsole/sdk";
import { useApiClient } from "../../api/ApiClientContext";
import { catalogQueries } from "./catalogQueries";
import { appCatalogServiceLink, appCatalogVmLink, createEntries } from "../../app/resourceTypes";
import * as styles from "./AppShell.css";

/** The "Create" entry: exactly the enabled resource types, then the application catalog (loaded when opened). */
export function CreateMenu({ config }: { config: UiConfig }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const client = useApiClient();
  const apps = useQuery({ ...catalogQueries.vmImages(client), enabled: open && config.vmsEnabled === true && config.vmAppsEnabled === true });
  const services = useQuery({ ...catalogQueries.services(client), enabled: open && config.servicesEnabled === true });
  const appImages = (apps.data ?? []).filter((image) => image.is_app_catalog);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);

  const item = (to: string, label: string) => (
    <li key={to}>
      <Link className={styles.menuLink} to={to} onClick={() => setOpen(false)}>
        {label}
      </Link>
    </li>
  );

  return (
    <div className={styles.menuRoot} ref={root}>
      <Button size="sm" variant="primary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
        Create
      </Button>
      {open && (
        <div id={panelId} className={styles.menuPanel} role="region" aria-label="Create">
          <ul className={styles.menuList} aria-label="Resource types">
            {createEntries(config).map((entry) => item(entry.to, entry.label))}
          </ul>
          {(appImages.length > 0 || (services.data?.length ?? 0) > 0) && (
            <>
              <p className={styles.menuHeading}>Application catalog</p>
              <ul className={styles.menuList} aria-label="Application catalog">
                {appImages.flatMap((image) =>
                  image.versions.slice(0, 1).map((version) => item(appCatalogVmLink(image.os_name, version.os_version), image.display_name ?? image.os_name)),
                )}
                {(services.data ?? []).flatMap((service) =>
                  service.versions.slice(0, 1).map((version) => item(appCatalogServiceLink(service.service, version), service.display_name ?? service.service)),
                )}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
