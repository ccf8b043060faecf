/**
 * A panel's results as plain rows, the way its result components render them: what `npm run calc`
 * prints and what a test compares with the page's `data-result` elements. No React here.
 */
export interface ResultRow {
  /** The page's `data-result` id (docs/url-parameters.md). */
  readonly id: string;
  readonly label: string;
  /** The raw value's unit, in code units: `s`, `fraction`, `count`, `×`, `bytes`, `req/s`…; `code` for a category. */
  readonly unit: string;
  /** The page's `data-value`: a number in code units or a category's code; null where it is "". */
  readonly value: number | string | null;
  /** The text the page shows for it: the formatted value, or `—` (or its stated fallback). */
  readonly text: string;
}

/** Known as the page's result contract has it: a finite number or a non-empty code. */
const isKnown = (value: number | string | null | undefined): value is number | string =>
  typeof value === 'number' ? Number.isFinite(value) : Boolean(value);

/**
 * A row as `Result`/`ResultCell` render it: the value and its text when known, else no value
 * and the fallback (`—` unless the page says something else, such as "never").
 */
export function resultRow(
  id: string,
  label: string,
  unit: string,
  value: number | string | null | undefined,
  text: string | null | undefined,
  fallback = '—',
): ResultRow {
  const known = isKnown(value);
  return { id, label, unit, value: known ? value : null, text: known ? (text ?? '') : fallback };
}
