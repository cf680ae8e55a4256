import type { PlatformSettings } from "@cloudconsole/provider";
import { loginImageSvg } from "./loginImage";

/**
 * What Nimbus Data's platform serves as its UI configuration, over the mock's base one: loaded only when the console
 * runs on the embedded mock API (a real backend serves its own), and read by the e2e server and the mock API.
 */
export const platform: PlatformSettings = {
  siteName: "Nimbus Data",
  siteTheme: "nimbus",
  siteCurrency: "BRL",
  siteLocale: "pt-BR",
  siteCountry: "BR",
  siteLanguage: "pt",
  chatConfig: {
    type: "leadbooster",
    company_id: "nimbus-co",
    playbook_uuid: "nimbus-playbook"
  },
  loginTitle: "Nimbus Data",
  loginSubtitle: "Nuvem brasileira",
  loginIntro: "Máquinas virtuais, armazenamento e bancos de dados gerenciados.",
  loginIntroImg: `data:image/svg+xml,${encodeURIComponent(loginImageSvg)}`,
};
