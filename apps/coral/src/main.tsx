import { startConsole } from "@cloudconsole/console";
import { coral } from "@cloudconsole/theme-coral";

void startConsole(coral);
