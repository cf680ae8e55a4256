import { startConsole } from "@cloudconsole/console";
import { harbor } from "@cloudconsole/theme-harbor";

void startConsole(harbor);
