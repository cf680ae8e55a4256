export { startConsole } from "./startConsole";
export { ConsoleApp, ConsoleProviders } from "./app/ConsoleApp";
