import type { FieldValues, Resolver } from "react-hook-form";
import { afterSettling } from "../app/afterSettling";

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

/**
 * A form's resolver from rules that load apart from the screen (`loadAfterSettling`): validating waits for them the
 * first time, and uses them at once after.
 */
export function lazyResolver<Values extends FieldValues, Context = unknown, Output = Values>(
  get: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let resolver: Resolver<Values, Context, Output> | undefined;
  return async (values, context, options) => {
    resolver ??= await get();
    return resolver(values, context, options);
  };
}
