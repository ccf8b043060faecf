import { useState } from 'react';

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
  const cut = !all && items.length >= shown + SLACK;
  return {
    shown: cut ? items.slice(0, shown) : items,
    hidden: cut ? items.length - shown : 0,
    showAll: () => setAll(true),
  };
}

/** "Show the other 475 members", with "(the weakest link is among them)" when it is. */
export function showAllLabel(hidden: number, noun: string, hidesWeakest: boolean): string {
  return `Show the other ${hidden.toLocaleString('en-US')} ${noun}${hidesWeakest ? ' (the weakest link is among them)' : ''}`;
}
