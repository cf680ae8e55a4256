import clsx from "clsx";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
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

/** The keys that move between tabs, as a step along the enabled tabs or a jump to an end. */
const MOVES: Record<string, "next" | "previous" | "first" | "last"> = { ArrowRight: "next", ArrowLeft: "previous", Home: "first", End: "last" };

/**
 * Tabs, the WAI-ARIA tabs pattern: a labelled tab list with its panels. Left/Right arrows (mirrored right to left),
 * Home and End move between the enabled tabs, wrapping; the list is one tab stop and Tab moves into the panel.
 * Controlled with `value` + `onValueChange`, or uncontrolled with `defaultValue`. Written here rather than taken
 * from Radix: the pattern is this one component, and every screen with tabs would otherwise load about 8 KB more.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, activationMode = "automatic", keepMounted = false, className }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(() => defaultValue ?? items.find((item) => !item.disabled)?.value);
  const selected = value ?? own;
  // The tab that takes focus when the list is entered: the one moved to last (manual mode), or else the selected one.
  const [focused, setFocused] = useState<string>();
  const tabStop = items.some((item) => item.value === focused && !item.disabled) ? focused : selected;
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (item: TabItem) => `${baseId}-tab-${item.value}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.value}`;

  function select(next: string) {
    if (next === selected) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    let move = MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    const list = listRef.current;
    if (list && getComputedStyle(list).direction === "rtl" && (move === "next" || move === "previous")) move = move === "next" ? "previous" : "next";
    const enabled = items.filter((item) => !item.disabled);
    const at = enabled.findIndex((item) => item.value === event.currentTarget.dataset.value);
    const index = move === "first" ? 0 : move === "last" ? enabled.length - 1 : (at + (move === "next" ? 1 : -1) + enabled.length) % enabled.length;
    const target = enabled[index];
    if (!target) return;
    event.preventDefault();
    setFocused(target.value);
    document.getElementById(tabId(target))?.focus();
    if (activationMode === "automatic") select(target.value);
  }

  return (
    <div className={clsx(styles.root, className)} data-orientation="horizontal">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={styles.list}
        // Entering the list again lands on the selected tab.
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(undefined);
        }}
      >
        {items.map((item) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={active}
              aria-controls={panelId(item)}
              data-state={active ? "active" : "inactive"}
              data-value={item.value}
              disabled={item.disabled}
              tabIndex={item.value === tabStop ? 0 : -1}
              className={styles.trigger}
              onClick={() => select(item.value)}
              onFocus={() => setFocused(item.value)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const active = item.value === selected;
        if (!active && !keepMounted) return null;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item)}
            aria-labelledby={tabId(item)}
            data-state={active ? "active" : "inactive"}
            hidden={!active}
            tabIndex={0}
            className={styles.panel}
          >
            {item.content}
          </div>
        );
      })}
    </div>
  );
}
