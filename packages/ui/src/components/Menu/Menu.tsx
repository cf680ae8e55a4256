import * as RadixMenu from "@radix-ui/react-dropdown-menu";
import clsx from "clsx";
import { useId, type ReactElement, type ReactNode } from "react";
import type { ButtonProps } from "../Button/Button";
import { MenuButton } from "./MenuButton";
import { useUiTexts } from "../UiTexts/UiTexts";
import { visuallyHidden } from "../../theme/utils.css";
import * as styles from "./Menu.css";

export interface MenuAction {
  /** React key; defaults to the label when it is a string. */
  id?: string;
  label: ReactNode;
  /** Runs when the item is chosen (click, Enter or Space); the menu closes and focus returns to the trigger. */
  onSelect?: () => void;
  /** Makes the item a link, drawn by the menu's `renderLink` (a router Link) or as an `<a>`. */
  href?: string;
  /** Shown but not chosen; stays focusable so its reason can be read. */
  disabled?: boolean;
  /** Why it is disabled, shown under the label and read out with it, e.g. "Stop the server first". */
  disabledReason?: ReactNode;
  /** "danger" for destructive actions (Delete). */
  tone?: "danger";
}

/** Items under a small heading that names them (role "group"), e.g. "Application catalog". */
export interface MenuGroup {
  /** React key; defaults to the label when it is a string. */
  id?: string;
  /** Names the group: shown above its items and read out as the group's name. */
  label: ReactNode;
  /** Read the label out but do not show it (a first group that needs no heading). */
  labelHidden?: boolean;
  items: readonly MenuAction[];
}

/** An action, a group of actions under a label, or "separator" for a line between groups. */
export type MenuEntry = MenuAction | MenuGroup | "separator";

/** What `renderLink` gets for an item with an `href`. */
export interface MenuLinkProps {
  href: string;
  children: ReactNode;
}

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
  /**
   * Renders link items, e.g. a router Link: `({ href, children }) => <Link to={href}>{children}</Link>`. The element
   * must pass its ref and props on to the anchor (the menu adds its role, focus and click handling). Default: `<a>`.
   */
  renderLink?: (props: MenuLinkProps) => ReactElement;
  /** On phones (700 px wide or less) the menu spans the screen's width instead of hanging off its trigger. */
  fullWidthOnMobile?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const defaultRenderLink = ({ href, children }: MenuLinkProps) => <a href={href}>{children}</a>;

function keyOf(entry: { id?: string; label: ReactNode }, index: number): string {
  return entry.id ?? (typeof entry.label === "string" ? entry.label : String(index));
}

function isGroup(entry: MenuAction | MenuGroup): entry is MenuGroup {
  return "items" in entry;
}

interface ItemProps {
  entry: MenuAction;
  /** Unique within the menu: prefixes the ids of the label and the disabled reason. */
  idBase: string;
  renderLink: (props: MenuLinkProps) => ReactElement;
}

function Item({ entry, idBase, renderLink }: ItemProps) {
  const labelId = `${idBase}-label`;
  const reasonId = `${idBase}-reason`;
  const hasReason = entry.disabled && entry.disabledReason !== undefined;
  const link = entry.href !== undefined && !entry.disabled;
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
      asChild={link}
      className={clsx(styles.item, entry.tone === "danger" && !entry.disabled && styles.danger)}
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
      {link && entry.href !== undefined ? renderLink({ href: entry.href, children: body }) : body}
    </RadixMenu.Item>
  );
}

/**
 * A menu button with actions (Radix DropdownMenu): arrow keys, Home/End and typeahead move between items, across
 * groups, Escape closes and returns focus to the trigger. Disabled items stay in the keyboard order and say why they
 * are disabled. Link items follow their link (through `renderLink`, e.g. the router) and close the menu.
 */
export function Menu({
  items,
  label,
  trigger,
  buttonProps,
  align = "end",
  renderLink = defaultRenderLink,
  fullWidthOnMobile = false,
  open,
  defaultOpen,
  onOpenChange,
}: MenuProps) {
  const baseId = useId();
  const texts = useUiTexts();
  return (
    <RadixMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>
        {trigger ?? (
          <MenuButton {...buttonProps}>{label ?? texts.actions}</MenuButton>
        )}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content align={align} sideOffset={4} collisionPadding={8} className={clsx(styles.content, fullWidthOnMobile && styles.fullWidthOnMobile)}>
          {items.map((entry, index) => {
            if (entry === "separator") return <RadixMenu.Separator key={`separator-${index}`} className={styles.separator} />;
            if (!isGroup(entry)) return <Item key={keyOf(entry, index)} entry={entry} idBase={`${baseId}-${index}`} renderLink={renderLink} />;
            const groupLabelId = `${baseId}-${index}-group`;
            return (
              <RadixMenu.Group key={keyOf(entry, index)} aria-labelledby={groupLabelId} className={styles.group}>
                <RadixMenu.Label id={groupLabelId} className={clsx(styles.groupLabel, entry.labelHidden && visuallyHidden)}>
                  {entry.label}
                </RadixMenu.Label>
                {entry.items.map((item, itemIndex) => (
                  <Item key={keyOf(item, itemIndex)} entry={item} idBase={`${baseId}-${index}-${itemIndex}`} renderLink={renderLink} />
                ))}
              </RadixMenu.Group>
            );
          })}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
