export { react as default } from "@cloudconsole/eslint-config";
