import { parseAll, type InputsOf, type Schema } from '@/core/fields/schema';
import type { PanelMeta } from '@/lib/panel-meta';
import { rowsOf, type ResultDecl, type ResultRow } from './declare';
import type { PanelExport } from './exports';

/** What one key of a command line (or link) cannot be, in the panel's own words. */
export interface Problem {
  /** The key at fault; null for a problem of the whole run (too large to attempt). */
  readonly key: string | null;
  readonly message: string;
}

/** What the CLI prints for a panel's inputs, or why it cannot. */
export interface Calculated {
  readonly problems: readonly Problem[];
  /** The rows; call it only when there is no problem (it may run a simulation). */
  readonly rows: () => readonly ResultRow[];
  /** The texts the panel's copy buttons give for these inputs (none for a panel without). */
  readonly exports: () => readonly PanelExport[];
}

/**
 * A file the command line reads for a panel (`data=FILE`): data that never goes in a URL. Giving
 * it sets `sets` (e.g. `sample=own`), as loading it on the page does.
 */
export interface CalcFile {
  readonly key: string;
  readonly doc: string;
  readonly sets: Readonly<Record<string, string>>;
}

/** The files' texts by key, as read for `calculate`. */
export type CalcFiles = Readonly<Record<string, string>>;

/** A panel without React: its metadata, fields and results, and its results from inputs. */
export interface CalcPanel extends PanelMeta {
  readonly fields: Schema;
  /** The result declarations (docs tables, the page's result contract test). */
  readonly results: readonly ResultDecl<never>[];
  /** The rows the page shows for these inputs, running any simulation to the end (seeded). */
  readonly calculate: (inputs: Readonly<Record<string, string>>, files?: CalcFiles) => Calculated;
  /** Whether the panel has texts to copy (`calc --export`). */
  readonly exportable: boolean;
  /** The files its command line reads, if any. */
  readonly files: readonly CalcFile[];
}

/** A problem, or none when there is no message. */
export const problem = (key: string | null, message: string | null | undefined): Problem[] =>
  message ? [{ key, message }] : [];

/**
 * The problems of an engine's parsed parameters (retries, overload): each field the engine could
 * not read, and a refusal of the whole run (too large to attempt).
 */
export function parsedProblems(parsed: {
  readonly fields: Readonly<
    Record<string, { readonly ok: boolean; readonly error?: string } | undefined>
  >;
  readonly refusal: string | null | undefined;
}): Problem[] {
  return [
    ...Object.entries(parsed.fields).flatMap(([k, f]) => (f && !f.ok ? problem(k, f.error) : [])),
    ...problem(null, parsed.refusal),
  ];
}

/** Each field's own parser, on its own: what the form would mark under the field. */
function fieldProblems(schema: Schema, inputs: Readonly<Record<string, string>>): Problem[] {
  const parsed = parseAll(schema, inputs as InputsOf<Schema>) as Record<
    string,
    { ok: boolean; error?: string }
  >;
  return schema.flatMap((f) => {
    const p = parsed[f.key];
    return p && !p.ok ? problem(f.key, p.error) : [];
  });
}

const dedupe = (problems: Problem[]): Problem[] =>
  problems.filter(
    (p, i) => problems.findIndex((q) => q.key === p.key && q.message === p.message) === i,
  );

/**
 * A panel as `npm run calc` knows it, from its declarations: `derive` is the page's model,
 * `finish` what the results are computed from (the model, or the model with its simulation run to
 * the end on its seed), `problems` what the model finds wrong beyond the fields' own parsers.
 */
export function calcPanel<S extends Schema, Model, M = Model>(spec: {
  readonly meta: PanelMeta;
  readonly fields: S;
  readonly derive: (inputs: InputsOf<S>, files: CalcFiles) => Model;
  readonly results: readonly ResultDecl<M>[];
  /** Files the command line reads (`data=FILE`), handed to `derive` by key. */
  readonly files?: readonly CalcFile[];
  readonly finish?: (model: Model) => M;
  readonly problems?: (model: Model) => Problem[];
  /** The panel's texts to copy, from the model (features/<p>/exports.ts, as the page uses them). */
  readonly exports?: (model: Model) => readonly PanelExport[];
}): CalcPanel {
  const finish = spec.finish ?? ((model: Model) => model as unknown as M);
  return {
    ...spec.meta,
    fields: spec.fields,
    results: spec.results,
    exportable: spec.exports !== undefined,
    files: spec.files ?? [],
    calculate: (inputs, files = {}) => {
      const model = spec.derive(inputs as InputsOf<S>, files);
      const problems = dedupe([
        ...fieldProblems(spec.fields, inputs),
        ...(spec.problems?.(model) ?? []),
      ]);
      return {
        problems,
        rows: () => rowsOf(spec.results, finish(model)),
        exports: () => spec.exports?.(model) ?? [],
      };
    },
  };
}
