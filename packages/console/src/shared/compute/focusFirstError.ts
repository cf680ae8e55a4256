import type { FieldErrors, FieldValues } from "react-hook-form";

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Moves the focus to the first invalid field in page order. Fields that appear with a choice (a boot source's disk
 * field) register after the fields below them, so react-hook-form's own focus, in registration order, can land low.
 */
export function focusFirstError<T extends FieldValues>(form: HTMLFormElement | null, errors: FieldErrors<T>): void {
  const fields = Array.from(form?.elements ?? []);
  const invalid = fields.find(
    (field): field is FormField =>
      (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) && !field.disabled && field.name in errors,
  );
  invalid?.focus();
}
