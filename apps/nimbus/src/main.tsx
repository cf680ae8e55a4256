import { startConsole } from "@cloudconsole/console";
import { nimbus } from "@cloudconsole/theme-nimbus";

void startConsole(nimbus);
