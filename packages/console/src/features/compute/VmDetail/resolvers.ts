import { useMemo } from "react";
import { lazyResolver, loadAfterSettling } from "../../../forms/lazyResolver";
import { useT } from "../../../i18n";
import { vmDetailMessages } from "./messages";

// The VM detail forms' rules load apart from the screen, once it has settled or when a form first validates.
export const loadRules = loadAfterSettling(() => import("./vmDetailRules"));

/** The detail forms' resolvers, their messages in the console's language. */
export function useDetailResolvers() {
  const t = useT(vmDetailMessages);
  return useMemo(() => {
    const rules = async () => (await loadRules()).vmDetailResolvers(t);
    return {
      name: lazyResolver(async () => (await rules()).name),
      description: lazyResolver(async () => (await rules()).description),
      resize: lazyResolver(async () => (await rules()).resize),
      password: lazyResolver(async () => (await rules()).password),
      billingAccount: lazyResolver(async () => (await rules()).billingAccount),
      subinterface: lazyResolver(async () => (await rules()).subinterface),
      addDisk: lazyResolver(async () => (await rules()).addDisk),
    };
  }, [t]);
}
