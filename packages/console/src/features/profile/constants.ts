/** The profile fields the details form changes (PATCH user/profile), in the order shown. The language has a card of its own. */
export const PROFILE_FIELDS = [
  { name: "first_name", autoComplete: "given-name" },
  { name: "last_name", autoComplete: "family-name" },
  { name: "personal_id_number", autoComplete: "off" },
  { name: "phone_number", autoComplete: "tel" },
] as const;

export type ProfileFieldName = (typeof PROFILE_FIELDS)[number]["name"];
