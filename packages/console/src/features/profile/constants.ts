/** What the profile says when saving details or changing two-factor authentication, word for word. */
export const PROFILE_TEXTS = {
  detailsUpdated: "User details updated",
  detailsFailed: "Failed to update details",
  mfaActivated: "Mfa activated",
  mfaActivateFailed: "Failed to activate MFA",
  mfaDeactivated: "Mfa deactivated",
  mfaDeactivateFailed: "Failed to deactivate MFA",
} as const;

/** The profile fields the user may change (PATCH user/profile), in the order shown, with their labels. */
export const PROFILE_FIELDS = [
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "personal_id_number", label: "Personal ID number", autoComplete: "off" },
  { name: "phone_number", label: "Phone", autoComplete: "tel" },
  { name: "lang", label: "Language", autoComplete: "off" },
] as const;

export type ProfileFieldName = (typeof PROFILE_FIELDS)[number]["name"];
