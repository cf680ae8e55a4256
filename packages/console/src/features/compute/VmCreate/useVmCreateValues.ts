import { useFormContext, useWatch } from "react-hook-form";
import type { VmCreateValues } from "./vmCreateRules";

/** Every value of the create form, as it changes, for the parts that read the whole form (summary, size). */
export function useVmCreateValues(): VmCreateValues {
  const { control, getValues } = useFormContext<VmCreateValues>();
  // Every field has a default, so the watched values are complete; the spread keeps the full type.
  return { ...getValues(), ...useWatch({ control }) };
}
