import type { UiConfig } from "@cloudconsole/sdk";

/** The site fields every UiConfig must have (Warren's); a test spreads them and adds the fields it is about. */
export const siteConfig: Pick<UiConfig, "siteName" | "siteTheme" | "siteCountry" | "siteLocale" | "siteLanguage" | "siteCurrency"> = {
  siteName: "Warren",
  siteTheme: "warren",
  siteCountry: "EE",
  siteLocale: "en-GB",
  siteLanguage: "en",
  siteCurrency: "EUR",
};
