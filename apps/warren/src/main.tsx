import { startConsole } from "@cloudconsole/console";
import { warren } from "@cloudconsole/theme-warren";

void startConsole(warren);
