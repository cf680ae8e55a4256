// The runtime configuration file the console reads at start (`/app/config.json`, beside index.html). A deployment
// writes it where it runs (tooling/deploy); a build only asks for it early, and the dev server writes it from the
// CONSOLE_* variables, which exist for development only: the built bundle is the same for every deployment.

/** The file's name, beside index.html. */
export const RUNTIME_CONFIG_FILE = "config.json";

/**
 * The environment variable of each field of the file, the same in development and in the container's start script
 * (tooling/deploy/docker-entrypoint.d/40-console-config.sh, whose test checks the two agree).
 */
export const CONFIG_VARIABLES = {
  apiOrigin: "CONSOLE_API_ORIGIN",
  apiPrefix: "CONSOLE_API_PREFIX",
  wireEncoding: "CONSOLE_WIRE_ENCODING",
  sentryDsn: "CONSOLE_SENTRY_DSN",
  sentryEnvironment: "CONSOLE_SENTRY_ENVIRONMENT",
  internalEmailDomains: "CONSOLE_INTERNAL_EMAIL_DOMAINS",
  testDomain: "CONSOLE_TEST_DOMAIN",
  mockApi: "CONSOLE_MOCK_API",
  provider: "CONSOLE_PROVIDER",
  pseudoLanguage: "CONSOLE_PSEUDO_LANGUAGE",
};

/** The fields that are true or false in the file, written `true` or `false` in their variable. */
const FLAGS = new Set(["pseudoLanguage"]);

/** A variable's value as its field holds it (a flag's other words are left as they are, for the check to refuse). */
function fieldValue(field, value) {
  if (field === "internalEmailDomains") return value.split(/[\s,]+/).filter(Boolean);
  if (FLAGS.has(field) && (value === "true" || value === "false")) return value === "true";
  return value;
}

/**
 * The file's fields from environment variables: a variable that is unset or empty leaves its field out (the build's
 * default, or the theme's for reporting); the internal e-mail domains are a list separated by spaces or commas, and
 * the pseudo-language's variable says `true` or `false`.
 */
export function configFromEnvironment(env) {
  const config = {};
  for (const [field, variable] of Object.entries(CONFIG_VARIABLES)) {
    const value = env[variable];
    if (!value) continue;
    config[field] = fieldValue(field, value);
  }
  return config;
}

/**
 * Every build asks for the file first thing (a preload hint, fetched the way the console's fetch asks for it), so it
 * downloads alongside the bundle instead of after it has run, and nothing waits for it before the first paint. The
 * dev server serves one written from the environment, with the embedded mock API on unless CONSOLE_MOCK_API says.
 */
export function runtimeConfigPlugin(base) {
  const path = `${base}${RUNTIME_CONFIG_FILE}`;
  return {
    name: "cloudconsole:runtime-config",
    transformIndexHtml: () => [{ tag: "link", attrs: { rel: "preload", href: path, as: "fetch", crossorigin: "anonymous" }, injectTo: "head-prepend" }],
    configureServer(server) {
      server.middlewares.use(path, (_req, res) => {
        res.setHeader("Content-Type", "application/json");
        res.setHeader("Cache-Control", "no-cache");
        res.end(JSON.stringify({ mockApi: "default", ...configFromEnvironment(process.env) }));
      });
    },
  };
}
