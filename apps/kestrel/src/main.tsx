import { startConsole } from "@cloudconsole/console";
import { kestrel } from "@cloudconsole/theme-kestrel";

void startConsole(kestrel);
