import { startConsole } from "@cloudconsole/console";
import { baobab } from "@cloudconsole/theme-baobab";

void startConsole(baobab);
