import { StatusBadge as UiStatusBadge, type StatusTone } from "@cloudconsole/ui";

/** How a status is shown: its label and the tone of its badge. */
export interface StatusDisplay {
  label: string;
  tone: StatusTone;
}

/** A resource status in words and colour; transitional ones (warning tone) pulse. */
export function StatusBadge({ label, tone }: StatusDisplay) {
  return (
    <UiStatusBadge tone={tone} pulse={tone === "warning"}>
      {label}
    </UiStatusBadge>
  );
}
