import { startConsole } from "@cloudconsole/console";
import { ridge } from "@cloudconsole/theme-ridge";

void startConsole(ridge);
