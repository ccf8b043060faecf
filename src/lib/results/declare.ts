/**
 * A panel's results, declared once: each result's id, label, unit, section, meaning, how its raw
 * value follows from the panel's model and how it is written. From this list alone come the
 * result cards (components/declared-result.tsx), the rows `npm run calc` prints, the exports, the
 * result-id tables of docs/url-parameters.md and the test of the page's results
 * (test/components/declared-result.test.tsx). No React here.
 *
 * `M` is what the panel's results are computed from: its model, or for a simulated panel its
 * model with the finished (or still running) simulation.
 */

import type { Carried } from './links';

/** A raw value: a number in code units, a category's code, or nothing when not computable. */
export type RawValue = number | string | null | undefined;

/** The raw value's unit, in code units (docs/url-parameters.md); `code` for a category. */
export type ResultUnit =
  's' | 'ms' | 'fraction' | 'count' | 'nines' | '×' | 'bytes' | 'req/s' | 'code' | (string & {});

/**
 * When a result is shown (a mode's results): the test, and the same in words for the docs
 * ("wave mode"). Made by `shownIn`.
 */
export type Condition<M> = ((model: M) => boolean) & { readonly text: string };

/** A condition and its words: `shownIn('wave mode', (m) => m.mode === 'wave')`. */
export const shownIn = <M>(text: string, test: (model: M) => boolean): Condition<M> =>
  Object.assign((model: M) => test(model), { text });

/** One result of a panel, for one model. */
export interface ResultSpec<M> {
  /** The page's `data-result` id (a public contract: never renamed without a migration). */
  readonly id: string;
  /** Its name as the CLI and the exports print it, standing alone ("Downtime per year"). */
  readonly label: string;
  readonly unit: ResultUnit;
  /** The id of the page section that shows it (`data-section`). */
  readonly section: string;
  /** What it is, for docs/url-parameters.md. */
  readonly hint: string;
  /** The raw value (`data-value`); null or undefined when it cannot be computed. */
  readonly value: (model: M) => RawValue;
  /** The text the page shows for a known value. */
  readonly format: (value: never, model: M) => string;
  /** What the page shows when the value is not known: `—` unless said ("never"). */
  readonly fallback?: (model: M) => string;
  /** Shown only when this holds (a mode's result); always when absent. */
  readonly when?: Condition<M>;
  /**
   * What a known value stands for as another panel's input (an availability in percent as exact
   * decimal text, a health check): every panel field that accepts it gets an "Open in …" link
   * (lib/results/links.ts). Null when this model's value cannot travel exactly.
   */
  readonly carries?: (model: M) => Carried | null | undefined;
}

/**
 * Results of one kind, one per item of a list the model gives (tiers, strategies, periods): the
 * docs list them once by their id template (`burn-<i>`).
 */
export interface ResultFamily<M> {
  /** The id as docs write it, with `<…>` for the varying part: `burn-<i>`. */
  readonly template: string;
  readonly unit: ResultUnit;
  readonly section: string;
  readonly hint: string;
  /** Every member is shown only when this holds. */
  readonly when?: Condition<M>;
  readonly members: (model: M) => readonly ResultSpec<M>[];
}

/**
 * Families over the same items whose members take turns, item by item (`load-none`,
 * `success-none`, `load-retries`, …): the page's order where a table has a row per item. The docs
 * still list each family by its own template.
 */
export interface ResultFamilies<M> {
  readonly families: readonly ResultFamily<M>[];
  readonly members: (model: M) => readonly ResultSpec<M>[];
}

export type ResultDecl<M> = ResultSpec<M> | ResultFamily<M> | ResultFamilies<M>;

/** A result whose value is a number (the common case): `format` takes the number. */
export interface NumberResult<M> extends Omit<ResultSpec<M>, 'format' | 'value'> {
  readonly value: (model: M) => number | null | undefined;
  readonly format: (value: number, model: M) => string;
}

/** A categorical result: `data-value` is its code, `format` says it in words. */
export interface CodeResult<M> extends Omit<ResultSpec<M>, 'format' | 'value' | 'unit'> {
  readonly value: (model: M) => string | null | undefined;
  readonly format: (code: string, model: M) => string;
}

/** Declares a numeric result. */
export const result = <M>(spec: NumberResult<M>): ResultSpec<M> => spec;

/** Declares a categorical result (unit `code`). */
export const codeResult = <M>(spec: CodeResult<M>): ResultSpec<M> => ({ ...spec, unit: 'code' });

/** The member of a family for one item: the family's unit, section and hint, its own id and label. */
export type MemberSpec<M> = Omit<NumberResult<M>, 'unit' | 'section' | 'hint'>;

/**
 * Declares a family: for each item of `items(model)`, the member `member(item)` makes (an id and a
 * label of its own, the family's unit, section and hint).
 */
export function family<M, T>(
  head: Omit<ResultFamily<M>, 'members'>,
  items: (model: M) => readonly T[],
  member: (item: T, model: M) => MemberSpec<M>,
): ResultFamily<M> {
  const { unit, section, hint, when } = head;
  return {
    ...head,
    members: (model) =>
      items(model).map((item) => result<M>({ unit, section, hint, when, ...member(item, model) })),
  };
}

/**
 * Families whose members alternate, item by item: the first member of each, then the second of
 * each, and so on (a family with fewer members simply drops out).
 */
export function interleave<M>(...families: readonly ResultFamily<M>[]): ResultFamilies<M> {
  return {
    families,
    members: (model) => {
      const lists = families.map((f) => f.members(model));
      const longest = Math.max(0, ...lists.map((l) => l.length));
      return Array.from({ length: longest }, (_, i) =>
        lists.flatMap((l) => (l[i] ? [l[i]] : [])),
      ).flat();
    },
  };
}

/** A declaration that stands for several results (a family, or families taking turns). */
export const isFamily = <M>(decl: ResultDecl<M>): decl is ResultFamily<M> | ResultFamilies<M> =>
  'members' in decl;

/** What the docs say of a result or a family. */
export interface DocEntry {
  /** The id, or the family's template (`burn-<i>`). */
  readonly id: string;
  readonly hint: string;
  readonly unit: ResultUnit;
  readonly section: string;
  /** When it is shown, in words; null for always. */
  readonly shown: string | null;
}

/** What the docs list of a declaration: one entry per result or per family (its template). */
export function docEntries<M>(decl: ResultDecl<M>): DocEntry[] {
  if ('families' in decl) return decl.families.flatMap((f) => docEntries(f));
  const { hint, unit, section } = decl;
  const shown = decl.when?.text ?? null;
  return [{ id: 'template' in decl ? decl.template : decl.id, hint, unit, section, shown }];
}

/** Every result the page shows for this model, in page order. */
export function resultsOf<M>(decls: readonly ResultDecl<M>[], model: M): ResultSpec<M>[] {
  return decls
    .flatMap((d) => (isFamily(d) ? d.members(model) : [d]))
    .filter((r) => r.when?.(model) ?? true);
}

/** Known as the page's result contract has it: a finite number or a non-empty code. */
export const isKnown = (value: RawValue): value is number | string =>
  typeof value === 'number' ? Number.isFinite(value) : Boolean(value);

/**
 * A result as the CLI prints it and an export carries it: the page's `data-result` id, label,
 * unit, `data-value` (null where it is "") and the text the page shows.
 */
export interface ResultRow {
  readonly id: string;
  readonly label: string;
  /** The raw value's unit, in code units: `s`, `fraction`, `count`, `×`, `bytes`, `req/s`…; `code` for a category. */
  readonly unit: string;
  /** The page's `data-value`: a number in code units or a category's code; null where it is "". */
  readonly value: number | string | null;
  /** The text the page shows for it: the formatted value, or `—` (or its stated fallback). */
  readonly text: string;
}

/** A raw value as the page's `data-value` writes it: "" when there is none. */
export const rawText = (value: number | string | null): string =>
  value === null ? '' : String(value);

/** The `data-unit` the page writes for a declared unit: none for a category's `code`. */
export const pageUnit = (unit: string): string | undefined => (unit === 'code' ? undefined : unit);

/** One result's value and text for a model. */
export function rowOf<M>(spec: ResultSpec<M>, model: M): ResultRow {
  const value = spec.value(model);
  const known = isKnown(value);
  return {
    id: spec.id,
    label: spec.label,
    unit: spec.unit,
    value: known ? value : null,
    text: known ? spec.format(value as never, model) : (spec.fallback?.(model) ?? '—'),
  };
}

/** Every result of the page for this model, as rows. */
export function rowsOf<M>(decls: readonly ResultDecl<M>[], model: M): ResultRow[] {
  return resultsOf(decls, model).map((spec) => rowOf(spec, model));
}

/** The result of this id for this model (an id a test or a component names). */
export function findResult<M>(
  decls: readonly ResultDecl<M>[],
  model: M,
  id: string,
): ResultSpec<M> {
  const found = decls
    .flatMap((d) => (isFamily(d) ? d.members(model) : [d]))
    .find((r) => r.id === id);
  if (!found) throw new Error(`no result ${id}`);
  return found;
}

/**
 * The ids of the one to three results that answer a panel's question (its headline, under its
 * title), declared beside its results (features/<p>/results.ts): from the model, or from the rows
 * it shows (the largest share, the last column).
 */
export type Headline<M> = (m: M, rows: readonly ResultRow[]) => readonly string[];

/** A headline of the same results whatever the model: those of these ids that are shown. */
export const headlineOf =
  (...ids: readonly string[]): Headline<unknown> =>
  (_m, rows) =>
    ids.filter((id) => rows.some((r) => r.id === id));
