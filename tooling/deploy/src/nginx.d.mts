/** Where the deploy test finds nginx: NGINX_PATH, or Debian's /usr/sbin/nginx. */
export declare const NGINX_PATH: string;
/** GNU envsubst, which the nginx image's entrypoint renders the config template with. */
export declare const ENVSUBST_PATH: string;
/** Installs Debian's nginx when it is missing (as root, or through sudo); returns why it could not, or undefined. */
export declare function ensureNginx(): string | undefined;
/** Installs Debian's gettext-base (envsubst) when it is missing; returns why it could not, or undefined. */
export declare function ensureEnvsubst(): string | undefined;
/** OpenSSL, which makes the certificate of the deploy test's vendor doubles. */
export declare const OPENSSL_PATH: string;
/** Installs Debian's openssl when it is missing; returns why it could not, or undefined. */
export declare function ensureOpenssl(): string | undefined;
