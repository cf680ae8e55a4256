import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Pinecone Cloud's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Pinecone Cloud",
  siteTheme: "pinecone",
  siteCurrency: "CAD",
  siteLocale: "en-CA",
  siteCountry: "CA",
  kubernetesEnabled: false,
  chatConfig: {
    type: "tawk",
    widget_id: "pine-widget",
    property_id: "pine-property"
  },
  loginTitle: "Pinecone Cloud",
  loginSubtitle: "Canadian cloud, sustainably run",
  loginIntro: "Hydro-powered virtual machines and storage in Montreal.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
