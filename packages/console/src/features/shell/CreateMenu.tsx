import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { UiConfig } from "@cloudconsole/sdk";
import { Menu, type MenuAction, type MenuEntry, type MenuLinkProps } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { appCatalogServiceLink, appCatalogVmLink, createEntries } from "../../app/resourceTypes";
import { useT } from "../../i18n";
import { catalogQueries } from "./catalogQueries";
import { shellMessages } from "./messages";
import { useResourceWords } from "../../app/resourceWords";

/** The menu's links go through the router (the menu passes its item props and ref on to the anchor). */
function routerLink({ href, children }: MenuLinkProps) {
  return <Link to={href}>{children}</Link>;
}

/** The "Create" entry: exactly the enabled resource types, then the application catalog (loaded when opened). */
export function CreateMenu({ config, defaultOpen = false }: { config: UiConfig; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const client = useApiClient();
  const t = useT(shellMessages);
  const typeLabels = useResourceWords().types;
  const apps = useQuery({ ...catalogQueries.vmImages(client), enabled: open && config.vmsEnabled === true && config.vmAppsEnabled === true });
  const services = useQuery({ ...catalogQueries.services(client), enabled: open && config.servicesEnabled === true });
  const catalog: MenuAction[] = [
    ...(apps.data ?? [])
      .filter((image) => image.is_app_catalog)
      .flatMap((image) => image.versions.slice(0, 1).map((version) => ({ href: appCatalogVmLink(image.os_name, version.os_version), label: image.display_name ?? image.os_name }))),
    ...(services.data ?? []).flatMap((service) =>
      service.versions.slice(0, 1).map((version) => ({ href: appCatalogServiceLink(service.service, version), label: service.display_name ?? service.service })),
    ),
  ].map((item) => ({ ...item, id: item.href }));
  const items: MenuEntry[] = [
    { label: t("resourceTypes"), labelHidden: true, items: createEntries(config).map((entry) => ({ id: entry.type, label: typeLabels[entry.type], href: entry.to })) },
    ...(catalog.length > 0 ? [{ label: t("applicationCatalog"), items: catalog }] : []),
  ];
  return <Menu label={t("create")} items={items} open={open} onOpenChange={setOpen} buttonProps={{ size: "sm", variant: "primary" }} renderLink={routerLink} fullWidthOnMobile />;
}
