import { startTransition, Suspense, useEffect, useState } from "react";
import type { UiConfig } from "@cloudconsole/sdk";
import { MenuButton } from "@cloudconsole/ui";
import { lazyScreen } from "../../app/lazyScreen";
import { whenSettled } from "../../app/whenSettled";
import { useT } from "../../i18n";
import { shellMessages } from "./messages";

const CreateMenu = lazyScreen(() => import("./CreateMenu").then((module) => module.CreateMenu));

/**
 * The header's "Create" menu, whose code (the menu primitives and their positioning) loads once the screen has
 * settled, or at once when the visitor reaches for it first. Until then a button of the same look stands in its
 * place; a click on it opens the menu as soon as it has loaded.
 */
export function CreateMenuSlot({ config }: { config: UiConfig }) {
  const [state, setState] = useState<"waiting" | "loaded" | "open">("waiting");
  const t = useT(shellMessages);
  // In a transition: the menu's first render yields to the browser rather than running as one long task at idle.
  useEffect(() => whenSettled(() => startTransition(() => setState((current) => (current === "waiting" ? "loaded" : current)))), []);
  const placeholder = (
    <MenuButton
      size="sm"
      variant="primary"
      aria-expanded={false}
      onPointerEnter={() => void CreateMenu.preload()}
      onFocus={() => void CreateMenu.preload()}
      onClick={() => setState("open")}
    >
      {t("create")}
    </MenuButton>
  );
  if (state === "waiting") return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CreateMenu config={config} defaultOpen={state === "open"} />
    </Suspense>
  );
}
