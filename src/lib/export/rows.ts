/**
 * One result as an export carries it, read from the result contract (components/result.tsx).
 *
 * Every element with a `data-result` id is a row, computable or not, so an export never hides
 * that a result is missing:
 * - `known`: `data-value` holds the raw value (code units, or a category's code);
 * - `stale`: the last valid value is on screen, marked, but not computable from the current input
 *   (`data-value=""`, the value in `data-stale-value`);
 * - `running`: not known yet because the panel's simulation is still running (`data-value=""`);
 *   the export says so rather than passing the blank off as a value;
 * - `unknown`: nothing computable (`data-value=""`); `shown` then holds what the page shows (`—`,
 *   "never", `≈ 10⁻²⁰⁰⁰`).
 */
export interface ResultRow {
  readonly id: string;
  /** The card's label, or a table cell's row and column headers joined by " · ". */
  readonly label: string;
  /** The value as the page shows it, unit included ("52m 33.6s"). */
  readonly shown: string;
  /** `data-value` as written: "" when not known. */
  readonly value: string;
  /** The raw value's unit (`data-unit`), "" when the result declares none. */
  readonly unit: string;
  readonly status: 'known' | 'stale' | 'running' | 'unknown';
  /** The last valid raw value of a stale row (`data-stale-value`), else "". */
  readonly staleValue: string;
}

/** A labelled input of the panel, as the image footer and the JSON export list it. */
export interface InputRow {
  readonly key: string;
  readonly label: string;
  /** The text in the panel's store (what the URL carries). */
  readonly value: string;
  /** The unit the form shows after the input, "" when none. */
  readonly unit: string;
}

/** What every export of a panel's results is made from. */
export interface ResultsExport {
  readonly panel: string;
  readonly title: string;
  /** The share link that reopens the panel with the same inputs. */
  readonly link: string;
  readonly inputs: readonly InputRow[];
  readonly results: readonly ResultRow[];
}
