export { SearchLauncher } from "./launcher/SearchLauncher";
