// Signing in: the login screen shown at any address that needs a session, and the screen of an ended impersonation.
// Each is a chunk of its own: a visitor with a session never needs the login form's code (2.3 KB gzip on every signed-in
// screen otherwise); one without starts fetching it with the entry script (startConsole), beside the site configuration,
// while the login screen the build wrote into the page stands in. The signed-in console fetches it once idle, so
// logging out shows the form at once.
import { lazyScreen } from "../../app/lazyScreen";

export const LoginRoute = lazyScreen(() => import("./LoginRoute").then((module) => module.LoginRoute));
export const ImpersonationEndedScreen = lazyScreen(() => import("./impersonationEnded/ImpersonationEndedScreen").then((module) => module.ImpersonationEndedScreen));
