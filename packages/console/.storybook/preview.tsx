import { useEffect, type ReactNode } from "react";
import type { Decorator, Preview } from "@storybook/react-vite";
import { isLanguage, LANGUAGES, PSEUDO_LANGUAGE, setLanguage, SOURCE_LANGUAGE, type Language } from "../src/i18n";
import { StoryProviders } from "../src/testing/StoryProviders";
import { defaultStoryProvider, storyProviders } from "./providers";

const withProviderTheme: Decorator = (Story, context) => {
  const provider = (typeof context.globals.provider === "string" ? storyProviders[context.globals.provider] : undefined) ?? defaultStoryProvider;
  const scheme = context.globals.scheme === "dark" ? "dark" : "light";
  return (
    <StoryProviders provider={provider} scheme={scheme} route={typeof context.parameters.route === "string" ? context.parameters.route : "/"}>
      <Story />
    </StoryProviders>
  );
};

/** The story in the toolbar's language: only that language's catalogues load, and the story re-renders in it. */
const withLanguage: Decorator = (Story, context) => {
  const chosen = typeof context.globals.language === "string" ? context.globals.language : SOURCE_LANGUAGE;
  return (
    <InLanguage language={isLanguage(chosen, { pseudo: true }) ? chosen : SOURCE_LANGUAGE}>
      <Story />
    </InLanguage>
  );
};

function InLanguage({ language, children }: { language: Language; children: ReactNode }) {
  useEffect(() => void setLanguage(language), [language]);
  return children;
}

const preview: Preview = {
  decorators: [withLanguage, withProviderTheme],
  globalTypes: {
    provider: {
      description: "Provider theme",
      toolbar: { title: "Provider", icon: "paintbrush", items: Object.keys(storyProviders), dynamicTitle: true },
    },
    scheme: {
      description: "Colour scheme",
      toolbar: { title: "Scheme", icon: "mirror", items: ["light", "dark"], dynamicTitle: true },
    },
    language: {
      description: "Language (en-XA: the pseudo-language, accented and 40 % longer)",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [...LANGUAGES.map(({ code, name }) => ({ value: code, title: name })), { value: PSEUDO_LANGUAGE, title: "Pseudo (en-XA)" }],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { provider: defaultStoryProvider.id, scheme: "light", language: SOURCE_LANGUAGE },
  parameters: {
    layout: "fullscreen",
    a11y: { test: "error" },
  },
};

export default preview;
