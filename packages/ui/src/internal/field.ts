import { useId, type ReactNode } from "react";

/** Whether a description or error is worth rendering (not undefined, null, false or ""). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== "";
}

/** Ids for a labelled control with optional description and error, and its aria-describedby list (caller's first). */
export function useFieldIds({ id, description, error, describedBy }: { id?: string; description?: ReactNode; error?: ReactNode; describedBy?: string }) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const descriptionId = `${autoId}-description`;
  const errorId = `${autoId}-error`;
  const hasError = hasContent(error);
  const hasDescription = hasContent(description);
  const describedByIds = [describedBy, hasDescription ? descriptionId : undefined, hasError ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return { controlId, descriptionId, errorId, hasError, hasDescription, describedByIds };
}
