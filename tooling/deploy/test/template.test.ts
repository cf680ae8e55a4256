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
    expect(env).toMatchObject({ NGINX_ENVSUBST_FILTER: "CONSOLE_", CONSOLE_LISTEN: "8080", CONSOLE_WEB_ROOT: "/usr/share/nginx/html", CONSOLE_API_PREFIX: "", CONSOLE_CSP_SCRIPT_SRC: "" });
    const placeholders = new Set(readFileSync(CONFIG_TEMPLATE, "utf8").match(/\$\{CONSOLE_\w+\}/g)?.map((name) => name.slice(2, -1)));
    expect([...placeholders].filter((name) => !(name in env))).toEqual(["CONSOLE_API_UPSTREAM"]);
    expect(renderConsoleConfig({ CONSOLE_API_UPSTREAM: "http://api.internal:8080" })).not.toMatch(/\$\{?CONSOLE_\w+/);
  });

  it("proxies the API under the configured prefix, websockets included", () => {
    const config = renderConsoleConfig({ CONSOLE_API_UPSTREAM: "http://api.internal:8080", CONSOLE_API_PREFIX: "/cloud" });
    expect(config).toContain("location /cloud/v1/ {");
    expect(config).toContain("~^/cloud/v1/[^|]*\\|$");
    expect(config).toContain("proxy_set_header Upgrade $http_upgrade;");
    expect(renderConsoleConfig({ CONSOLE_API_UPSTREAM: "http://api.internal:8080" })).toContain("location /v1/ {");
  });

  it("keeps source maps out of the image: they stay in the build stage, out of the folder the image serves", () => {
    const dockerfile = readFileSync(DOCKERFILE, "utf8");
    const serveStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    const buildStage = dockerfile.slice(0, dockerfile.lastIndexOf("\nFROM "));
    // The build step moves every map out of dist/ before anything copies it; the image takes dist/ only.
    expect(buildStage).toMatch(/cd "\$dist" && find \. -name '\*\.map' -exec cp --parents \{\} "\/repo\/sourcemaps\/\$id\/" \\; -delete[^]*mv "\$dist" "\/repo\/brands\/\$id\/app"/);
    expect(serveStage.match(/^COPY .*$/gm)).toEqual([
      "COPY tooling/deploy/nginx/console.conf /etc/nginx/templates/console.conf.template",
      "COPY --chmod=755 tooling/deploy/docker-entrypoint.d/40-console-config.sh /docker-entrypoint.d/40-console-config.sh",
      "COPY --chmod=755 tooling/deploy/docker-entrypoint.d/50-console-brands.sh /docker-entrypoint.d/50-console-brands.sh",
      "COPY tooling/deploy/csp /etc/console/csp",
      "COPY --from=build /repo/brands /usr/share/nginx/html/brands",
    ]);
  });
});
