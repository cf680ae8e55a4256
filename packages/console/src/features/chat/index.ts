// The provider's support chat, shown in the signed-in shell when the site configures one.
export { ChatWidget } from "./ChatWidget";
