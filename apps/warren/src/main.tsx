import { startConsole } from "@cloudconsole/console";
import { warren } from "@cloudconsole/theme-warren";

startConsole(warren);
