import { startConsole } from "@cloudconsole/console";
import { pinecone } from "@cloudconsole/theme-pinecone";

void startConsole(pinecone);
