import { startConsole } from "@cloudconsole/console";
import { quartz } from "@cloudconsole/theme-quartz";

void startConsole(quartz);
