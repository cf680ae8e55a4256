// The module that @cloudconsole/vite-config/providers' Vite plugin serves: every theme's ProviderDefinition.
declare module "virtual:cloudconsole/providers" {
  import type { ProviderDefinition } from "@cloudconsole/ui/theme";
  export const providers: ProviderDefinition[];
}
