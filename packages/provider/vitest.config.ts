import { defineTestConfig } from "@cloudconsole/vite-config/vitest";

// The themes' modules are read as the build reads them: the theme contract's `.css.ts` needs vanilla-extract.
export default defineTestConfig({ dom: true });
