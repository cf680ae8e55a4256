import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@cloudconsole/ui";
import { useT } from "../../../../i18n";
import { cardProcessorMessages } from "./messages";

/** The holder's name, typed into the console's own field beside the processor's: it is not card data. */
export function CardholderField({ className, error, registration }: { className: string; error: string | undefined; registration: UseFormRegisterReturn }) {
  const t = useT(cardProcessorMessages);
  return <TextField fieldClassName={className} label={t("holder")} required autoComplete="cc-name" error={error} {...registration} />;
}
