import { createContext, use, type ReactNode } from "react";
import type { SortDirection } from "../Table/tableSort";

/**
 * Every text the components show or read out of their own (a prop given by the caller always wins), so an
 * application in another language gives them its words through `UiTextsProvider`.
 */
export interface UiTexts {
  /** The × button of a dialog. */
  close: string;
  /** A confirm dialog's buttons. */
  cancel: string;
  delete: string;
  /** The label of a confirm dialog's type-to-confirm field; `name` is the text to type, as an element. */
  typeToConfirm: (name: ReactNode) => ReactNode;
  /** A confirm dialog's failure when the rejection carries no message of its own. */
  confirmFailed: string;
  /** A menu's button, and the read-out header of a table's row actions. */
  actions: string;
  /** A spinner's name. */
  loading: string;
  /** A table without rows. */
  noRecords: string;
  /** The select that sorts a list shown as cards, its choice while unsorted, and each choice. */
  sortBy: string;
  unsorted: string;
  sortChoice: (column: string, direction: SortDirection) => string;
  /** A copy button: its label, and what it says for a moment after copying or failing to. */
  copy: string;
  copied: string;
  copyFailed: string;
  /** A password field's show/hide toggle. */
  showPassword: string;
  /** A filter bar's reset button. */
  clearFilters: string;
  /** Read out after an external link's text. */
  opensInNewTab: string;
}

/** The components' own words in English. */
export const englishUiTexts: UiTexts = {
  close: "Close",
  cancel: "Cancel",
  delete: "Delete",
  typeToConfirm: (name) => <>Type {name} to confirm</>,
  confirmFailed: "Something went wrong. Try again.",
  actions: "Actions",
  loading: "Loading",
  noRecords: "No records",
  sortBy: "Sort by",
  unsorted: "Unsorted",
  sortChoice: (column, direction) => `${column}, ${direction}`,
  copy: "Copy",
  copied: "Copied",
  copyFailed: "Copy failed",
  showPassword: "Show password",
  clearFilters: "Clear filters",
  opensInNewTab: "(opens in a new tab)",
};

const UiTextsContext = createContext<UiTexts>(englishUiTexts);

/** Gives the components below their words in the application's language (English without one). */
export function UiTextsProvider({ texts, children }: { texts: UiTexts; children: ReactNode }) {
  return <UiTextsContext value={texts}>{children}</UiTextsContext>;
}

/** The components' own words where they are rendered. */
export function useUiTexts(): UiTexts {
  return use(UiTextsContext);
}
