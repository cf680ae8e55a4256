/** The four states of the login flow: the form, forgot password, and waiting for either confirmation email. */
export type LoginFlowState = "login_signup" | "forgot_password" | "waiting_signup_confirmation" | "waiting_forgot_confirmation";

export type LoginMode = "login" | "signup";

export type LoginFlowEvent =
  | { type: "forgotPassword" }
  | { type: "back" }
  | { type: "forgotPasswordSent"; email: string }
  | { type: "signedUp"; email: string; emailVerified: boolean };

export interface LoginFlow {
  state: LoginFlowState;
  /** The email the waiting screens talk about. */
  email?: string;
}

/** Transitions of the login flow: pure, so every path is testable from a table. */
export function nextLoginFlow(flow: LoginFlow, event: LoginFlowEvent): LoginFlow {
  switch (event.type) {
    case "forgotPassword":
      return flow.state === "login_signup" ? { state: "forgot_password" } : flow;
    case "back":
      return { state: "login_signup" };
    case "forgotPasswordSent":
      return flow.state === "forgot_password" ? { state: "waiting_forgot_confirmation", email: event.email } : flow;
    case "signedUp":
      // An already verified email needs no confirmation: stay on the login form.
      return event.emailVerified ? { state: "login_signup" } : { state: "waiting_signup_confirmation", email: event.email };
  }
}
