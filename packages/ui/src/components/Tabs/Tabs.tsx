import * as RadixTabs from "@radix-ui/react-tabs";
import clsx from "clsx";
import type { ReactNode } from "react";
import * as styles from "./Tabs.css";

export interface TabItem {
  /** Identifies the tab in `value` and `onValueChange`. */
  value: string;
  /** The tab's text (may include a count badge). */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs in order. */
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Server sections". */
  label: string;
  /** Selected tab (controlled). */
  value?: string;
  /** Tab selected first when uncontrolled; defaults to the first enabled tab. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** "automatic" (default) selects a tab as arrow keys focus it; "manual" waits for Enter or Space. */
  activationMode?: "automatic" | "manual";
  /** Keep every panel mounted (hidden when inactive), e.g. to keep form input across tabs. */
  keepMounted?: boolean;
  className?: string;
}

/**
 * Tabs (Radix Tabs): a tab list with its panels. Left/Right arrows, Home and End move between tabs, Tab moves
 * into the panel. Controlled with `value` + `onValueChange`, or uncontrolled with `defaultValue`.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, activationMode = "automatic", keepMounted = false, className }: TabsProps) {
  const first = items.find((item) => !item.disabled)?.value;
  return (
    <RadixTabs.Root
      className={clsx(styles.root, className)}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? first) : undefined}
      onValueChange={onValueChange}
      activationMode={activationMode}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel} forceMount={keepMounted || undefined}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
