import * as RadixTooltip from "@radix-ui/react-tooltip";
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from "react";
import { tooltipCloseDelayMs, tooltipDelayMs } from "../../theme/layout";
import * as styles from "./Tooltip.css";

export interface TooltipProps {
  /** The tip: short text that adds to the trigger's name, never replaces it. */
  content: ReactNode;
  /** One focusable element (a button or link) that the tip describes. */
  children: ReactElement;
  /** Side of the trigger to show on; flips when there is no room. Default "top". */
  side?: "top" | "right" | "bottom" | "left";
  /** Milliseconds before opening on hover. Default 300 (spec). */
  delayMs?: number;
  /** Milliseconds before closing after the pointer leaves. Default 100 (spec). */
  closeDelayMs?: number;
}

/**
 * A tooltip (Radix Tooltip): opens 300 ms after hover or at once on keyboard focus, closes 100 ms after the pointer
 * leaves, or on Escape. The tip becomes the trigger's accessible description. Not for essential information:
 * touch screens cannot hover.
 */
export function Tooltip({ content, children, side = "top", delayMs = tooltipDelayMs, closeDelayMs = tooltipCloseDelayMs }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Coming back (to the trigger or the tip) before the close delay ends keeps it open.
  function cancelClose() {
    clearTimeout(closeTimer.current);
  }

  function onOpenChange(next: boolean) {
    clearTimeout(closeTimer.current);
    if (next) setOpen(true);
    // Radix has an open delay only; the spec's close delay lets the pointer cross small gaps without flicker.
    else closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs);
  }

  return (
    <RadixTooltip.Provider delayDuration={delayMs} skipDelayDuration={delayMs}>
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild onPointerEnter={cancelClose}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={styles.content}
            onPointerEnter={cancelClose}
            onEscapeKeyDown={() => {
              clearTimeout(closeTimer.current);
              setOpen(false);
            }}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
