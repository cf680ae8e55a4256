// What makes a published fact impossible to replay as printed, each checked on the fact itself so that a corrected
// fact leaves its list (test/published.test.ts).
import { catalogVersion } from "../src/config/catalog.js";
import type { PublishedFact } from "./publishedFacts.js";

/** Why a fact cannot be replayed as printed, and the check that it still cannot. */
export interface Unreplayable {
  why: string;
  shows: (fact: PublishedFact) => boolean;
}

/** The example names a content type but prints no body. */
export const noBodyPrinted = (fact: PublishedFact) => fact.request.body === null && fact.request.contentType !== null;

/** The example's body is text that does not parse as the JSON its content type says. */
export function bodyIsNotJson(fact: PublishedFact): boolean {
  const { body, contentType } = fact.request;
  if (typeof body !== "string" || !contentType?.startsWith("application/json")) return false;
  try {
    JSON.parse(body);
    return false;
  } catch {
    return true;
  }
}

/** The example creates from an os_name and os_version that the catalog (and so `os_version`'s enum) does not have. */
export function imageOutsideCatalog(fact: PublishedFact): boolean {
  const body = fact.request.body;
  if (body === null || typeof body !== "object" || Array.isArray(body)) return false;
  const { os_name: osName, os_version: osVersion } = body;
  return typeof osName === "string" && typeof osVersion === "string" && catalogVersion(osName, osVersion) === undefined;
}

/** The request's query has a parameter without a name (`?=value`). */
export const unnamedQueryParameter = (fact: PublishedFact) => fact.request.query !== null && "" in fact.request.query;
