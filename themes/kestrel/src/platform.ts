import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Kestrel IaaS's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Kestrel IaaS",
  siteTheme: "kestrel",
  siteCurrency: "USD",
  siteLocale: "en-US",
  siteCountry: "US",
  servicesEnabled: false,
  kubernetesEnabled: false,
  storageEnabled: false,
  chatConfig: {
    type: "botika",
    botika_client_key: "kestrel-key"
  },
  loginTitle: "Kestrel IaaS",
  loginSubtitle: "Fast virtual machines and bare metal",
  loginIntro: "Compute only: virtual machines and dedicated servers.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
