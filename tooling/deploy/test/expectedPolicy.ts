// What a brand's policy must say, read from the vendor list: the tests hold the start script's policies against it.
import { CSP_DIRECTIVES, CSP_VENDORS, type CspDirective, type CspVendor } from "../src/cspVendors";

/** A policy's directives by name, each with its sources. */
export function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The directives a brand with these integrations gets: 'self', then each vendor's sources with its parameter. */
export function expectedDirectives(integrations: readonly string[], extra: Partial<Record<CspDirective, string[]>> = {}): Record<string, string[]> {
  const added = Object.fromEntries(
    CSP_DIRECTIVES.map((directive) => {
      const sources = integrations.flatMap((integration) => {
        const [id = "", param = ""] = integration.split(/:(.*)/);
        const vendor: CspVendor = CSP_VENDORS[id as keyof typeof CSP_VENDORS];
        return (vendor.sources[directive] ?? []).map((source) => source.replace("{param}", param));
      });
      return [directive, [...new Set(["'self'", ...sources, ...(extra[directive] ?? [])])]];
    }),
  );
  return {
    "default-src": ["'self'"],
    ...added,
    "img-src": ["'self'", "data:", "https:"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}
