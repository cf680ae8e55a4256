import type { PlatformSettings } from "@cloudconsole/provider";

/** What Warren's platform sets over the mock's base configuration: nothing, the default configuration as it is. */
export const platform: PlatformSettings = {};
