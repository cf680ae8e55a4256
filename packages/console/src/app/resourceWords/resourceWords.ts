import { useMemo } from "react";
import { englishT, useT } from "../../i18n";
import type { DisplayCategory, ResourceType } from "../feature";
import { resourceWordMessages, type ResourceWordsT } from "./messages";

/** Each display category's name in the language `t` speaks. */
export function categoryLabels(t: ResourceWordsT): Record<DisplayCategory, string> {
  return {
    compute: t("category.compute"),
    network: t("category.network"),
    access: t("category.access"),
    storage: t("category.storage"),
    billing: t("category.billing"),
    services: t("category.services"),
  };
}

/** Each resource type's name in the language `t` speaks. */
export function resourceTypeLabels(t: ResourceWordsT): Record<ResourceType, string> {
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

/** The names of the categories and resource types, in words. */
export interface ResourceWords {
  categories: Record<DisplayCategory, string>;
  types: Record<ResourceType, string>;
}

/** The categories' and types' names in the console's language. */
export function useResourceWords(): ResourceWords {
  const t = useT(resourceWordMessages);
  return useMemo(() => ({ categories: categoryLabels(t), types: resourceTypeLabels(t) }), [t]);
}

/** The categories' and types' names in English, whatever the console's language: what the search also matches. */
export function englishResourceWords(): ResourceWords {
  const t = englishT(resourceWordMessages);
  return { categories: categoryLabels(t), types: resourceTypeLabels(t) };
}
