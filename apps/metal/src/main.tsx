import { startConsole } from "@cloudconsole/console";
import { metal } from "@cloudconsole/theme-metal";

void startConsole(metal);
