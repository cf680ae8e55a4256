import { userMutations } from "@cloudconsole/sdk/query";
import type { Profile } from "@cloudconsole/sdk";
import { useApiMutation } from "../../api/useApiMutation";
import { useT } from "../../i18n";
import { PROFILE_FIELDS, type ProfileFieldName } from "./constants";
import { profileMessages } from "./messages";

export type ProfileValues = Record<ProfileFieldName, string>;

/** The form's starting values: the saved profile, with missing fields empty. */
export function profileValues(profile: Profile | null | undefined): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map(({ name }) => [name, profile?.[name] ?? ""])) as ProfileValues;
}

/** What is sent: every field, trimmed (empty fields are left out of the form body). */
export function profileBody(values: ProfileValues): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map(({ name }) => [name, values[name].trim()])) as ProfileValues;
}

/**
 * The fields the user emptied that the saved profile still has: an empty field is left out of the request (the API
 * cannot tell "empty" from "unchanged"), so the saved value stays.
 */
export function keptFields(sent: ProfileValues, saved: Profile | null | undefined): ProfileFieldName[] {
  return PROFILE_FIELDS.filter(({ name }) => sent[name] === "" && Boolean(saved?.[name])).map(({ name }) => name);
}

/** PATCH user/profile; the user is fetched again afterwards (the SDK marks it stale). */
export function useUpdateProfile() {
  const t = useT(profileMessages);
  return useApiMutation({
    mutation: userMutations.updateProfile,
    variables: (values: ProfileValues) => ({ body: profileBody(values) }),
    failure: t("toast.detailsFailed"),
    success: t("toast.detailsUpdated"),
  });
}

/** PATCH user/profile with the language alone: the other fields are left out, so they keep their saved values. */
export function useSaveLanguage() {
  const t = useT(profileMessages);
  return useApiMutation({
    mutation: userMutations.updateProfile,
    variables: (lang: string) => ({ body: { lang } }),
    failure: t("toast.languageFailed"),
    // Read when the save succeeds, so it is said in the language just chosen.
    success: () => t("toast.languageSaved"),
  });
}

/** POST mfa/activate: the answer's ticket URL is where the identity provider enrols the second factor. */
export function useActivateMfa() {
  const t = useT(profileMessages);
  return useApiMutation({
    mutation: userMutations.activateMfa,
    variables: () => undefined,
    failure: t("toast.mfaActivateFailed"),
    success: t("toast.mfaActivated"),
  });
}

/** POST mfa/deactivate. */
export function useDeactivateMfa() {
  const t = useT(profileMessages);
  return useApiMutation({
    mutation: userMutations.deactivateMfa,
    variables: () => undefined,
    failure: t("toast.mfaDeactivateFailed"),
    success: t("toast.mfaDeactivated"),
  });
}
