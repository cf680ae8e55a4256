// TanStack Virtual comes with this file only: the sidebar loads it for a list too long to render whole.
import type { RefObject } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ROW_HEIGHT, RowList, SidebarRow, type SidebarEntry } from "./SidebarRows";

/** Only the rows in view (and a few around them) of a long list. */
export function VirtualSidebarRows({ entries, scroller }: { entries: readonly SidebarEntry[]; scroller: RefObject<HTMLDivElement | null> }) {
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // Until the box is measured, as tall as the window (the most it can be): the rows that replace the first ones
    // shown while this code loaded are there in the same frame.
    initialRect: { width: 0, height: globalThis.innerHeight || 800 },
  });
  return (
    <RowList count={entries.length}>
      {virtualizer.getVirtualItems().map((item) => {
        const entry = entries[item.index];
        return entry ? <SidebarRow key={item.key} entry={entry} top={item.start} /> : null;
      })}
    </RowList>
  );
}
