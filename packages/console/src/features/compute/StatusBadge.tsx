import { StatusBadge as UiStatusBadge } from "@cloudconsole/ui";
import type { StatusTone } from "./vmStatus";

/** A resource status in words and colour; transitional ones (warning tone) pulse. */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <UiStatusBadge tone={tone} pulse={tone === "warning"}>
      {label}
    </UiStatusBadge>
  );
}
