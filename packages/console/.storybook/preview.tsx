import type { Decorator, Preview } from "@storybook/react-vite";
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

const preview: Preview = {
  decorators: [withProviderTheme],
  globalTypes: {
    provider: {
      description: "Provider theme",
      toolbar: { title: "Provider", icon: "paintbrush", items: Object.keys(storyProviders), dynamicTitle: true },
    },
    scheme: {
      description: "Colour scheme",
      toolbar: { title: "Scheme", icon: "mirror", items: ["light", "dark"], dynamicTitle: true },
    },
  },
  initialGlobals: { provider: defaultStoryProvider.id, scheme: "light" },
  parameters: {
    layout: "fullscreen",
    a11y: { test: "error" },
  },
};

export default preview;
