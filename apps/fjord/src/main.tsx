import { startConsole } from "@cloudconsole/console";
import { fjord } from "@cloudconsole/theme-fjord";

void startConsole(fjord);
