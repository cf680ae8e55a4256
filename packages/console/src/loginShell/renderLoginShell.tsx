// Built into no bundle: an app's build runs this in Node to write its login screen into index.html, so the first
// paint needs no script. It renders the login screen itself, so the shell and the screen cannot drift apart.
import { renderToString } from "react-dom/server";
import type { ProviderDefinition } from "@cloudconsole/provider";
import type { UiConfig } from "@cloudconsole/sdk";
import { CONFIG_CACHE_TIME_MS } from "../config/constants";
import { savedUiConfigKey } from "../config/savedUiConfig";
import { showLoginIn } from "../features/login/loginCatalogue";
import { LoginScreen } from "../features/login/LoginScreen";
import { REMEMBERED_LANGUAGE_KEY } from "../i18n/browserLanguage";
import { COMPLETE_LANGUAGES, LANGUAGES, PSEUDO_LANGUAGE, SOURCE_LANGUAGE, type Language } from "../i18n/languages";
import { resolveLanguage } from "../i18n/resolveLanguage";
import { SHELL_SUBMITTED_ATTRIBUTE, SHELL_TEXT_FIELDS, shellToken, type ShellTextField } from "./shellFields";

/** An app's login shell: the markup, a template with stand-ins for the saved texts, and the theme's classes. */
export interface LoginShell {
  /** The login screen before the site configuration is known: the provider's logo, the headings and the form. */
  html: string;
  /** The same screen with every text field as its `shellToken`, for a visitor whose configuration is saved. */
  template: string;
  /** What a field absent from the saved configuration shows instead; a field without one is left out. */
  fallbacks: Partial<Record<ShellTextField, string>>;
  /** Each field's stand-in in `template`. */
  tokens: Record<ShellTextField, string>;
  /** The provider's theme class of each colour scheme, put on <html> before the first paint. */
  themeClass: { light: string; dark: string };
  /** Where the console keeps the site configuration across reloads (a key per API), and for how long it holds. */
  savedConfig: { keyPrefix: string; maxAgeMs: number };
  /** The attribute marking a form sent before the console took over, which the console then sends again. */
  submittedAttribute: string;
  /**
   * The language the shell is written in, and what the first script needs to tell whether the console would open the
   * login screen in it for this visitor (the console's own rule: the language picked on this browser, else the site's,
   * else the browser's): where it would not, the shell is hidden, as a screen that changes language is worse than none.
   */
  languages: {
    shell: Language;
    /** The site's language as the provider's platform gives it; a saved site configuration's wins in the browser. */
    site: string | null;
    source: Language;
    pseudo: Language;
    /** Every language a visitor may pick, and those the site's or the browser's language is followed into. */
    all: readonly Language[];
    complete: readonly Language[];
    rememberedKey: string;
  };
}

const ignore = () => undefined;

/**
 * React's inline script that replays a form submitted before hydration: the shell is never hydrated, and the policy
 * (`script-src 'self'`) refuses inline scripts. The form keeps React's `javascript:` action, which the policy and a
 * browser without scripts both refuse, so a key typed into the shell is never sent in an address.
 */
const INLINE_SCRIPT = /<script>[\s\S]*?<\/script>/g;

/**
 * The login screen as a signed-out visitor first sees it, with the deployment's defaults of a built bundle (no mock
 * API switch) and the configuration's fields from `config`; its logo and name fall back to the provider's, as the
 * login route does.
 */
function renderLoginScreen(provider: ProviderDefinition, config: UiConfig): string {
  const html = renderToString(
    <LoginScreen
      config={config}
      logoUrl={provider.logoUrl}
      siteName={config.siteName || provider.name}
      welcomeText={provider.welcomeText}
      mockApiOffered={false}
      mockApiEnabled={false}
      onMockApiChange={ignore}
      onApiKeyLogin={ignore}
    />,
  );
  return html.replace(INLINE_SCRIPT, "");
}

/**
 * The login shell of `provider`, as its build writes it into index.html and the page's first script: in the language
 * a first visitor's console opens the login screen in, from the site's language in the provider's platform settings
 * (its catalogue loaded before rendering).
 */
export async function renderLoginShell(provider: ProviderDefinition): Promise<LoginShell> {
  const tokens = Object.fromEntries(SHELL_TEXT_FIELDS.map((field) => [field, shellToken(field)])) as Record<ShellTextField, string>;
  const site = (await provider.loadPlatform?.())?.siteLanguage ?? null;
  const language = resolveLanguage({ site });
  await showLoginIn(language);
  return {
    html: renderLoginScreen(provider, {} as UiConfig),
    template: renderLoginScreen(provider, tokens as UiConfig),
    tokens,
    fallbacks: { loginLogoImg: provider.logoUrl, siteName: provider.name },
    themeClass: { light: provider.themeClass.light, dark: provider.themeClass.dark },
    savedConfig: { keyPrefix: savedUiConfigKey(""), maxAgeMs: CONFIG_CACHE_TIME_MS },
    submittedAttribute: SHELL_SUBMITTED_ATTRIBUTE,
    languages: {
      shell: language,
      site,
      source: SOURCE_LANGUAGE,
      pseudo: PSEUDO_LANGUAGE,
      all: LANGUAGES.map((entry) => entry.code),
      complete: COMPLETE_LANGUAGES,
      rememberedKey: REMEMBERED_LANGUAGE_KEY,
    },
  };
}
