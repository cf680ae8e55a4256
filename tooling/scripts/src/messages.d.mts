/** Every folder under `root` that holds a catalogue (a `locales/en.json`). */
export declare function catalogueFolders(root: string): string[];
/** The ids a catalogue folder's code uses, with the file that first uses each. */
export declare function usedIds(folder: string, otherFolders?: string[]): Map<string, string>;
/** The placeholders of an ICU message, each with its kind ('name', 'name:plural'), sorted. */
export declare function placeholders(message: string): string[];
/** The problems of one catalogue folder, as lines; `write` fixes what extraction can. */
export declare function checkFolder(folder: string, options: { languages: string[]; otherFolders?: string[]; write?: boolean }): string[];
/** The languages the console lists, read from its src/i18n/languages.ts. */
export declare function consoleLanguages(root: string): string[];
/** Checks (or with `write`, extracts into) every catalogue under `root`; returns the problems left. */
export declare function checkCatalogues(root: string, options?: { write?: boolean }): string[];
