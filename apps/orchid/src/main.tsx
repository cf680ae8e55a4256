import { startConsole } from "@cloudconsole/console";
import { orchid } from "@cloudconsole/theme-orchid";

void startConsole(orchid);
