import { useMemo, useState } from "react";
import { Link } from "react-router";
import type { Location } from "@cloudconsole/sdk";
import { EmptyState, FilterBar, Heading, Inline, Select, Stack, Table, TextField, buttonClass, type TableColumn, type TableLinkProps } from "@cloudconsole/ui";
import { useT } from "../../i18n";
import { locationName } from "../../shared/compute";
import { networkMessages } from "./messages";
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
function useFilteredRows<T>(rows: readonly Located<T>[], searchText: (row: Located<T>) => string) {
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

/** What the Network page says about one kind of resource: its heading, create link and empty state. */
export interface ResourceListText {
  id: string;
  title: string;
  createLabel: string;
  createPath: string;
  /** What the list is called when empty, e.g. "No Floating IPs yet". */
  emptyTitle: string;
  emptyText: string;
  searchPlaceholder: string;
}

export interface LocatedResourceListProps<T> {
  text: ResourceListText;
  rows: readonly Located<T>[];
  locations: readonly Location[];
  /** The words a row is found by. */
  searchText: (row: Located<T>) => string;
  /** Unique within a location (uuid, or the address for a Floating IP). */
  rowId: (item: T) => string;
  /** The row's page, when it has one. */
  detailPath: (row: Located<T>) => string | undefined;
  defaultSortKey: string;
  columns: readonly TableColumn<Located<T>>[];
}

/**
 * One kind of network resource on the Network page: its heading and create link, a filter by words and location,
 * and its table, or an empty state with the create action.
 */
export function LocatedResourceList<T>({ text, rows, locations, searchText, rowId, detailPath, defaultSortKey, columns }: LocatedResourceListProps<T>) {
  const t = useT(networkMessages);
  const { filter, setFilter, visible } = useFilteredRows(rows, searchText);
  const { id, title, createLabel, createPath, emptyTitle, emptyText, searchPlaceholder } = text;
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
        {rows.length > 0 && createLink}
      </Inline>
      {rows.length === 0 ? (
        <EmptyState title={emptyTitle} text={emptyText} action={createLink} level={3} />
      ) : (
        <>
          <FilterBar label={t("filter.label", { title })} onReset={() => setFilter({ text: "", location: "" })} canReset={filter.text !== "" || filter.location !== ""}>
            <TextField label={t("filter.search")} type="search" placeholder={searchPlaceholder} value={filter.text} autoComplete="off" onChange={(event) => setFilter({ ...filter, text: event.target.value })} />
            {locations.length > 1 && (
              <Select label={t("field.location")} value={filter.location} onChange={(event) => setFilter({ ...filter, location: event.target.value })}>
                <option value="">{t("filter.anyLocation")}</option>
                {locations.map((location) => (
                  <option key={location.slug} value={location.slug}>
                    {location.display_name}
                  </option>
                ))}
              </Select>
            )}
          </FilterBar>
          <Table
            phoneCards
            caption={title}
            captionHidden
            rows={visible}
            rowKey={(row) => `${row.location}/${rowId(row.item)}`}
            rowHref={detailPath}
            renderLink={routerLink}
            defaultSort={{ key: defaultSortKey, direction: "ascending" }}
            columns={columns}
          />
        </>
      )}
    </Stack>
  );
}

/** A location's display name for a table cell. */
export function locationCell(locations: readonly Location[]) {
  return (row: { location: string }) => locationName(locations, row.location);
}
