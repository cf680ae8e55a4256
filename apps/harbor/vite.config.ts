import { defineProviderApp } from "@cloudconsole/vite-config";

export default defineProviderApp(import.meta.url);
