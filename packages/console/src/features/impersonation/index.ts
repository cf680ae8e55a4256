// Acting as another account owner: the banner the shell shows, and the start and return actions.
export { ImpersonationBanner } from "./ImpersonationBanner";
export { useImpersonation } from "./useImpersonation";
