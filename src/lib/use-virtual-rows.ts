import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';

/**
 * Lists longer than this render only the rows in and near view, inside their own scroll region;
 * shorter lists render every row, in the page's flow, as they always did.
 */
export const VIRTUALISE_ABOVE = 40;

/** Rows rendered beyond each edge of the view, so a quick scroll or a tab lands on a row. */
const OVERSCAN = 6;

/** What a row needs to be measured and to stay rendered while it holds the focus. */
export interface RowProps {
  readonly 'data-index': number;
  readonly ref: (el: Element | null) => void;
  readonly onFocus: (e: FocusEvent<Element>) => void;
  readonly onBlur: (e: FocusEvent<Element>) => void;
}

export interface VirtualRows {
  /** True when the list is long enough to be virtualised. */
  readonly on: boolean;
  /** The indexes to render now, in order: every index when `on` is false. */
  readonly indexes: readonly number[];
  /** Space, px, above the first and below the last rendered row (0 when `on` is false). */
  readonly before: number;
  readonly after: number;
  /** The ref callback of the scroll region the rows live in. */
  readonly setScroller: (el: HTMLDivElement | null) => void;
  /** Spread on each rendered row (only meaningful when `on`). */
  readonly rowProps: (index: number) => RowProps;
}

const ALL: number[] = [];
const every = (count: number) => {
  for (let i = ALL.length; i < count; i++) ALL.push(i);
  return ALL.slice(0, count);
};

/**
 * A long list rendered window by window: rows are measured as they render (their height varies
 * with wrapping), the row holding the focus stays rendered when scrolled away (so typing in it
 * never loses the caret), and a short list is left alone.
 */
export function useVirtualRows(count: number, estimate: number): VirtualRows {
  const on = count > VIRTUALISE_ABOVE;
  const [scrollElement, setScroller] = useState<HTMLDivElement | null>(null);
  const focused = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const keep = focused.current;
    if (keep === null || keep >= range.count || indexes.includes(keep)) return indexes;
    return [...indexes, keep].sort((a, b) => a - b);
  }, []);
  // The virtualiser hands back a mutable instance: nothing here is memoised on it (the app is
  // not built with the React compiler, and the rows read it afresh on every render).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    enabled: on,
    getScrollElement: () => scrollElement,
    estimateSize: () => estimate,
    overscan: OVERSCAN,
    rangeExtractor,
  });
  const rowProps = (index: number): RowProps => ({
    'data-index': index,
    ref: virtualizer.measureElement,
    onFocus: () => {
      focused.current = index;
    },
    onBlur: (e) => {
      const into = e.relatedTarget;
      if (!(into instanceof Node && e.currentTarget.contains(into)) && focused.current === index) {
        focused.current = null;
      }
    },
  });
  if (!on) return { on, indexes: every(count), before: 0, after: 0, setScroller, rowProps };
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  let before = items[0]?.start ?? 0;
  let after = Math.max(0, total - (items[items.length - 1]?.end ?? 0));
  // A focused row kept from far away is drawn right next to the window, out of view, so the
  // window's own rows stay exactly where they belong.
  const [a, b] = [items[0], items[1]];
  if (a && b && b.index !== a.index + 1) before = Math.max(0, b.start - a.size);
  const [y, z] = [items[items.length - 2], items[items.length - 1]];
  if (y && z && z.index !== y.index + 1) after = Math.max(0, total - y.end - z.size);
  return { on, indexes: items.map((i) => i.index), before, after, setScroller, rowProps };
}
