import { startConsole } from "@cloudconsole/console";
import { glacier } from "@cloudconsole/theme-glacier";

void startConsole(glacier);
