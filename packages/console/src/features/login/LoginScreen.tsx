import { useState } from "react";
import { Button, Heading, Inline, Notice, Spinner, Stack, TextLink } from "@cloudconsole/ui";
import type { UiConfig } from "@cloudconsole/sdk";
import { identityProviderSettings } from "../auth";
import { ApiKeyForm } from "./ApiKeyForm";
import { LoginCopy } from "./LoginCopy";
import { LoginLanguageSwitch } from "./LoginLanguageSwitch";
import { useLoginT } from "./loginCatalogue";
import { loginMessages } from "./messages";
import { useIdentityProviderForms } from "./loadIdentityProviderForms";
import { nextLoginFlow, type LoginFlow, type LoginFlowEvent, type LoginMode } from "./loginFlow";
import * as styles from "./LoginScreen.css";

export interface LoginScreenProps {
  config: UiConfig;
  logoUrl: string;
  siteName: string;
  welcomeText?: string;
  /** Whether the deployment lets visitors use the embedded mock API: without it there is no switch. */
  mockApiOffered: boolean;
  mockApiEnabled: boolean;
  onMockApiChange: (enabled: boolean) => void;
  /** Checks the key (with an email, that it is that account's) and signs in; a thrown error is shown on the field it concerns. */
  onApiKeyLogin: (apikey: string, email?: string) => void | Promise<void>;
  /** Why the visitor is here again (their session ended), shown above the form. */
  notice?: string;
  /** The post-sign-up handler: runs once the identity provider has created the account. */
  onSignedUp?: (result: { email: string; emailVerified: boolean }) => void;
  /** Where the identity provider sends the visitor back to after signing in (relative to the console's base path). */
  returnPath?: string;
  /** Start somewhere other than the login form (stories, tests). */
  initialFlow?: LoginFlow;
  initialMode?: LoginMode;
}

/** Stands for the terms link in the sign-up sentence. */
const LINK_MARK = "\u0000";

/** Log in / sign up: the intro panel from configuration beside the forms of the current flow state. */
export function LoginScreen({
  config,
  logoUrl,
  siteName,
  welcomeText,
  mockApiOffered,
  mockApiEnabled,
  onMockApiChange,
  onApiKeyLogin,
  onSignedUp,
  notice,
  returnPath = "/",
  initialFlow = { state: "login_signup" },
  initialMode = "login",
}: LoginScreenProps) {
  const [flow, setFlow] = useState<LoginFlow>(initialFlow);
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const settings = identityProviderSettings(config);
  // The identity provider's forms load only where the site has one: a site that signs in with API keys never fetches them.
  const forms = useIdentityProviderForms(Boolean(settings));
  // With a fake identity provider the API key form is all there is; otherwise it hides behind 'more'.
  const [showApiKey, setShowApiKey] = useState(!settings);
  const dispatch = (event: LoginFlowEvent) => setFlow((current) => nextLoginFlow(current, event));
  const isLogin = mode === "login";
  const t = useLoginT(loginMessages);
  // The terms sentence is one message; the link goes where the translation puts it.
  const [beforeTerms, afterTerms] = t("terms", { terms: LINK_MARK }).split(LINK_MARK);

  return (
    <div className={styles.layout}>
      <aside className={styles.intro} aria-label={t("about")}>
        {config.loginIntroImg && <img className={styles.introImage} src={config.loginIntroImg} alt="" />}
        {config.loginTitle && <p className={styles.introTitle}>{config.loginTitle}</p>}
        {config.loginSubtitle && <p className={styles.introSubtitle}>{config.loginSubtitle}</p>}
        {config.loginIntro && <p className={styles.text}>{config.loginIntro}</p>}
        {config.isoCertificates?.length ? (
          <Inline as="ul" gap="sm" aria-label={t("certificates")}>
            {config.isoCertificates.map((certificate) => (
              <li key={certificate.url}>
                <a href={certificate.url} target="_blank" rel="noreferrer">
                  <img src={certificate.image} alt={t("certificateAlt")} height={48} />
                </a>
              </li>
            ))}
          </Inline>
        ) : null}
      </aside>
      <main className={styles.panel}>
        {(config.loginLogoImg || logoUrl) && <img className={styles.logo} src={config.loginLogoImg || logoUrl} alt={siteName} />}
        {/* The provider's login copy: before the form, inside it under the heading, and after it. */}
        <LoginCopy html={config.loginFormBefore} />
        {settings && !forms && <Spinner label={t("loadingSignIn")} />}
        {flow.state === "forgot_password" && settings && forms && (
          <forms.ForgotPasswordForm settings={settings} onSent={(email) => dispatch({ type: "forgotPasswordSent", email })} onBack={() => dispatch({ type: "back" })} />
        )}
        {(flow.state === "waiting_signup_confirmation" || flow.state === "waiting_forgot_confirmation") && forms && (
          <forms.ConfirmEmailNotice
            email={flow.email ?? ""}
            reason={flow.state === "waiting_signup_confirmation" ? "signup" : "forgot"}
            onBack={() => dispatch({ type: "back" })}
          />
        )}
        {(flow.state === "login_signup" || !settings) && (!settings || forms) && (
          <Stack className={styles.form}>
            <Heading level={1}>{isLogin ? t("heading.login") : t("heading.signup")}</Heading>
            {notice && <Notice tone="primary">{notice}</Notice>}
            {welcomeText && <p className={styles.text}>{welcomeText}</p>}
            <LoginCopy html={config.loginFormInner} />
            {settings && forms && (
              <forms.CredentialsForm
                mode={mode}
                settings={settings}
                returnPath={returnPath}
                onSignedUp={(result) => {
                  onSignedUp?.(result);
                  dispatch({ type: "signedUp", ...result });
                }}
              />
            )}
            {showApiKey && <ApiKeyForm mockApiOffered={mockApiOffered} mockApiEnabled={mockApiEnabled} onMockApiChange={onMockApiChange} onLogin={onApiKeyLogin} />}
            {settings && (
              <Inline justify="between" gap="xs">
                <Button variant="ghost" size="sm" aria-expanded={showApiKey} onClick={() => setShowApiKey((shown) => !shown)}>
                  {t("more")}
                </Button>
                {isLogin && (
                  <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "forgotPassword" })}>
                    {t("forgotPassword")}
                  </Button>
                )}
                <Button variant="ghost" size="sm" onClick={() => setMode(isLogin ? "signup" : "login")}>
                  {isLogin ? t("createAccount") : t("logIn")}
                </Button>
              </Inline>
            )}
            {!isLogin && config.termsUrl?.url && (
              <p className={styles.text}>
                {beforeTerms}
                <TextLink href={config.termsUrl.url} target="_blank" rel="noreferrer">
                  {t("terms.link")}
                </TextLink>
                {afterTerms}
              </p>
            )}
          </Stack>
        )}
        <LoginCopy html={config.loginForm} />
        <LoginLanguageSwitch />
      </main>
    </div>
  );
}
