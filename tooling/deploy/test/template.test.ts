import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIG_TEMPLATE, DOCKERFILE, dockerfileEnv, envsubstTemplate, renderConsoleConfig } from "../src/template";

describe("the config template", () => {
  it("fills the filtered variables the environment defines and leaves every other $ alone, as the nginx image does", () => {
    const template = "listen ${CONSOLE_LISTEN}; root $CONSOLE_ROOT; host $host; uri ${uri}; later ${CONSOLE_UNSET}; $HOME";
    expect(envsubstTemplate(template, { NGINX_ENVSUBST_FILTER: "CONSOLE_", CONSOLE_LISTEN: "8080", CONSOLE_ROOT: "/srv", HOME: "/root" })).toBe(
      "listen 8080; root /srv; host $host; uri ${uri}; later ${CONSOLE_UNSET}; $HOME",
    );
    // Without a filter every defined variable counts (the image's default).
    expect(envsubstTemplate("$HOME ${host}", { HOME: "/root" })).toBe("/root ${host}");
  });

  it("renders the config exactly as GNU envsubst does with the image's variable list", () => {
    const env = { ...dockerfileEnv(), CONSOLE_API_UPSTREAM: "http://api.internal:8080", CONSOLE_CSP_CONNECT_SRC: "https://example.eu.auth0.com" };
    // The image's entrypoint: envsubst "$(printf '${%s} ' <names of the variables matching the filter>)".
    const names = Object.keys(env).filter((name) => /CONSOLE_/.test(name));
    const gnu = spawnSync("/usr/bin/envsubst", [names.map((name) => `\${${name}}`).join(" ")], { input: readFileSync(CONFIG_TEMPLATE), env, encoding: "utf8" });
    expect(gnu.error, "GNU envsubst is missing: `pnpm test` installs Debian's gettext-base; by hand: apt-get install -y gettext-base").toBeUndefined();
    expect(gnu.status).toBe(0);
    expect(renderConsoleConfig(env)).toBe(gnu.stdout);
  });

  it("takes the container's defaults from the Dockerfile: every placeholder but the backend has one", () => {
    const env = dockerfileEnv();
    expect(env).toMatchObject({ NGINX_ENVSUBST_FILTER: "CONSOLE_", CONSOLE_LISTEN: "8080", CONSOLE_WEB_ROOT: "/usr/share/nginx/html", CONSOLE_CSP_SCRIPT_SRC: "" });
    const placeholders = new Set(readFileSync(CONFIG_TEMPLATE, "utf8").match(/\$\{CONSOLE_\w+\}/g)?.map((name) => name.slice(2, -1)));
    expect([...placeholders].filter((name) => !(name in env))).toEqual(["CONSOLE_API_UPSTREAM"]);
    expect(renderConsoleConfig({ CONSOLE_API_UPSTREAM: "http://api.internal:8080" })).not.toMatch(/\$\{?CONSOLE_\w+/);
  });

  it("puts a provider's hosts into the Content-Security-Policy", () => {
    const config = renderConsoleConfig({
      CONSOLE_API_UPSTREAM: "http://api.internal:8080",
      CONSOLE_CSP_SCRIPT_SRC: "https://www.paypal.com",
      CONSOLE_CSP_CONNECT_SRC: "https://example.eu.auth0.com https://www.paypal.com",
      CONSOLE_CSP_FRAME_SRC: "https://www.paypal.com",
    });
    expect(config).toContain("script-src 'self' https://www.paypal.com;");
    expect(config).toContain("connect-src 'self' https://example.eu.auth0.com https://www.paypal.com;");
    expect(config).toContain("frame-src 'self' https://www.paypal.com;");
    expect(config).toContain("proxy_pass http://api.internal:8080;");
  });

  it("keeps source maps out of the image: they stay in the build stage, out of the folder the image serves", () => {
    const dockerfile = readFileSync(DOCKERFILE, "utf8");
    const serveStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    const buildStage = dockerfile.slice(0, dockerfile.lastIndexOf("\nFROM "));
    // The build step moves every map out of dist/ before anything copies it; the image takes dist/ only.
    expect(buildStage).toMatch(/cd "apps\/\$\{PROVIDER\}\/dist"[^]*find \. -name '\*\.map' -exec cp --parents \{\} \/repo\/sourcemaps\/ \\; -delete/);
    expect(serveStage.match(/^COPY .*$/gm)).toEqual([
      "COPY tooling/deploy/nginx/console.conf /etc/nginx/templates/console.conf.template",
      "COPY --chmod=755 tooling/deploy/docker-entrypoint.d/40-console-config.sh /docker-entrypoint.d/40-console-config.sh",
      "COPY --from=build /repo/apps/${PROVIDER}/dist /usr/share/nginx/html/app",
    ]);
  });
});
