import { startConsole } from "@cloudconsole/console";
import { mistral } from "@cloudconsole/theme-mistral";

void startConsole(mistral);
