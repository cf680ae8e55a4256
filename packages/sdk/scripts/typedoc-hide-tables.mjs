// TypeDoc plugin (typedoc.config.mjs loads it): leaves out of the API reference the contract's raw generated tables,
// whose pages run to megabytes and say nothing a reader can use. Their named parts stay documented: `VirtualMachine`
// and the other aliases, `ApiClient`'s typed calls, and the README's list of calls.
import { Converter, ReflectionKind } from "typedoc";

const HIDDEN = new Set(["index.paths", "index.operations", "index.components", "index.operationMeta", "validators.responseValidators"]);

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Interface | ReflectionKind.Variable)) {
      if (HIDDEN.has(reflection.getFullName())) context.project.removeReflection(reflection);
    }
  });
}
