import { Card, DescriptionList, RadioGroup, TextLink } from "@cloudconsole/ui";
import type { UiConfig } from "@cloudconsole/sdk";
import { useColorScheme, type ColorSchemePreference } from "../../app/colorScheme";
import { useUiConfig } from "../../config/ConfigLayout";
import { useT } from "../../i18n";
import { profileMessages, type ProfileT } from "./messages";

/** Auto, light or dark, remembered in this browser (the same choice as the header's switch). */
export function ColorSchemeCard() {
  const { preference, setPreference } = useColorScheme();
  const t = useT(profileMessages);
  const schemes: { value: ColorSchemePreference; label: string; description: string }[] = [
    { value: "auto", label: t("scheme.auto"), description: t("scheme.autoDescription") },
    { value: "light", label: t("scheme.light"), description: t("scheme.lightDescription") },
    { value: "dark", label: t("scheme.dark"), description: t("scheme.darkDescription") },
  ];
  return (
    <Card title={t("appearance.title")} stack>
      <RadioGroup
        label={t("appearance.scheme")}
        variant="inline"
        options={schemes}
        value={preference}
        onValueChange={(value) => setPreference(value as ColorSchemePreference)}
      />
    </Card>
  );
}

/** The provider's links that are configured, in a fixed order. */
export function providerLinks(config: UiConfig, t: ProfileT) {
  const mail = (address: string | undefined) => (address ? <TextLink href={`mailto:${address}`}>{address}</TextLink> : undefined);
  const web = (url: string | undefined, text: string) =>
    url ? (
      <TextLink href={url} external>
        {text}
      </TextLink>
    ) : undefined;
  return [
    { term: t("help.support"), description: web(config.supportUrl, t("help.helpCentre")) },
    { term: t("help.supportEmail"), description: mail(config.supportEmail) },
    { term: t("help.billingEmail"), description: mail(config.billingEmail) },
    { term: t("help.apiDocs"), description: web(config.apiDocUrl, t("help.apiReference")) },
    { term: t("help.terms"), description: web(config.termsUrl?.url, t("help.terms")) },
  ].filter((item) => item.description !== undefined);
}

/** Where to get help from the provider: support, billing e-mail, the API documentation and the terms. */
export function HelpCard() {
  const t = useT(profileMessages);
  const links = providerLinks(useUiConfig(), t);
  if (links.length === 0) return null;
  return (
    <Card title={t("help.title")} stack>
      <DescriptionList items={links} />
    </Card>
  );
}
