import type { Location } from "@cloudconsole/sdk";
import { Select, type SelectProps } from "@cloudconsole/ui";
import { creatableLocationOrder } from "./locations";

/** The location choice of a create form: preferred locations first; those closed to new resources are shown but disabled. */
export function LocationSelect({ locations, ...rest }: Omit<SelectProps, "label" | "options" | "children"> & { locations: readonly Location[] }) {
  return (
    <Select label="Location" required {...rest}>
      {creatableLocationOrder(locations).map((location) => (
        <option key={location.slug} value={location.slug} disabled={location.create_resource_disabled === true}>
          {location.display_name}
        </option>
      ))}
    </Select>
  );
}
