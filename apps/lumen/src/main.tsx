import { startConsole } from "@cloudconsole/console";
import { lumen } from "@cloudconsole/theme-lumen";

void startConsole(lumen);
