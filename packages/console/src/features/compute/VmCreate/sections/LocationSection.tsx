import { useController, useFormContext } from "react-hook-form";
import type { Location } from "@cloudconsole/sdk";
import { Card, RadioGroup } from "@cloudconsole/ui";
import { creatableLocationOrder, LocationCountry } from "../../../../shared/compute";
import type { FieldChange } from "../fieldTransitions";
import type { VmCreateValues } from "../vmCreateRules";
import { useT } from "../../../../i18n";
import { vmCreateMessages } from "../messages";

/** The data centre with its country, preferred ones first; one that takes no new resources is shown but cannot be picked. */
export function LocationSection({ locations, onChange }: { locations: readonly Location[]; onChange: (change: FieldChange) => void }) {
  const { control } = useFormContext<VmCreateValues>();
  const t = useT(vmCreateMessages);
  const { field, fieldState } = useController({ control, name: "location" });
  return (
    <Card title={t("location.title")} stack>
      <RadioGroup
        label={t("location.dataCentre")}
        variant="cards"
        name={field.name}
        value={field.value}
        onValueChange={(value) => onChange({ field: "location", value })}
        error={fieldState.error?.message}
        options={creatableLocationOrder(locations).map((location) => ({
          value: location.slug,
          label: location.display_name,
          description: location.create_resource_disabled ? t("location.paused") : location.is_preferred ? t("location.preferred") : location.description,
          aside: <LocationCountry countryCode={location.country_code} />,
          disabled: Boolean(location.create_resource_disabled),
        }))}
      />
    </Card>
  );
}
