import { startConsole } from "@cloudconsole/console";
import { indigo } from "@cloudconsole/theme-indigo";

void startConsole(indigo);
