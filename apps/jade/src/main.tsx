import { startConsole } from "@cloudconsole/console";
import { jade } from "@cloudconsole/theme-jade";

void startConsole(jade);
