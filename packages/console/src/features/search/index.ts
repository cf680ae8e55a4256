export { SearchLauncher } from "./SearchLauncher";
