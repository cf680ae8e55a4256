// TanStack Virtual comes with this file only: the VM table loads it for a list too long to render whole.
import { memo, type RefObject } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { IndexedVmRow } from "./vmFilter";
import { SpacerRow, vmTableRow, type VmRowsContext } from "./VmRows";

/**
 * Only the rows in view (and a few around them) of a long list, with spacer rows for the rest. Rendered again only
 * when its rows or context change: a keystroke's own render (the field) leaves the rows alone.
 */
export const VirtualVmRows = memo(function VirtualVmRows({ rows, scroller, context }: { rows: readonly IndexedVmRow[]; scroller: RefObject<HTMLDivElement | null>; context: VmRowsContext }) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => context.rowHeight,
    overscan: 12,
    // Until the box is measured, as tall as the window (the most it can show): the rows that replace the first ones
    // shown while this code loaded are there in the same frame.
    initialRect: { width: 0, height: globalThis.innerHeight || 800 },
  });
  const items = virtualizer.getVirtualItems();
  return (
    <>
      <SpacerRow height={items[0]?.start ?? 0} columnCount={context.columnCount} />
      {items.map((item) => {
        const row = rows[item.index];
        return row ? vmTableRow(row, item.index, context) : null;
      })}
      <SpacerRow height={virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)} columnCount={context.columnCount} />
    </>
  );
});
