// Types for the check emitter used by tests.
export function checkName(componentName: string): string;
export function createCheckContext(): { declarations: string[] };
export function emitCheck(schema: unknown, v: string, context: ReturnType<typeof createCheckContext>): string;
export function emitComponentCheck(name: string, schema: unknown, context: ReturnType<typeof createCheckContext>, options?: { exported?: boolean }): string;
export function reachableComponents(schemas: Record<string, unknown>, roots: unknown): string[];
