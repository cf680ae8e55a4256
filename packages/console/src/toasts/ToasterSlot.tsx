import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { whenSettled } from "../app/whenSettled";
import { loadToasts, toasterStore } from "./toasts";

const ConsoleToaster = lazy(() => import("./ConsoleToaster").then((module) => ({ default: module.ConsoleToaster })));

/** The toaster, mounted with the first toast or once the screen has settled, so its code never delays a screen. */
export function ToasterSlot() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, toasterStore.wanted);
  useEffect(() => whenSettled(() => void loadToasts()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConsoleToaster />
    </Suspense>
  );
}
