import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/** Its ISO certificates: badges drawn for the project, each linking to the certificate. */
const badge = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 40"><rect width="96" height="40" rx="6" fill="#1e6091"/><text x="48" y="25" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="700" fill="#ffffff">${label}</text></svg>`)}`;
const certificates = [
  { url: "https://example.com/fjord/iso-27001.pdf", image: badge("ISO 27001") },
  { url: "https://example.com/fjord/iso-9001.pdf", image: badge("ISO 9001") },
];

/**
 * What Fjord Cloud's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Fjord Cloud",
  siteTheme: "fjord",
  siteCurrency: "SGD",
  siteLocale: "en-SG",
  siteCountry: "SG",
  chatConfig: {
    type: "tawk",
    widget_id: "fjord-widget",
    property_id: "fjord-property"
  },
  loginTitle: "Fjord Cloud",
  loginSubtitle: "Certified cloud hosting",
  loginIntro: "Audited data centres, ISO 27001 and ISO 9001 certified.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
  isoCertificates: certificates,
};
