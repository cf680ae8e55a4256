/**
 * What each third party the console can load needs in the Content-Security-Policy, per directive: the one list the
 * container's start script builds every brand's policy from (through the generated `csp/vendors.txt`) and the
 * deploy README's table is generated from (`pnpm --filter @cloudconsole/deploy generate`).
 *
 * A source naming `{param}` takes the integration's parameter: the tenant's domain for Auth0, the ingest host of the
 * DSN for Sentry, the origin for an API elsewhere. `img-src` already allows any `https:` image (logos and login
 * images come from the UI configuration), so vendors' image hosts are not listed. Only what the console itself
 * loads counts: a page the customer is sent to (link processors, a hosted payment page) needs nothing here.
 */

/** The directives a vendor may add sources to; the others stay as the config sets them. */
export const CSP_DIRECTIVES = ["script-src", "style-src", "font-src", "connect-src", "frame-src"] as const;
export type CspDirective = (typeof CSP_DIRECTIVES)[number];

export interface CspVendor {
  /** What it is, as the README names it. */
  label: string;
  /** When the console loads it: the provider's setting that turns it on. */
  when: string;
  /** The vendor's own CSP documentation the sources come from. */
  docs: string;
  /** The day the documentation was read. */
  read: string;
  sources: Partial<Record<CspDirective, readonly string[]>>;
  /** A page of the app the vendor frames, and who may frame it (every other page may be framed by no one). */
  framedPage?: { path: string; ancestors: readonly string[] };
}

const READ = "2026-12-06";

/**
 * Adyen Web in one environment: its secured fields and 3-D Secure are frames of that environment's checkout host; it
 * also fetches its translations from the environment's CDN and sends its checkout analytics (seen in the deploy
 * test's Chromium run).
 */
function adyen(environment: string, label: string, when: string) {
  return {
    label,
    when,
    docs: "https://docs.adyen.com/online-payments/script-security-compliance/manage-script-security",
    read: READ,
    sources: {
      "connect-src": [`https://checkoutshopper-${environment}.adyen.com`, `https://checkoutshopper-${environment}.cdn.adyen.com`, `https://checkoutanalytics-${environment}.adyen.com`],
      "frame-src": [`https://checkoutshopper-${environment}.adyen.com`],
    },
  } satisfies CspVendor;
}

export const CSP_VENDORS = {
  auth0: {
    label: "Auth0",
    when: "`authProvider: auth0`: embedded login calls the tenant (`auth0Domain`), silent renewal is a frame of it; the tenant frames the cross-origin verification page, which loads auth0-js from Auth0's CDN (AUTH0.md)",
    docs: "https://auth0.com/docs/authenticate/login/cross-origin-authentication",
    read: READ,
    sources: { "script-src": ["https://cdn.auth0.com"], "connect-src": ["https://{param}"], "frame-src": ["https://{param}"] },
    framedPage: { path: "/app/auth0-verify.html", ancestors: ["https://{param}"] },
  },
  sentry: {
    label: "Sentry",
    when: "a DSN (`CONSOLE_SENTRY_DSN`, or the theme's `reporting.sentryDsn`): reports go to its ingest host",
    docs: "https://docs.sentry.io/platforms/javascript/security-policy-reporting/",
    read: READ,
    sources: { "connect-src": ["https://{param}"] },
  },
  api: {
    label: "API on another origin",
    when: "`CONSOLE_API_ORIGIN`: the SDK's calls and its websocket go there instead of the page's own `/v1`",
    docs: "https://www.w3.org/TR/CSP3/#match-url-to-source-expression",
    read: READ,
    sources: { "connect-src": ["{param}"] },
  },
  tawk: {
    label: "tawk.to chat",
    when: "`chatConfig.type: tawk`",
    docs: "https://help.tawk.to/article/content-security-policy-csp",
    read: READ,
    sources: {
      "script-src": ["https://embed.tawk.to", "https://cdn.jsdelivr.net"],
      "style-src": ["'unsafe-inline'", "https://embed.tawk.to", "https://fonts.googleapis.com"],
      "font-src": ["https://embed.tawk.to", "https://fonts.gstatic.com"],
      "connect-src": ["https://*.tawk.to", "wss://*.tawk.to"],
      "frame-src": ["https://*.tawk.to"],
    },
  },
  intercom: {
    label: "Intercom chat",
    when: "`chatConfig.type: intercom`",
    docs: "https://www.intercom.com/help/en/articles/3894-using-intercom-with-content-security-policy",
    read: READ,
    sources: {
      "script-src": ["https://app.intercom.io", "https://widget.intercom.io", "https://js.intercomcdn.com"],
      "style-src": ["'unsafe-inline'"],
      "font-src": ["https://js.intercomcdn.com", "https://fonts.intercomcdn.com"],
      "connect-src": [
        "https://via.intercom.io",
        "https://api.intercom.io",
        "https://api-iam.intercom.io",
        "https://api-ping.intercom.io",
        "https://*.intercom-messenger.com",
        "wss://*.intercom-messenger.com",
        "https://nexus-websocket-a.intercom.io",
        "wss://nexus-websocket-a.intercom.io",
        "https://nexus-websocket-b.intercom.io",
        "wss://nexus-websocket-b.intercom.io",
        "https://uploads.intercomcdn.com",
        "https://uploads.intercomusercontent.com",
      ],
      "frame-src": ["https://intercom-sheets.com", "https://www.intercom-reporting.com"],
    },
  },
  leadbooster: {
    label: "Pipedrive LeadBooster chat",
    when: "`chatConfig.type: leadbooster`",
    docs: "https://support.pipedrive.com/en/article/leadbooster-chatbot-content-security-policy",
    read: READ,
    sources: {
      "script-src": ["https://leadbooster-chat.pipedrive.com"],
      "style-src": ["'unsafe-inline'"],
      "connect-src": ["https://leadbooster-chat.pipedrive.com", "wss://leadbooster-chat.pipedrive.com"],
      "frame-src": ["https://leadbooster-chat.pipedrive.com"],
    },
  },
  oncehub: {
    label: "OnceHub chat",
    when: "`chatConfig.type: oncehub`",
    docs: "https://help.oncehub.com/help/content-security-policy",
    read: READ,
    sources: {
      "script-src": ["https://cdn.oncehub.com"],
      "style-src": ["'unsafe-inline'", "https://cdn.oncehub.com"],
      "connect-src": ["https://*.oncehub.com"],
      "frame-src": ["https://*.oncehub.com"],
    },
  },
  qiscus: {
    label: "Qiscus Multichannel chat",
    when: "`chatConfig.type: qiscus`",
    docs: "https://documentation.qiscus.com/multichannel-customer-service/widget",
    read: READ,
    sources: {
      "script-src": ["https://s3-ap-southeast-1.amazonaws.com"],
      "style-src": ["'unsafe-inline'"],
      "connect-src": ["https://*.qiscus.com", "wss://*.qiscus.com"],
      "frame-src": ["https://*.qiscus.com"],
    },
  },
  botika: {
    label: "Botika chat",
    when: "`chatConfig.type: botika`",
    docs: "https://docs.botika.online/webchat",
    read: READ,
    sources: {
      "script-src": ["https://chat.botika.online"],
      "style-src": ["'unsafe-inline'", "https://chat.botika.online"],
      "connect-src": ["https://*.botika.online", "wss://*.botika.online"],
      "frame-src": ["https://chat.botika.online"],
    },
  },
  stripe: {
    label: "Stripe",
    when: "a processor keyword `stripe`, `stripe_creditcard` or `stripe_wallet`: Stripe.js, its card frames, 3-D Secure and the wallet sheet",
    docs: "https://docs.stripe.com/security/guide#content-security-policy",
    read: READ,
    sources: {
      "script-src": ["https://js.stripe.com", "https://*.js.stripe.com"],
      "connect-src": ["https://api.stripe.com"],
      "frame-src": ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
    },
  },
  omise: {
    label: "Omise",
    when: "a processor keyword `omise` or `omise_creditcard`: Omise.js and its card frame, tokenising with Omise's vault",
    docs: "https://docs.opn.ooo/omise-js",
    read: READ,
    sources: { "script-src": ["https://cdn.omise.co"], "connect-src": ["https://vault.omise.co", "https://api.omise.co"], "frame-src": ["https://cdn.omise.co"] },
  },
  "adyen-test": adyen("test", "Adyen (test key)", "an `adyen` card processor with a `test_` client key: its secured fields and 3-D Secure are frames of the test checkout host"),
  "adyen-live": adyen("live", "Adyen (live key, Europe)", "an `adyen` card processor with a `live_` client key whose `card/prehook` names no region (Adyen's live environment in Europe)"),
  // A live key outside Europe: the region comes from `card/prehook` at run time, so the operator names it
  // (`CONSOLE_INTEGRATIONS=adyen-live-us`, …); no build can tell.
  "adyen-live-us": adyen("live-us", "Adyen (live key, United States)", "`card/prehook` names `environment: live-us`"),
  "adyen-live-au": adyen("live-au", "Adyen (live key, Australia)", "`card/prehook` names `environment: live-au`"),
  "adyen-live-apse": adyen("live-apse", "Adyen (live key, Asia Pacific South East)", "`card/prehook` names `environment: live-apse`"),
  "adyen-live-in": adyen("live-in", "Adyen (live key, India)", "`card/prehook` names `environment: live-in`"),
  "adyen-live-nea": adyen("live-nea", "Adyen (live key, North East Asia)", "`card/prehook` names `environment: live-nea`"),
  paypal: {
    label: "PayPal",
    when: "a processor keyword starting `paypal`: PayPal's JavaScript SDK and its button frames",
    docs: "https://developer.paypal.com/sdk/js/best-practices/",
    read: READ,
    sources: {
      "script-src": ["https://*.paypal.com", "https://*.paypalobjects.com"],
      "style-src": ["https://*.paypal.com", "https://*.paypalobjects.com"],
      "connect-src": ["https://*.paypal.com", "https://*.paypalobjects.com"],
      "frame-src": ["https://*.paypal.com", "https://*.paypalobjects.com"],
    },
  },
} as const satisfies Record<string, CspVendor>;

export type CspVendorId = keyof typeof CSP_VENDORS;

/** The vendors whose sources take a parameter (`vendor:param` in an integration list). */
export function takesParam(vendor: CspVendor): boolean {
  return [...Object.values(vendor.sources), vendor.framedPage?.ancestors ?? []].some((sources) => sources.some((source) => source.includes("{param}")));
}
