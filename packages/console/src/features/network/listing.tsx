import { useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { Location } from "@cloudconsole/sdk";
import { EmptyState, FilterBar, Heading, Inline, Select, Stack, TextField, buttonClass, type TableLinkProps } from "@cloudconsole/ui";
import { locationName } from "../../shared/compute";
import type { Located } from "./queries";

/** The tables' row links go through the router. */
export function routerLink({ href, ...props }: TableLinkProps) {
  return <Link to={href} {...props} />;
}

/** What a list's filter holds: words to find, and a location. */
export interface ListFilter {
  text: string;
  location: string;
}

/** Rows kept by a filter: every word must appear in the row's searchable text; the location must match when chosen. */
export function useFilteredRows<T>(rows: readonly Located<T>[], searchText: (row: Located<T>) => string) {
  const [filter, setFilter] = useState<ListFilter>({ text: "", location: "" });
  const visible = useMemo(() => {
    const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
    return rows.filter((row) => {
      if (filter.location && row.location !== filter.location) return false;
      const haystack = searchText(row).toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
  }, [rows, filter, searchText]);
  return { filter, setFilter, visible };
}

export interface ResourceSectionProps {
  id: string;
  title: string;
  createLabel: string;
  createPath: string;
  /** What the list is called when empty, e.g. "No Floating IPs yet". */
  emptyTitle: string;
  emptyText: string;
  total: number;
  locations: readonly Location[];
  filter: ListFilter;
  onFilter: (filter: ListFilter) => void;
  searchPlaceholder: string;
  children: ReactNode;
}

/** One kind of network resource on the Network page: its heading and create link, its filter and its table, or an empty state. */
export function ResourceSection({ id, title, createLabel, createPath, emptyTitle, emptyText, total, locations, filter, onFilter, searchPlaceholder, children }: ResourceSectionProps) {
  const createLink = (
    <Link className={buttonClass({ variant: "primary", size: "sm" })} to={createPath}>
      {createLabel}
    </Link>
  );
  return (
    <Stack as="section" gap="sm" aria-labelledby={id}>
      <Inline justify="between">
        <Heading level={2} id={id}>
          {title}
        </Heading>
        {total > 0 && createLink}
      </Inline>
      {total === 0 ? (
        <EmptyState title={emptyTitle} text={emptyText} action={createLink} level={3} />
      ) : (
        <>
          <FilterBar label={`Filter ${title}`} onReset={() => onFilter({ text: "", location: "" })} canReset={filter.text !== "" || filter.location !== ""}>
            <TextField label="Search" type="search" placeholder={searchPlaceholder} value={filter.text} autoComplete="off" onChange={(event) => onFilter({ ...filter, text: event.target.value })} />
            {locations.length > 1 && (
              <Select label="Location" value={filter.location} onChange={(event) => onFilter({ ...filter, location: event.target.value })}>
                <option value="">Any location</option>
                {locations.map((location) => (
                  <option key={location.slug} value={location.slug}>
                    {location.display_name}
                  </option>
                ))}
              </Select>
            )}
          </FilterBar>
          {children}
        </>
      )}
    </Stack>
  );
}

/** A location's display name for a table cell. */
export function locationCell(locations: readonly Location[]) {
  return (row: { location: string }) => locationName(locations, row.location);
}
