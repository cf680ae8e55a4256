// Types for the check module layout (generate.mjs uses it; tests need no more than the generated files).
export function emitCheckModule(
  document: unknown,
  responses: { op: { key: string }; jsonSchemas: unknown[] }[],
  components: string[],
  options: { header: string; exported: boolean },
): string;
export function emitDomainCheckModules(
  document: unknown,
  responses: { op: { key: string; operation: { tags?: string[] } }; jsonSchemas: unknown[] }[],
  header: (what: string) => string,
): Record<string, string>;
