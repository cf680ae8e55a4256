import type { DisplayCategory, ResourceType } from "../../app/resourceTypes";
import type { ColorSchemePreference } from "../../app/colorScheme";
import type { MessageId, Translate } from "../../i18n";
import type { shellMessages } from "./messages";

/** The shell's translate function. */
export type ShellT = Translate<MessageId<typeof shellMessages>>;

/** Each display category's name in the customer's language. */
export function categoryLabels(t: ShellT): Record<DisplayCategory, string> {
  return {
    compute: t("category.compute"),
    network: t("category.network"),
    access: t("category.access"),
    storage: t("category.storage"),
    billing: t("category.billing"),
    services: t("category.services"),
  };
}

/** Each resource type's name in the customer's language. */
export function resourceTypeLabels(t: ShellT): Record<ResourceType, string> {
  return {
    api_token: t("type.api_token"),
    access_delegation: t("type.access_delegation"),
    access_impersonation: t("type.access_impersonation"),
    billing_account: t("type.billing_account"),
    virtual_machine: t("type.virtual_machine"),
    bare_metal: t("type.bare_metal"),
    load_balancer: t("type.load_balancer"),
    vpc: t("type.vpc"),
    ip_address: t("type.ip_address"),
    firewall: t("type.firewall"),
    managed_service: t("type.managed_service"),
    bucket: t("type.bucket"),
    volume: t("type.volume"),
  };
}

/** The colour schemes' names in the customer's language. */
export function schemeLabels(t: ShellT): Record<ColorSchemePreference, string> {
  return { auto: t("scheme.auto"), light: t("scheme.light"), dark: t("scheme.dark") };
}
