import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig } from "vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { messageCataloguesPlugin, sourceResolution } from "@cloudconsole/vite-config";
import { providersPlugin } from "@cloudconsole/vite-config/providers";

/** The workspace whose themes/ the provider switch lists. */
const workspaceRoot = fileURLToPath(new URL("../../../", import.meta.url));

// One Storybook for the design system (packages/ui) and the console's screens.
const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../src/**/*.stories.tsx", "../../ui/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [messageCataloguesPlugin(), vanillaExtractPlugin(), providersPlugin(workspaceRoot)],
      ...sourceResolution,
      // One stylesheet for the whole Storybook: split CSS of components shared between story chunks was not
      // always loaded with the story that needed it.
      build: { cssCodeSplit: false },
    }),
};

export default config;
