import * as RadixMenu from "@radix-ui/react-dropdown-menu";
import clsx from "clsx";
import { useId, type ReactElement, type ReactNode } from "react";
import { Button, type ButtonProps } from "../Button/Button";
import * as styles from "./Menu.css";

export interface MenuAction {
  /** React key; defaults to the label when it is a string. */
  id?: string;
  label: ReactNode;
  /** Runs when the item is chosen (click, Enter or Space); the menu closes and focus returns to the trigger. */
  onSelect?: () => void;
  /** Makes the item a link. */
  href?: string;
  /** Shown but not chosen; stays focusable so its reason can be read. */
  disabled?: boolean;
  /** Why it is disabled, shown under the label and read out with it, e.g. "Stop the server first". */
  disabledReason?: ReactNode;
  /** "danger" for destructive actions (Delete). */
  tone?: "danger";
}

/** An action, or "separator" for a line between groups. */
export type MenuEntry = MenuAction | "separator";

export interface MenuProps {
  items: readonly MenuEntry[];
  /** Text of the default trigger button (with a chevron). */
  label?: ReactNode;
  /** Your own trigger instead: one focusable element, e.g. an icon button with an aria-label. */
  trigger?: ReactElement;
  /** Props of the default trigger button. Default variant "secondary". */
  buttonProps?: Omit<ButtonProps, "children">;
  /** Alignment of the menu to the trigger. Default "end". */
  align?: "start" | "center" | "end";
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.chevron} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/**
 * A menu button with actions (Radix DropdownMenu): arrow keys, Home/End and typeahead move between items, Escape
 * closes and returns focus to the trigger. Disabled items stay in the keyboard order and say why they are disabled.
 */
export function Menu({ items, label = "Actions", trigger, buttonProps, align = "end", open, defaultOpen, onOpenChange }: MenuProps) {
  const baseId = useId();
  return (
    <RadixMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>
        {trigger ?? (
          <Button variant="secondary" {...buttonProps}>
            {label}
            <Chevron />
          </Button>
        )}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content align={align} sideOffset={4} collisionPadding={8} className={styles.content}>
          {items.map((entry, index) => {
            if (entry === "separator") return <RadixMenu.Separator key={`separator-${index}`} className={styles.separator} />;
            const key = entry.id ?? (typeof entry.label === "string" ? entry.label : String(index));
            const labelId = `${baseId}-${index}-label`;
            const reasonId = `${baseId}-${index}-reason`;
            const hasReason = entry.disabled && entry.disabledReason !== undefined;
            const className = clsx(styles.item, entry.tone === "danger" && !entry.disabled && styles.danger);
            const body = (
              <>
                <span id={labelId} className={styles.label}>
                  {entry.label}
                </span>
                {hasReason && (
                  <span id={reasonId} className={styles.reason}>
                    {entry.disabledReason}
                  </span>
                )}
              </>
            );
            return (
              <RadixMenu.Item
                key={key}
                asChild={entry.href !== undefined && !entry.disabled}
                className={className}
                // Not Radix's `disabled`, which would drop the item from the keyboard order and hide its reason.
                aria-disabled={entry.disabled || undefined}
                aria-labelledby={hasReason ? labelId : undefined}
                aria-describedby={hasReason ? reasonId : undefined}
                onSelect={(event) => {
                  if (entry.disabled) {
                    event.preventDefault();
                    return;
                  }
                  entry.onSelect?.();
                }}
              >
                {entry.href !== undefined && !entry.disabled ? <a href={entry.href}>{body}</a> : body}
              </RadixMenu.Item>
            );
          })}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
