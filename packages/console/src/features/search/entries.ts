import type { ResourceType } from "../../app/feature";

/** One resource the palette can find: what it is, where it lives, and the route of its detail page. */
export interface ResourceEntry {
  kind: "resource";
  /** Unique across every type and location. */
  id: string;
  /** The resource type, or "invoice" (found through its billing account). */
  type: ResourceType | "invoice";
  /** The type in words, e.g. "Virtual machine". */
  typeLabel: string;
  name: string;
  /** A second line (an address, a subnet, a hostname). */
  detail?: string;
  /** The location's display name, for resources that live in one. */
  location?: string;
  status?: string;
  /** Route under /app. */
  path: string;
  /** Other texts that find it (addresses, UUIDs), matched like the name but ranked below it. */
  keywords: readonly string[];
}

/** Something the palette does: open a route or run a command. */
export interface ActionEntry {
  kind: "action";
  id: string;
  label: string;
  /** Words that find it besides its label. */
  keywords: readonly string[];
  /** Route under /app to open, or… */
  path?: string;
  /** …a command to run. */
  perform?: () => void;
}

export type PaletteEntry = ResourceEntry | ActionEntry;

/** The words an entry is found by, its name first. */
export function entryName(entry: PaletteEntry): string {
  return entry.kind === "resource" ? entry.name : entry.label;
}
