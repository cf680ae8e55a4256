import { userMutations } from "@cloudconsole/sdk/query";
import type { Profile } from "@cloudconsole/sdk";
import { useApiMutation } from "../../api/useApiMutation";
import { PROFILE_FIELDS, PROFILE_TEXTS, type ProfileFieldName } from "./constants";

export type ProfileValues = Record<ProfileFieldName, string>;

/** The form's starting values: the saved profile, with missing fields empty. */
export function profileValues(profile: Profile | null | undefined): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map(({ name }) => [name, profile?.[name] ?? ""])) as ProfileValues;
}

/** What is sent: every field, trimmed, the language lower-cased (empty fields are left out of the form body). */
export function profileBody(values: ProfileValues): ProfileValues {
  const trimmed = Object.fromEntries(PROFILE_FIELDS.map(({ name }) => [name, values[name].trim()])) as ProfileValues;
  return { ...trimmed, lang: trimmed.lang.toLowerCase() };
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
  return useApiMutation({
    mutation: userMutations.updateProfile,
    variables: (values: ProfileValues) => ({ body: profileBody(values) }),
    failure: PROFILE_TEXTS.detailsFailed,
    success: PROFILE_TEXTS.detailsUpdated,
  });
}

/** POST mfa/activate: the answer's ticket URL is where the identity provider enrols the second factor. */
export function useActivateMfa() {
  return useApiMutation({
    mutation: userMutations.activateMfa,
    variables: () => undefined,
    failure: PROFILE_TEXTS.mfaActivateFailed,
    success: PROFILE_TEXTS.mfaActivated,
  });
}

/** POST mfa/deactivate. */
export function useDeactivateMfa() {
  return useApiMutation({
    mutation: userMutations.deactivateMfa,
    variables: () => undefined,
    failure: PROFILE_TEXTS.mfaDeactivateFailed,
    success: PROFILE_TEXTS.mfaDeactivated,
  });
}
