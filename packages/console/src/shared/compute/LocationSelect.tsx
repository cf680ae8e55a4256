import type { Location } from "@cloudconsole/sdk";
import { Select, type SelectProps } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { creatableLocationOrder } from "./locations";
import { sharedComputeMessages } from "./messages";

/** The location choice of a create form: preferred locations first; those closed to new resources are shown but disabled. */
export function LocationSelect({ locations, ...rest }: Omit<SelectProps, "label" | "options" | "children"> & { locations: readonly Location[] }) {
  const t = useT(sharedComputeMessages);
  return (
    <Select label={t("location")} required {...rest}>
      {creatableLocationOrder(locations).map((location) => (
        <option key={location.slug} value={location.slug} disabled={location.create_resource_disabled === true}>
          {location.display_name}
        </option>
      ))}
    </Select>
  );
}
