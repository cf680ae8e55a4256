import { startConsole } from "@cloudconsole/console";
import { ember } from "@cloudconsole/theme-ember";

void startConsole(ember);
