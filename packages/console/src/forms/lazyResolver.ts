import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { afterSettling } from "../app/afterSettling";
import { formMessageText } from "./schemaMessages";

/**
 * Loads a form's rules once: after the page has settled, or when a form first validates, whichever comes first.
 * zod and a schema weigh about 40 KB gzip, more than most screens' own code, and nobody validates before typing, so
 * the rules stay out of what a screen fetches until it is idle. A load that failed (offline after a deploy) is tried
 * again the next time.
 */
export function loadAfterSettling<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  if (typeof window !== "undefined") afterSettling(() => void get().catch(() => undefined));
  return get;
}

/** An error tree with the forms' own messages in the customer's language (`formMessageText`); field refs as they are. */
function inCustomersWords(node: unknown): unknown {
  if (typeof node !== "object" || node === null) return node;
  if (Array.isArray(node)) return (node as unknown[]).map(inCustomersWords);
  const entries = Object.entries(node as Record<string, unknown>).map(([key, value]): [string, unknown] => [
    key,
    key === "message" && typeof value === "string" ? formMessageText(value) : key === "ref" ? value : inCustomersWords(value),
  ]);
  return Object.fromEntries(entries);
}

/**
 * A form's resolver from rules that load apart from the screen (`loadAfterSettling`): validating waits for them the
 * first time, and uses them at once after. The forms' own messages come out in the customer's language.
 */
export function lazyResolver<Values extends FieldValues, Context = unknown, Output = Values>(
  get: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let resolver: Resolver<Values, Context, Output> | undefined;
  return async (values, context, options) => {
    resolver ??= await get();
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: inCustomersWords(result.errors) as FieldErrors<Values> };
  };
}
