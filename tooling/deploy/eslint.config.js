export { base as default } from "@cloudconsole/eslint-config";
