import { startConsole } from "@cloudconsole/console";
import { aurora } from "@cloudconsole/theme-aurora";

void startConsole(aurora);
