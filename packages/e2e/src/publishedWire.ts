// How the provider's published API takes each documented write, read from the published record's documentation facts
// (packages/sdk/contract/published/facts.json), and the check of a write the console sends against it: the published
// profile's e2e project serves its app behind a proxy that refuses a write sent otherwise, so its flows fail.
import { readFileSync } from "node:fs";

/** How a write carries its fields: a JSON body, a form body, or no body (the query string, or nothing). */
export type WireEncoding = "json" | "form" | "none";

interface DocumentedWrite {
  factId: string;
  method: string;
  path: RegExp;
  encoding: WireEncoding;
}

interface DocumentationFact {
  id: string;
  kind: string;
  operation: { method: string; path: string };
  request: { contentType: string | null };
}

const FACTS_FILE = new URL("../../sdk/contract/published/facts.json", import.meta.url);

/** The encoding a content type names; no content type is no body. */
export function encodingOf(contentType: string | null | undefined): WireEncoding | "other" {
  if (!contentType) return "none";
  if (/^application\/json\b/i.test(contentType)) return "json";
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) return "form";
  return "other";
}

/** A documented path as a pattern of request paths under /v1: `{location}` and every other parameter one segment, a trailing slash optional. */
function pathPattern(template: string): RegExp {
  const segments = template
    .replace(/\/$/, "")
    .split("/")
    .map((segment) => (/^\{.+\}$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${segments.join("/")}/?$`);
}

/** Every write (not GET) the published documentation shows, with how its example sends the fields. */
function documentedWrites(): DocumentedWrite[] {
  const facts = JSON.parse(readFileSync(FACTS_FILE, "utf8")) as DocumentationFact[];
  return facts
    .filter((fact) => fact.kind === "documentation" && fact.operation.method !== "GET")
    .map((fact) => {
      const encoding = encodingOf(fact.request.contentType);
      if (encoding === "other") throw new Error(`${fact.id}: a content type the check does not know, ${fact.request.contentType ?? ""}`);
      return { factId: fact.id, method: fact.operation.method, path: pathPattern(fact.operation.path), encoding };
    });
}

const WRITES = documentedWrites();

/** What the check found of one write: the documented call it is, and whether it went out as documented. */
export interface WireCheck {
  factId: string;
  expected: WireEncoding;
  sent: WireEncoding | "other";
}

/**
 * The documented call a write is (method and path under /v1) and how it was sent, or undefined for a call the
 * published API does not document (the console's own, which keeps the contract's encoding). A write with a body of
 * no fields counts as no body.
 */
export function checkWrite(method: string, path: string, contentType: string | undefined, bodyLength: number): WireCheck | undefined {
  const documented = WRITES.find((write) => write.method === method && write.path.test(path));
  if (!documented) return undefined;
  return { factId: documented.factId, expected: documented.encoding, sent: bodyLength === 0 ? "none" : encodingOf(contentType) };
}

/** Why a write departs from the published encoding, in the platform's error shape's words, or undefined when it does not. */
export function wireProblem(method: string, path: string, check: WireCheck | undefined): string | undefined {
  if (!check || check.sent === check.expected) return undefined;
  return `Published wire check: ${method} ${path} went out as ${check.sent}; the published API takes ${check.expected} (${check.factId}).`;
}
