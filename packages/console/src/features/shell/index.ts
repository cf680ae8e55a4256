export { AppShell } from "./AppShell";
