import { warren } from "@cloudconsole/theme-warren";
import { metal } from "@cloudconsole/theme-metal";

/** Every provider theme, for the toolbar switch. */
export const storyProviders = { warren, metal };
