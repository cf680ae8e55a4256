// Types for the zod emitter used by tests.
export function validatorName(componentName: string): string;
export function responseValidatorName(operationId: string): string;
export function collectRefs(schema: unknown, into?: Set<string>): Set<string>;
export function emitSchema(schema: unknown, context?: Record<string, unknown>, where?: string): string;
export function orderComponents(schemas: Record<string, unknown>): string[];
