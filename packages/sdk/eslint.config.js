import { base } from "@cloudconsole/eslint-config";

// docs-api/ is TypeDoc's output (`pnpm docs`), not ours to lint.
export default [...base, { ignores: ["docs-api/**"] }];
