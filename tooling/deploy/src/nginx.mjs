// The deploy test serves a built app with Debian's nginx and checks the config template against GNU envsubst, never
// tools a test downloads; `pnpm test` installs them when they are missing.
import { ensureDebianPackage } from "../../scripts/src/debian.mjs";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** GNU envsubst, which the nginx image's entrypoint renders the config template with. */
export const ENVSUBST_PATH = "/usr/bin/envsubst";

/** Installs Debian's `nginx` when it is missing; returns why it could not, or undefined when it is there. */
export function ensureNginx() {
  return ensureDebianPackage({ path: NGINX_PATH, pkg: "nginx", purpose: "the deploy test" });
}

/** OpenSSL, which makes the certificate of the deploy test's vendor doubles (HTTPS at the vendors' own host names). */
export const OPENSSL_PATH = "/usr/bin/openssl";

/** Installs Debian's `openssl` when it is missing; returns why it could not, or undefined. */
export function ensureOpenssl() {
  return ensureDebianPackage({ path: OPENSSL_PATH, pkg: "openssl", purpose: "the deploy test's vendor doubles" });
}

/** Installs Debian's `gettext-base` (envsubst) when it is missing; returns why it could not, or undefined. */
export function ensureEnvsubst() {
  return ensureDebianPackage({ path: ENVSUBST_PATH, pkg: "gettext-base", purpose: "the deploy test's config template check" });
}
