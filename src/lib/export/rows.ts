/**
 * One result as an export carries it, from the panel's declaration (features/<p>/results.ts) as the
 * panel publishes it (lib/results/published.ts): the same id, raw value and text the page's result
 * contract shows (`data-result`, `data-value`).
 *
 * Every declared result the page shows is a row, computable or not, so an export never hides that
 * a result is missing:
 * - `known`: `value` holds the raw value (code units, or a category's code);
 * - `stale`: the last valid value is on screen, marked, but not computable from the current input
 *   (`value` is "", the value in `staleValue`);
 * - `running`: not known yet because the panel's simulation is still running (`value` is "");
 *   the export says so rather than passing the blank off as a value;
 * - `unknown`: nothing computable (`value` is ""); `shown` then holds what the page shows (`—`,
 *   "never", `≈ 10⁻²⁰⁰⁰`).
 */
export interface ResultRow {
  readonly id: string;
  /** The declared label, standing alone as the CLI prints it ("Downtime per year"). */
  readonly label: string;
  /** The value as the page shows it, unit included ("52m 33.6s"). */
  readonly shown: string;
  /** The raw value as `data-value` writes it: "" when not known. */
  readonly value: string;
  /** The raw value's unit (`data-unit`), "" for a category's code. */
  readonly unit: string;
  readonly status: 'known' | 'stale' | 'running' | 'unknown';
  /** The last valid raw value of a stale row (the page's `data-stale-value`), else "". */
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
