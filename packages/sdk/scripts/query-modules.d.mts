// Types for the parts of query-modules.mjs that tests use.
import type { ModelDomain } from "./query-emitter.mjs";
export function emitQueryModules(header: string, domains: ModelDomain[]): Record<string, string>;
export function orphanedQueryFiles(packageRoot: string, produced: string[]): Promise<string[]>;
