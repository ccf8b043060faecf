import type { PublishedRow } from '@/lib/results/published';

/** A labelled input of the panel, as the JSON export lists it. */
export interface InputRow {
  readonly key: string;
  readonly label: string;
  /** The text in the panel's store (what the URL carries); a choice's label. */
  readonly value: string;
  /** The unit the form shows after the input, "" when none. */
  readonly unit: string;
}

/**
 * What every export of a panel's results is made from. Its results are the rows the panel
 * publishes (lib/results/published.ts): each declared result the page shows, computable or not,
 * with its status, so an export never hides that a result is missing or passes a blank off as a
 * value.
 */
export interface ResultsExport {
  readonly panel: string;
  readonly title: string;
  /** The share link that reopens the panel with the same inputs. */
  readonly link: string;
  readonly inputs: readonly InputRow[];
  readonly results: readonly PublishedRow[];
}
