// The Compose and Kubernetes manifests of the deploy package, parsed: several replicas behind a load balancer, each
// set only variables the container reads, and every health check on the endpoint nginx answers.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { BRANDS_SCRIPT, START_SCRIPT } from "../src/startScript";
import { CONFIG_TEMPLATE, dockerfileEnv } from "../src/template";

const COMPOSE = new URL("../compose.yaml", import.meta.url);
const KUBERNETES = new URL("../kubernetes/console.yaml", import.meta.url);

/** Whether the container reads a variable: a start script or the config template names it, or it is a brand's own list. */
function containerReads(name: string): boolean {
  const named = [START_SCRIPT, BRANDS_SCRIPT, CONFIG_TEMPLATE].some((file) => readFileSync(file, "utf8").includes(`\${${name}`));
  return named || /^CONSOLE_INTEGRATIONS_[A-Z0-9_]+$/.test(name);
}

/** The brands' host names in a CONSOLE_HOSTS value. */
const hostsOf = (value: string) => value.split(/[\s,]+/).map((pair) => pair.split("=")[0]);

interface Probe {
  httpGet: { path: string; port: string | number };
}

describe("the Compose file", () => {
  const compose = parse(readFileSync(COMPOSE, "utf8")) as {
    services: Record<string, { environment?: Record<string, string>; deploy?: { replicas?: number }; healthcheck?: { test: string[] }; depends_on?: Record<string, { condition: string }> }>;
    configs: Record<string, { content: string }>;
  };
  const console = compose.services.console;

  it("runs several replicas of the console, checked on /healthz, behind a load balancer that waits for them", () => {
    expect(console?.deploy?.replicas).toBeGreaterThan(1);
    expect(console?.healthcheck?.test).toEqual(["CMD", "curl", "-fsS", `http://localhost:${dockerfileEnv().CONSOLE_LISTEN ?? ""}/healthz`]);
    expect(compose.services.lb?.depends_on).toEqual({ console: { condition: "service_healthy" } });
    const lb = compose.configs.lb?.content ?? "";
    expect(lb).toContain("server console:8080;");
    expect(lb).toContain("proxy_pass http://console;");
    // Compose reads $name itself: nginx's variables are written $$name.
    expect(lb.match(/(?<!\$)\$(?!\$)\w+/g)).toBeNull();
  });

  it("sets only variables the container reads, the backend among them", () => {
    const names = Object.keys(console?.environment ?? {});
    expect(names).toContain("CONSOLE_API_UPSTREAM");
    expect(names.filter((name) => !containerReads(name))).toEqual([]);
  });
});

describe("the Kubernetes manifests", () => {
  const documents = parseAllDocuments(readFileSync(KUBERNETES, "utf8")).map((document) => document.toJS() as { kind: string; spec: Record<string, unknown> });
  const byKind = (kind: string) => documents.find((document) => document.kind === kind)?.spec ?? {};
  const deployment = byKind("Deployment") as {
    replicas: number;
    selector: { matchLabels: Record<string, string> };
    template: { spec: { containers: { ports: { name: string; containerPort: number }[]; env: { name: string; value: string }[]; readinessProbe: Probe; livenessProbe: Probe }[] } };
  };
  const container = deployment.template.spec.containers[0];

  it("are a Deployment of several replicas, a Service and an Ingress, and nothing else", () => {
    expect(documents.map((document) => document.kind)).toEqual(["Deployment", "Service", "Ingress"]);
    expect(deployment.replicas).toBeGreaterThan(1);
  });

  it("check readiness and liveness on /healthz at the port nginx listens on", () => {
    expect(container?.ports).toEqual([{ name: "http", containerPort: Number(dockerfileEnv().CONSOLE_LISTEN) }]);
    for (const probe of [container?.readinessProbe, container?.livenessProbe]) expect(probe?.httpGet).toEqual({ path: "/healthz", port: "http" });
  });

  it("set only variables the container reads, the backend among them", () => {
    const names = (container?.env ?? []).map((variable) => variable.name);
    expect(names).toContain("CONSOLE_API_UPSTREAM");
    expect(names.filter((name) => !containerReads(name))).toEqual([]);
  });

  it("route the Ingress's hosts, the ones the host map names, to the Service in front of the pods", () => {
    const service = byKind("Service") as { selector: Record<string, string>; ports: { targetPort: string }[] };
    expect(service.selector).toEqual(deployment.selector.matchLabels);
    expect(service.ports[0]?.targetPort).toBe("http");
    const ingress = byKind("Ingress") as { rules: { host: string; http: { paths: { backend: { service: { name: string } } }[] } }[] };
    const hosts = hostsOf(container?.env.find((variable) => variable.name === "CONSOLE_HOSTS")?.value ?? "");
    expect(ingress.rules.map((rule) => rule.host)).toEqual(hosts);
    for (const rule of ingress.rules) expect(rule.http.paths[0]?.backend.service.name).toBe("console");
  });
});
