import type { ProfileFieldName } from "./constants";
import type { ProfileT } from "./messages";

/** Each details field's label in the customer's language. */
export function fieldLabels(t: ProfileT): Record<ProfileFieldName, string> {
  return {
    first_name: t("field.first_name"),
    last_name: t("field.last_name"),
    personal_id_number: t("field.personal_id_number"),
    phone_number: t("field.phone_number"),
  };
}
