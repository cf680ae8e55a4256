import { Card, DescriptionList, RadioGroup, TextLink } from "@cloudconsole/ui";
import type { UiConfig } from "@cloudconsole/sdk";
import { useColorScheme, type ColorSchemePreference } from "../../app/colorScheme";
import { useUiConfig } from "../../config/ConfigLayout";

const SCHEMES: { value: ColorSchemePreference; label: string; description: string }[] = [
  { value: "auto", label: "Auto", description: "Follows your system's light or dark setting" },
  { value: "light", label: "Light", description: "Always light" },
  { value: "dark", label: "Dark", description: "Always dark" },
];

/** Auto, light or dark, remembered in this browser (the same choice as the header's switch). */
export function ColorSchemeCard() {
  const { preference, setPreference } = useColorScheme();
  return (
    <Card title="Appearance" stack>
      <RadioGroup
        label="Colour scheme"
        variant="inline"
        options={SCHEMES}
        value={preference}
        onValueChange={(value) => setPreference(value as ColorSchemePreference)}
      />
    </Card>
  );
}

/** The provider's links that are configured, in a fixed order. */
export function providerLinks(config: UiConfig) {
  const mail = (address: string | undefined) => (address ? <TextLink href={`mailto:${address}`}>{address}</TextLink> : undefined);
  const web = (url: string | undefined, text: string) =>
    url ? (
      <TextLink href={url} external>
        {text}
      </TextLink>
    ) : undefined;
  return [
    { term: "Support", description: web(config.supportUrl, "Help centre") },
    { term: "Support e-mail", description: mail(config.supportEmail) },
    { term: "Billing e-mail", description: mail(config.billingEmail) },
    { term: "API documentation", description: web(config.apiDocUrl, "API reference") },
    { term: "Terms of service", description: web(config.termsUrl?.url, "Terms of service") },
  ].filter((item) => item.description !== undefined);
}

/** Where to get help from the provider: support, billing e-mail, the API documentation and the terms. */
export function HelpCard() {
  const links = providerLinks(useUiConfig());
  if (links.length === 0) return null;
  return (
    <Card title="Help and documentation" stack>
      <DescriptionList items={links} />
    </Card>
  );
}
