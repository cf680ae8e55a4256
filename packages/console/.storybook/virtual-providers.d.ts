// The module that @cloudconsole/vite-config/providers' Vite plugin serves: every theme's ProviderDefinition.
declare module "virtual:cloudconsole/providers" {
  import type { ProviderDefinition } from "@cloudconsole/provider";
  export const providers: ProviderDefinition[];
}
