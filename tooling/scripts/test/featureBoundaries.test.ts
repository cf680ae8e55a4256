import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { featureBoundaries } from "@cloudconsole/eslint-config/rules";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });
const features = "/repo/packages/console/src/features";
const deep = [{ messageId: "deep" }];

tester.run("feature-boundaries", featureBoundaries, {
  valid: [
    { name: "another feature through its index", filename: `${features}/home/BillingCard.js`, code: `import { useBillingAccounts } from "../billing";` },
    { name: "another feature's index file named", filename: `${features}/home/BillingCard.js`, code: `import { x } from "../billing/index"; import { y } from "../billing/index.ts";` },
    { name: "the feature's own files", filename: `${features}/access/AccessScreen.js`, code: `import { tokenName } from "./queries"; import * as styles from "./access.css";` },
    { name: "its own files from a nested folder", filename: `${features}/compute/VmCreate/VmCreateForm.js`, code: `import { vmQueries } from "../queries";` },
    { name: "shared folders outside the features", filename: `${features}/access/queries.js`, code: `import { useApiMutation } from "../../api/useApiMutation"; import { useFormat } from "../../format";` },
    { name: "packages", filename: `${features}/access/queries.js`, code: `import { Card } from "@cloudconsole/ui";` },
    { name: "files outside src/features may reach in (the app composes the features)", filename: "/repo/packages/console/src/app/routes.js", code: `import { AppShell } from "../features/shell/AppShell";` },
    { name: "a lazy import of the feature's index", filename: `${features}/shell/AppShell.js`, code: `const chat = import("../chat");` },
  ],
  invalid: [
    { name: "a sibling feature's file", filename: `${features}/access/TokenFields.js`, code: `import { BillingAccountSelect } from "../billing/BillingAccountSelect";`, errors: deep },
    { name: "a file in a sibling feature's subfolder", filename: `${features}/home/ComputeCard.js`, code: `import { formatMoney } from "../compute/VmCreate/pricing";`, errors: deep },
    { name: "through src/features from a nested folder", filename: `${features}/compute/VmCreate/VmCreateScreen.js`, code: `import { CreationProgress } from "../../../features/progress/CreationProgress";`, errors: deep },
    { name: "through ../../features from the feature's root", filename: `${features}/access/queries.js`, code: `import { x } from "../../features/billing/queries";`, errors: deep },
    { name: "a re-export", filename: `${features}/home/index.js`, code: `export { useAllVms } from "../compute/queries";`, errors: deep },
    { name: "an export of everything", filename: `${features}/home/index.js`, code: `export * from "../metal/queries";`, errors: deep },
    { name: "a lazy import", filename: `${features}/shell/AppShell.js`, code: `const chat = import("../chat/ChatWidget");`, errors: deep },
    {
      name: "says which index to use",
      filename: `${features}/profile/AdminImpersonation.js`,
      code: `import { useImpersonation } from "../impersonation/useImpersonation";`,
      errors: [{ message: "'../impersonation/useImpersonation' reaches into the impersonation feature's files. Import it from '../impersonation' (export it from impersonation/index.ts), or move what both use to a shared folder." }],
    },
  ],
});
