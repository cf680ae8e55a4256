import { startConsole } from "@cloudconsole/console";
import { dune } from "@cloudconsole/theme-dune";

void startConsole(dune);
