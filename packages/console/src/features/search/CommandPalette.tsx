import { useDeferredValue, useMemo, useRef, useState } from "react";
import { Command } from "cmdk";
import { useNavigate } from "react-router";
import { Dialog, VisuallyHidden } from "@cloudconsole/ui";
import { useColorScheme } from "../../app/colorScheme";
import { useUiConfig } from "../../config/ConfigLayout";
import { logout } from "../../session/sessionStore";
import { paletteActions } from "./actions";
import { entryName, type PaletteEntry } from "./entries";
import { indexEntry, rankEntries } from "./rank";
import { readRecent, rememberOpened } from "./recent";
import { useSearchResources } from "./sources";
import { ResourceName } from "../../shared/names";
import * as styles from "./search.css";

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** How many recently opened resources are offered before anything is typed. */
const RECENT_SHOWN = 5;

/**
 * Find anything: every resource of every enabled type and location, and the actions this site enables, ranked by
 * match and recency. A combobox over a listbox (cmdk): arrows move, Enter opens, Escape closes and focus goes back.
 */
export function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  const navigate = useNavigate();
  const config = useUiConfig();
  const { scheme, setPreference } = useColorScheme();
  const resources = useSearchResources();
  const [query, setQuery] = useState("");
  // Typing stays immediate; the ranking of thousands of entries follows the latest text it has time for.
  const deferredQuery = useDeferredValue(query);
  const inputRef = useRef<HTMLInputElement>(null);

  const actions = useMemo(
    () => paletteActions({ config, accounts: resources.accounts, switchColorScheme: () => setPreference(scheme === "dark" ? "light" : "dark"), logout: () => logout() }),
    [config, resources.accounts, scheme, setPreference],
  );
  const indexed = useMemo(() => [...resources.entries, ...actions].map(indexEntry), [resources.entries, actions]);
  const recent = useMemo(() => (open ? readRecent() : []), [open]);
  const results = useMemo(() => rankEntries(indexed, deferredQuery, recent), [indexed, deferredQuery, recent]);
  const recentEntries = useMemo(() => {
    const byId = new Map(resources.entries.map((entry) => [entry.id, entry]));
    return recent.flatMap((id) => byId.get(id) ?? []).slice(0, RECENT_SHOWN);
  }, [recent, resources.entries]);

  // The top result is selected whenever the results change with what was typed; the arrows move from there. The
  // ranking is deferred, so the list cmdk saw when the text changed is not the one shown: selection is kept here.
  const typed = deferredQuery.trim() !== "";
  const shown = typed ? results : [...recentEntries, ...actions];
  const [selection, setSelection] = useState<{ query: string; id: string }>();
  const selected = selection?.query === deferredQuery && shown.some((entry) => entry.id === selection.id) ? selection.id : (shown[0]?.id ?? "");

  function choose(entry: PaletteEntry) {
    onOpenChange(false);
    setQuery("");
    if (entry.kind === "resource") rememberOpened(entry.id);
    if (entry.kind === "action" && entry.perform) entry.perform();
    else if (entry.path) void navigate(entry.path);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Search" size="md" initialFocusRef={inputRef}>
      <Command label="Search resources and actions" shouldFilter={false} loop value={selected} onValueChange={(id) => setSelection({ query: deferredQuery, id })} data-loading={resources.loading || undefined}>
        <Command.Input
          ref={inputRef}
          className={styles.input}
          value={query}
          onValueChange={setQuery}
          placeholder="Name, address or action…"
          aria-label="Search resources and actions"
        />
        <Command.List className={styles.list} label="Results">
          {typed ? (
            results.map((entry) => <PaletteItem key={entry.id} entry={entry} onChoose={choose} />)
          ) : (
            <>
              {recentEntries.length > 0 && (
                <Command.Group heading="Recently opened">
                  {recentEntries.map((entry) => (
                    <PaletteItem key={entry.id} entry={entry} onChoose={choose} />
                  ))}
                </Command.Group>
              )}
              <Command.Group heading="Actions">
                {actions.map((entry) => (
                  <PaletteItem key={entry.id} entry={entry} onChoose={choose} />
                ))}
              </Command.Group>
            </>
          )}
          {typed && results.length === 0 && <p className={styles.note}>{resources.loading ? "Searching…" : `Nothing matches “${deferredQuery.trim()}”.`}</p>}
        </Command.List>
        {resources.loading && typed && results.length > 0 && <p className={styles.note}>Still loading some lists…</p>}
        {resources.failed > 0 && <p className={styles.note}>Some lists could not be loaded; their resources are not searched.</p>}
        <VisuallyHidden role="status">{typed ? resultCountText(results.length, resources.loading) : ""}</VisuallyHidden>
      </Command>
    </Dialog>
  );
}

/** What a screen reader hears after each search. */
export function resultCountText(count: number, loading: boolean): string {
  if (count === 0) return loading ? "Searching" : "No results";
  return `${count === 1 ? "1 result" : `${count} results`}${loading ? ", more loading" : ""}`;
}

function PaletteItem({ entry, onChoose }: { entry: PaletteEntry; onChoose: (entry: PaletteEntry) => void }) {
  const meta = entry.kind === "resource" ? [entry.typeLabel, entry.location, entry.detail].filter(Boolean).join(" · ") : "Action";
  return (
    <Command.Item value={entry.id} onSelect={() => onChoose(entry)} className={styles.item}>
      <span>
        {/* A name is the customer's text: isolated, its direction controls shown, so it reads as it was typed. */}
        <span className={styles.itemName}>
          <ResourceName name={entryName(entry)} />
        </span>
        <bdi className={styles.itemMeta}>{meta}</bdi>
      </span>
      {entry.kind === "resource" && entry.status && <span className={styles.itemStatus}>{entry.status}</span>}
    </Command.Item>
  );
}
