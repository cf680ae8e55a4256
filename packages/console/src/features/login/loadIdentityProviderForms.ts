import { useEffect, useReducer } from "react";
import type * as IdentityProviderForms from "./identityProviderForms/IdentityProviderForms";
import { loadLoginCatalogue } from "./loginCatalogue";

type Forms = typeof IdentityProviderForms;

let loaded: Forms | undefined;
let loading: Promise<Forms> | undefined;

/** Loads the identity provider's forms (once); a site that signs in with API keys never asks for them. */
export function loadIdentityProviderForms(): Promise<Forms> {
  // The forms arrive with their texts in the language the login screen is shown in.
  loading ??= import("./identityProviderForms/IdentityProviderForms").then(async (forms) => {
    await loadLoginCatalogue(forms.identityProviderFormsMessages);
    return (loaded = forms);
  });
  return loading;
}

/** The identity provider's forms when `wanted`: undefined until their chunk has arrived, then the forms. */
export function useIdentityProviderForms(wanted: boolean): Forms | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (wanted && !loaded) void loadIdentityProviderForms().then(arrived);
  }, [wanted]);
  return wanted ? loaded : undefined;
}
