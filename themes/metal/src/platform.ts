import type { PlatformSettings } from "@cloudconsole/provider";

/** What Metal's platform sets over the mock's base configuration: nothing, the metal configuration as it is: bare metal only. */
export const platform: PlatformSettings = {};
