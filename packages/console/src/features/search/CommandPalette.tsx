import { memo, startTransition, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from "react";
import { useNavigate } from "react-router";
import { Dialog, VisuallyHidden } from "@cloudconsole/ui";
import { useColorScheme } from "../../app/colorScheme";
import { useUiConfig } from "../../config/ConfigLayout";
import { englishResourceWords, useResourceWords } from "../../app/resourceWords";
import { englishT, useT } from "../../i18n";
import { logOut } from "../auth";
import { ResourceName } from "../../shared/names";
import { paletteActions } from "./actions";
import { entryName, type ActionEntry, type PaletteEntry, type ResourceEntry } from "./entries";
import { searchMessages, type SearchT } from "./messages";
import { indexEntry, queryTerms } from "./rank";
import { readRecent, rememberOpened } from "./recent";
import { SearchIndex } from "./searchIndex";
import { useSearchResources } from "./sources";
import * as styles from "./search.css";

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** How many recently opened resources are offered before anything is typed. */
const RECENT_SHOWN = 5;

/**
 * Find anything: every resource of every enabled type and location, and the actions this site enables, ranked by
 * match and recency. A combobox over a listbox: arrows move, Enter opens, Escape closes and focus goes back.
 *
 * It stays mounted once opened and keeps its index while closed, so opening again reads and indexes nothing unless a
 * list changed. It follows the lists (fetching what it lacks, hearing of changes) only while open, and starts to
 * after the palette is on screen: opening waits for no subscription, and a closed palette costs nothing.
 */
export const CommandPalette = memo(function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  const config = useUiConfig();
  const { scheme, setPreference } = useColorScheme();
  const t = useT(searchMessages);
  const words = useResourceWords();
  const resources = useSearchResources({ subscribed: useAfterPaint(open) });
  const inputRef = useRef<HTMLInputElement>(null);
  // What was typed when the palette last closed without choosing: it is there again on the next open.
  const rememberedQuery = useRef("");

  const actions = useMemo(
    () =>
      paletteActions({
        config,
        accounts: resources.accounts,
        switchColorScheme: () => setPreference(scheme === "dark" ? "light" : "dark"),
        logout: () => void logOut(config),
        t,
        englishT: englishT(searchMessages),
        words,
        englishWords: englishResourceWords(),
      }),
    [config, resources.accounts, scheme, setPreference, t, words],
  );
  const indexedActions = useMemo(() => actions.map(indexEntry), [actions]);
  const index = useMemo(() => new SearchIndex([...resources.lists, indexedActions]), [resources.lists, indexedActions]);
  const { loading, failed } = resources;

  // The same element while nothing it shows changed, so starting or stopping to follow the lists renders no dialog.
  return useMemo(
    () => (
      <Dialog open={open} onOpenChange={onOpenChange} title={t("title")} size="md" initialFocusRef={inputRef}>
        <PaletteSearch t={t} index={index} actions={actions} loading={loading} failed={failed} inputRef={inputRef} rememberedQuery={rememberedQuery} onOpenChange={onOpenChange} />
      </Dialog>
    ),
    [open, onOpenChange, t, index, actions, loading, failed],
  );
});

/**
 * `value`, changed only once the browser has painted the frame after its change; false until the first frame is
 * painted, so a palette mounted open shows its field before it starts to follow (and fetch) the lists.
 */
function useAfterPaint(value: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the frame is painted before the change renders.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(value));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value]);
  return painted;
}

interface PaletteSearchProps {
  t: SearchT;
  index: SearchIndex;
  actions: readonly ActionEntry[];
  loading: boolean;
  failed: number;
  inputRef: RefObject<HTMLInputElement | null>;
  rememberedQuery: RefObject<string>;
  onOpenChange: (open: boolean) => void;
}

/**
 * The search field and its results, mounted while the palette is open. The field always follows the keystroke at once.
 * The results follow in the same render when the search is quick (`SearchIndex.isQuick`: answered from the names that
 * start with it, from memory, or from few entries); a longer search is a transition, which the next keystroke
 * interrupts, so typing never waits for the list.
 */
const PaletteSearch = memo(function PaletteSearch({ t, index, actions, loading, failed, inputRef, rememberedQuery, onOpenChange }: PaletteSearchProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(() => rememberedQuery.current);
  // The text the results are for: the same as `query`, or a step behind while a longer search is under way.
  const [searched, setSearched] = useState(query);
  const [recent] = useState(readRecent);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const listRef = useRef<HTMLDivElement>(null);

  const results = useMemo(() => index.search(searched, recent), [index, searched, recent]);
  const recentEntries = useMemo(() => index.resources(recent).slice(0, RECENT_SHOWN), [index, recent]);
  const typed = queryTerms(searched).length > 0;
  const shown = useMemo<readonly PaletteEntry[]>(() => (typed ? results : [...recentEntries, ...actions]), [typed, results, recentEntries, actions]);

  // The top result is selected whenever the results change with what was typed; the arrows and the pointer move
  // from there, for as long as the text stays the same.
  const [selection, setSelection] = useState<{ query: string; id: string }>();
  const selectedId = selection?.query === searched && shown.some((entry) => entry.id === selection.id) ? selection.id : shown[0]?.id;
  const optionId = (id: string) => `${baseId}-${encodeURIComponent(id)}`;

  // Only a move by keyboard scrolls the list (layout is worked out then, never while opening or typing).
  const scrollToSelected = useRef(false);
  useLayoutEffect(() => {
    if (!scrollToSelected.current || selectedId === undefined) return;
    scrollToSelected.current = false;
    document.getElementById(optionId(selectedId))?.scrollIntoView({ block: "nearest" });
  });
  // New text shows its results from the top.
  const scrolled = useRef(false);
  useLayoutEffect(() => {
    if (!scrolled.current || !listRef.current) return;
    scrolled.current = false;
    listRef.current.scrollTop = 0;
  }, [searched]);

  function choose(entry: PaletteEntry) {
    rememberedQuery.current = "";
    onOpenChange(false);
    if (entry.kind === "resource") rememberOpened(entry.id);
    if (entry.kind === "action" && entry.perform) entry.perform();
    else if (entry.path) void navigate(entry.path);
  }

  function move(step: 1 | -1) {
    if (shown.length === 0) return;
    const at = shown.findIndex((entry) => entry.id === selectedId);
    const next = shown[at < 0 ? (step > 0 ? 0 : shown.length - 1) : (at + step + shown.length) % shown.length];
    if (!next) return;
    scrollToSelected.current = true;
    setSelection({ query: searched, id: next.id });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.nativeEvent.isComposing) return;
    const step = event.key === "ArrowDown" || (event.ctrlKey && event.key === "n") ? 1 : event.key === "ArrowUp" || (event.ctrlKey && event.key === "p") ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      move(step);
    } else if (event.key === "Enter") {
      event.preventDefault();
      // Enter right after a keystroke whose results are not shown yet opens the best match for what was typed.
      const entry = query === searched ? shown.find((candidate) => candidate.id === selectedId) : queryTerms(query).length > 0 ? index.search(query, recent, 1)[0] : shown[0];
      if (entry) choose(entry);
    }
  }

  function entryAt(event: MouseEvent): PaletteEntry | undefined {
    const option = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
    return option ? shown.find((entry) => optionId(entry.id) === option.id) : undefined;
  }

  // Keyed by place: a keystroke mostly brings other results, which then update the rows in place rather than
  // replacing them; a row whose result stayed where it was is not rendered again.
  const options = (entries: readonly PaletteEntry[]) =>
    entries.map((entry, place) => <PaletteOption key={place} entry={entry} actionWord={t("action")} id={optionId(entry.id)} selected={entry.id === selectedId} />);

  return (
    <div className={styles.palette} data-search-palette="" data-loading={loading || undefined}>
      <input
        ref={inputRef}
        className={styles.input}
        role="combobox"
        aria-label={t("field")}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={selectedId === undefined ? undefined : optionId(selectedId)}
        autoComplete="off"
        spellCheck={false}
        placeholder={t("placeholder")}
        value={query}
        onChange={(event) => {
          const text = event.target.value;
          setQuery(text);
          rememberedQuery.current = text;
          if (index.isQuick(text)) setSearched(text);
          else startTransition(() => setSearched(text));
        }}
        onKeyDown={onKeyDown}
      />
      {/* Chosen with the pointer: the field keeps focus, one handler serves every option. Should the list get focus
          all the same, the keys work there as in the field. */}
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t("results")}
        className={styles.list}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onMouseDown={(event) => event.preventDefault()}
        onPointerMove={(event) => {
          const entry = entryAt(event);
          if (entry && entry.id !== selectedId) setSelection({ query: searched, id: entry.id });
        }}
        onClick={(event) => {
          const entry = entryAt(event);
          if (entry) choose(entry);
        }}
        onScroll={(event) => {
          scrolled.current = event.currentTarget.scrollTop > 0;
        }}
      >
        {typed ? (
          options(results)
        ) : (
          <>
            {recentEntries.length > 0 && (
              <OptionGroup id={`${baseId}-recent`} heading={t("recent")}>
                {options(recentEntries)}
              </OptionGroup>
            )}
            <OptionGroup id={`${baseId}-actions`} heading={t("actions")}>
              {options(actions)}
            </OptionGroup>
          </>
        )}
      </div>
      {typed && results.length === 0 && <p className={styles.note}>{loading ? t("searching") : t("nothingMatches", { query: searched.trim() })}</p>}
      {loading && typed && results.length > 0 && <p className={styles.note}>{t("stillLoading")}</p>}
      {failed > 0 && <p className={styles.note}>{t("someFailed")}</p>}
      <VisuallyHidden role="status">{typed ? resultCountText(t, results.length, loading) : ""}</VisuallyHidden>
    </div>
  );
});

/** What a screen reader hears after each search. */
export function resultCountText(t: SearchT, count: number, loading: boolean): string {
  if (count === 0) return loading ? t("count.searching") : t("count.none");
  return loading ? t("count.resultsLoading", { count }) : t("count.results", { count });
}

/** A named group of options; the heading names the group and is not read again as text of its own. */
function OptionGroup({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <div role="presentation">
      <div id={id} className={styles.groupHeading} aria-hidden="true">
        {heading}
      </div>
      <div role="group" aria-labelledby={id}>
        {children}
      </div>
    </div>
  );
}

/** One result; memoised, so a keystroke renders only the rows whose result or selection changed. */
const PaletteOption = memo(function PaletteOption({ entry, actionWord, id, selected }: { entry: PaletteEntry; actionWord: string; id: string; selected: boolean }) {
  return (
    <div role="option" id={id} aria-selected={selected} className={styles.item}>
      <span>
        {/* A name is the customer's text: isolated, its direction controls shown, so it reads as it was typed. */}
        <span className={styles.itemName}>
          <ResourceName name={entryName(entry)} />
        </span>
        <bdi className={styles.itemMeta}>{entry.kind === "resource" ? resourceMeta(entry) : actionWord}</bdi>
      </span>
      {entry.kind === "resource" && entry.status && <span className={styles.itemStatus}>{entry.status}</span>}
    </div>
  );
});

function resourceMeta(entry: ResourceEntry): string {
  return [entry.typeLabel, entry.location, entry.detail].filter(Boolean).join(" · ");
}
