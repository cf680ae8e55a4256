import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import type { UiConfig } from "@cloudconsole/sdk";
import { useApiClient } from "../../api/ApiClientContext";
import { offersPseudoLanguage, rememberedLanguage, resolveLanguage, setLanguage } from "../../i18n";
import { userQueries } from "../../session/userQueries";

/**
 * The signed-in console speaks the customer's language: the profile's `lang` once the user has loaded, until then
 * the one remembered from the login screen, the site's `siteLanguage` or the browser's.
 */
export function useCustomerLanguage(config: Pick<UiConfig, "siteLanguage">): void {
  const profileLanguage = useQuery({ ...userQueries.detail(useApiClient()), select: (user) => user.profile_data?.lang ?? null }).data;
  useEffect(() => {
    const browser = typeof navigator === "undefined" ? [] : navigator.languages;
    void setLanguage(resolveLanguage({ profile: profileLanguage, remembered: rememberedLanguage(), site: config.siteLanguage, browser, pseudo: offersPseudoLanguage() }));
  }, [profileLanguage, config.siteLanguage]);
}
