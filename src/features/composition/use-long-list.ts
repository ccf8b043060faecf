import { useState } from 'react';
import type { Path } from '@/core/composition/edit';

/** Items a long list shows at first; it is cut only when that hides at least SLACK more. */
const SHOWN = 24;
const SLACK = 16;

export interface LongList<T> {
  /** The items to render now. */
  readonly shown: readonly T[];
  /** How many are held back (0 when all are shown). */
  readonly hidden: number;
  readonly showAll: () => void;
}

/**
 * A 500-member quorum is a fine thing to evaluate but not to draw three times over: rendering
 * every row of the editor, the diagram and the table at once blocked the page for 0.7 s.
 * Long lists show their first items and say how many more there are; one click shows them all.
 */
export function useLongList<T>(items: readonly T[], shown = SHOWN): LongList<T> {
  const [all, setAll] = useState(false);
  // A list that grows by one has had a block added, at its end: show it rather than hide it
  // behind the button. One removed keeps the choice; any larger change (a paste, a preset, a
  // link) is a new list, cut again.
  const [seen, setSeen] = useState(items.length);
  if (items.length !== seen) {
    setSeen(items.length);
    if (items.length === seen + 1) setAll(true);
    else if (items.length !== seen - 1) setAll(false);
  }
  const cut = !all && items.length >= shown + SLACK;
  return {
    shown: cut ? items.slice(0, shown) : items,
    hidden: cut ? items.length - shown : 0,
    showAll: () => setAll(true),
  };
}

/**
 * `actions` for the members of a cut list at `path`: moving the last shown member down (into
 * the hidden tail) shows the whole list first, so the row never vanishes.
 */
export function revealingMoves<A extends { move: (p: Path, d: -1 | 1) => void }>(
  actions: A,
  list: LongList<unknown>,
  path: Path,
): A {
  if (list.hidden === 0) return actions;
  return {
    ...actions,
    move: (p, d) => {
      const index = p[path.length] ?? 0;
      if (p.length === path.length + 1 && index + d >= list.shown.length) list.showAll();
      actions.move(p, d);
    },
  };
}

/** "Show the other 475 members", with "(the weakest link is among them)" when it is. */
export function showAllLabel(hidden: number, noun: string, hidesWeakest: boolean): string {
  return `Show the other ${hidden.toLocaleString('en-US')} ${noun}${hidesWeakest ? ' (the weakest link is among them)' : ''}`;
}
