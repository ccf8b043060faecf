import type { ResultRow } from './rows';

/** Text as a reader sees it in one line: whitespace collapsed, trimmed. */
function textOf(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** An element's text without its marks (the "(last valid)" badge), which `status` carries. */
function textWithout(el: Element | null, selector: string): string {
  if (!el) return '';
  const copy = el.cloneNode(true) as Element;
  for (const mark of copy.querySelectorAll(selector)) mark.remove();
  return textOf(copy);
}

/** A span attribute (`colspan`, `rowspan`) as a count of at least 1. */
function span(cell: Element, name: string): number {
  const n = Number.parseInt(cell.getAttribute(name) ?? '1', 10);
  return Number.isFinite(n) && n > 1 ? n : 1;
}

/** The `<tr>`s directly in a table part (`thead`, `tbody`). */
function rowsOf(part: Element | null | undefined): Element[] {
  return Array.from(part?.children ?? []).filter((el) => el.tagName === 'TR');
}

/** The cells of table rows laid out on a grid, colspan and rowspan taken into account. */
function grid(rows: readonly Element[]): Element[][] {
  const out: Element[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let col = 0;
    for (const cell of Array.from(row.children)) {
      if (cell.tagName !== 'TD' && cell.tagName !== 'TH') continue;
      while (out[r]?.[col]) col += 1;
      const cols = span(cell, 'colspan');
      for (let dr = 0; dr < span(cell, 'rowspan'); dr += 1) {
        const line = out[r + dr];
        if (!line) break;
        for (let dc = 0; dc < cols; dc += 1) line[col + dc] = cell;
      }
      col += cols;
    }
  });
  return out;
}

/** A table cell's headers: its `headers` ids, or its row's `th` and the `thead` column headers. */
function cellLabel(cell: Element): string {
  const ids = cell.getAttribute('headers')?.trim();
  if (ids) {
    const doc = cell.ownerDocument;
    return ids
      .split(/\s+/)
      .map((id) => textOf(doc.getElementById(id)))
      .filter(Boolean)
      .join(' · ');
  }
  const row = cell.parentElement;
  const table = cell.closest('table');
  if (!row || !table) return '';
  const siblings = rowsOf(row.parentElement);
  const cols = grid(siblings)[siblings.indexOf(row)] ?? [];
  const col = cols.indexOf(cell);
  const rowHeader = cols.find((c, i) => i < col && c.tagName === 'TH');
  const thead = Array.from(table.children).find((el) => el.tagName === 'THEAD');
  const colHeaders: string[] = [];
  for (const line of grid(rowsOf(thead))) {
    const th = line[col];
    const text = th && th !== rowHeader ? textOf(th) : '';
    if (text && !colHeaders.includes(text)) colHeaders.push(text);
  }
  return [textOf(rowHeader), ...colHeaders].filter(Boolean).join(' · ');
}

/** The label of a result: a card's `.result-label` (without badges), or a cell's headers (both for a card in a cell). */
function labelOf(el: Element): string {
  if (el.tagName === 'TD') return cellLabel(el);
  const own = textWithout(el.querySelector('.result-label'), '.stale-badge');
  // A card inside a table cell ("of the budget") is named by the cell's headers too.
  const cell = el.closest('td');
  return cell ? [cellLabel(cell), own].filter(Boolean).join(' · ') : own;
}

/** What the page shows for it: a card's `output`, or the cell's text. */
function shownOf(el: Element): string {
  if (el.tagName === 'TD') return textOf(el);
  return textOf(el.querySelector('output'));
}

/** A simulation of the panel still on its way (components/run-status.tsx): starting or running. */
const RUN_IN_FLIGHT = '[data-status="idle"], [data-status="running"]';

/**
 * The results inside `root`, in page order, read from the result contract only: one row per
 * `[data-result]` (see `ResultRow` for the known, stale, running and unknown ones). While the
 * panel's simulation runs, a result with no value yet is `running`, not `unknown`.
 */
export function readResults(root: ParentNode): ResultRow[] {
  const running = root.querySelector(RUN_IN_FLIGHT) !== null;
  return [...root.querySelectorAll('[data-result]')].map((el) => {
    const value = el.getAttribute('data-value') ?? '';
    const stale = el.getAttribute('data-stale') === 'true';
    return {
      id: el.getAttribute('data-result') ?? '',
      label: labelOf(el),
      shown: shownOf(el),
      value,
      unit: el.getAttribute('data-unit') ?? '',
      status: value !== '' ? 'known' : stale ? 'stale' : running ? 'running' : 'unknown',
      staleValue: stale ? (el.getAttribute('data-stale-value') ?? '') : '',
    };
  });
}
