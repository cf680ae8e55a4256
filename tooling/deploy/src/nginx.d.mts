/** Where the deploy test finds nginx: NGINX_PATH, or Debian's /usr/sbin/nginx. */
export declare const NGINX_PATH: string;
/** Installs Debian's nginx when it is missing (as root, or through sudo); only says how when that fails. */
export declare function ensureNginx(): void;
