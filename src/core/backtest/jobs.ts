/**
 * The alert backtest as a job of the simulation worker (src/core/sim/engines.ts): the job carries
 * the data as text (or a sample's id) and the settings; the worker parses the text, replays it and
 * writes the promtool test, so the page's main thread never reads a large file. The outcome is
 * the result, or why there is none, in words (a data failure names its line).
 */
import type { ExportSpec } from '../alerts/export/spec';
import type { Tier } from '../alerts/tier';
import { fail, type Parsed } from '../input/parsed';
import type { SimTask } from '../sim/task';
import { createBacktestTask, type BacktestProgress, type BacktestResult } from './backtest';
import type { PolicyTiers } from './compare';
import { FORMAT_NAMES, parseBacktestData, type DataFormat } from './parse-data';
import { promtoolTest, type PromtoolTest } from './promtool-test';
import { PROMETHEUS_2_42, PROMETHEUS_3, type RateSemantics } from './rate';
import { sampleById, type SampleId } from './samples';
import type { BacktestData } from './series';

/**
 * The user's text, with the id of its load. Its JSON is the id alone (`toJSON`): job keys are
 * `JSON.stringify(job)` (src/lib/use-simulation.ts), and a key must not copy megabytes of data on
 * every render. Structured cloning copies own fields only, so the worker gets `{ id, text }`.
 */
export class DataText {
  readonly id: number;
  readonly text: string;

  constructor(id: number, text: string) {
    this.id = id;
    this.text = text;
  }

  toJSON(): { readonly id: number; readonly chars: number } {
    return { id: this.id, chars: this.text.length };
  }
}

/** Where the data comes from: a built-in sample, or the user's text. */
export type BacktestSource =
  | { readonly kind: 'sample'; readonly id: SampleId }
  | { readonly kind: 'text'; readonly data: { readonly id: number; readonly text: string } };

export type PromVersion = '2' | '3';

/** The rate() semantics of a `prom` choice. */
export const semanticsOf = (prom: PromVersion): RateSemantics =>
  prom === '3' ? PROMETHEUS_3 : PROMETHEUS_2_42;

export interface BacktestJobParams {
  readonly source: BacktestSource;
  /** The Alerts panel's selectors: they pick the series of JSON and series-notation data. */
  readonly errors: string;
  readonly total: string;
  readonly tiers: readonly Tier[];
  /** Error budget 1 − SLO, a fraction. */
  readonly budget: number;
  /** Rule evaluation interval, seconds. */
  readonly eval: number;
  readonly prom: PromVersion;
  /** Every policy's tiers, side by side (compare.ts policyTierSets). */
  readonly compare: readonly PolicyTiers[];
  /** The rules export's spec, for the promtool test; null when none can be written. */
  readonly spec: ExportSpec | null;
}

export type BacktestJob = { readonly mode: 'backtest'; readonly params: BacktestJobParams };

/** What the data was, as read. */
export interface SourceInfo {
  readonly format: DataFormat | 'sample';
  /** The format in words (“CSV”, “the sample …”). */
  readonly name: string;
  readonly samples: number;
  readonly notes: readonly string[];
}

/** The promtool unit test beside its rules, or why it cannot be written. */
export interface PromtoolExport {
  readonly test: Parsed<PromtoolTest>;
  /** Said beside it: which selectors the test's rules read, when not the panel's own. */
  readonly note: string | null;
}

export type BacktestOutcomeValue =
  | {
      readonly ok: true;
      readonly result: BacktestResult;
      readonly source: SourceInfo;
      readonly promtool: PromtoolExport | null;
    }
  | {
      readonly ok: false;
      /** `data`: the text could not be read (the message names its line); `settings`: it was, but cannot be replayed so. */
      readonly stage: 'data' | 'settings';
      readonly error: string;
      readonly line?: number;
    };

export interface BacktestJobPartial {
  readonly stage: 'parse' | 'replay';
  readonly done: number;
  readonly total: number;
}

export type BacktestPartial = { readonly mode: 'backtest'; readonly partial: BacktestJobPartial };
export type BacktestOutcome = { readonly mode: 'backtest'; readonly result: BacktestOutcomeValue };

/**
 * Most timeline points sent to the page: a chart of a few hundred points per line draws in a few
 * milliseconds, and each point keeps its run's highest burn, so no peak is lost.
 */
export const TIMELINE_POINTS_DRAWN = 200;

/** Selectors the promtool test falls back to for data without labels (a CSV, a sample). */
export const PLAIN_SELECTORS = { errors: 'slo_errors_total', total: 'slo_requests_total' } as const;

/** The data of a source, or why it cannot be read. */
function readSource(
  params: BacktestJobParams,
):
  | { ok: true; data: BacktestData; info: SourceInfo }
  | Extract<BacktestOutcomeValue, { ok: false }> {
  const { source } = params;
  if (source.kind === 'sample') {
    const sample = sampleById(source.id);
    if (!sample) return { ok: false, stage: 'data', error: `There is no sample “${source.id}”.` };
    const data = sample.data();
    return {
      ok: true,
      data,
      info: {
        format: 'sample',
        name: `the sample “${sample.title}”`,
        samples: data.errors[0]!.t.length + data.total[0]!.t.length,
        notes: [],
      },
    };
  }
  const parsed = parseBacktestData({
    text: source.data.text,
    errors: params.errors,
    total: params.total,
  });
  if (!parsed.ok)
    return {
      ok: false,
      stage: 'data',
      error: parsed.error,
      ...(parsed.line === undefined ? {} : { line: parsed.line }),
    };
  const { data, format, samples, notes } = parsed.value;
  return { ok: true, data, info: { format, name: FORMAT_NAMES[format], samples, notes } };
}

const unlabelled = (data: BacktestData) =>
  [...data.errors, ...data.total].every((s) => s.labels.__name__ === undefined);

/**
 * The promtool test of a finished backtest: with the panel's selectors when the data's series
 * carry labels they pick; for data without labels whose selectors cannot name a series (`=~`),
 * with plain metric names, said in `note`.
 */
export function promtoolExport(
  spec: ExportSpec | null,
  result: BacktestResult,
  data: BacktestData,
): PromtoolExport | null {
  if (!spec) return null;
  const test = promtoolTest({ spec, result });
  if (test.ok || !unlabelled(data)) return { test, note: null };
  const plain = promtoolTest({ spec: { ...spec, ...PLAIN_SELECTORS }, result });
  // Named plainly, what still stops the file (a window promtool cannot load) is the reason to give.
  if (!plain.ok) return { test: plain, note: null };
  return {
    test: plain,
    note: `The data’s series have no labels, and the errors and total selectors cannot name one, so the test calls them ${PLAIN_SELECTORS.errors} and ${PLAIN_SELECTORS.total}, and the rules beside it read those.`,
  };
}

/**
 * The job as one task: the first step reads the data (a tenth of the progress bar), the others
 * replay it (createBacktestTask), and the last also writes the promtool test. Never throws for bad
 * data or settings: the outcome says what is wrong.
 */
export function createBacktestJobTask(job: BacktestJob): SimTask<BacktestPartial, BacktestOutcome> {
  const { params } = job;
  let inner: SimTask<BacktestProgress, BacktestResult> | null = null;
  let data: BacktestData | null = null;
  let info: SourceInfo | null = null;
  let outcome: BacktestOutcomeValue | null = null;
  const parseUnits = () => (inner ? Math.max(1, Math.ceil(inner.total / 9)) : 1);
  const done = () => (inner ? parseUnits() + inner.done() : outcome ? 1 : 0);
  const total = () => (inner ? parseUnits() + inner.total : 1);
  return {
    get total() {
      return total();
    },
    done,
    step(units) {
      if (outcome) return true;
      if (!inner) {
        const read = readSource(params);
        if (!read.ok) {
          outcome = read;
          return true;
        }
        try {
          inner = createBacktestTask(read.data, {
            tiers: params.tiers,
            budget: params.budget,
            eval: params.eval,
            semantics: semanticsOf(params.prom),
            compare: params.compare,
            maxPoints: TIMELINE_POINTS_DRAWN,
          });
        } catch (e) {
          outcome = { ok: false, stage: 'settings', error: (e as Error).message };
          return true;
        }
        data = read.data;
        info = read.info;
        return false;
      }
      if (!inner.step(units)) return false;
      const result = inner.result();
      outcome = {
        ok: true,
        result,
        source: info!,
        promtool: promtoolExport(params.spec, result, data!),
      };
      return true;
    },
    partial: () => ({
      mode: 'backtest',
      partial: { stage: inner ? 'replay' : 'parse', done: done(), total: total() },
    }),
    result() {
      if (!outcome) throw new Error('Backtest job: result() before the last step.');
      return { mode: 'backtest', result: outcome };
    },
  };
}

/** Runs a job to its end (the CLI, tests). */
export function runBacktestJob(job: BacktestJob): BacktestOutcomeValue {
  const task = createBacktestJobTask(job);
  while (!task.step(1 << 16)) {
    // keep stepping
  }
  return task.result().result;
}

/**
 * The typed arrays of an outcome (the replay's ratios and running errors, the data's samples, the
 * tiers' firing flags): tens of megabytes for a month of samples, transferred rather than copied.
 */
export function backtestTransferables(outcome: BacktestOutcome | BacktestPartial): ArrayBuffer[] {
  if (!('result' in outcome) || !outcome.result.ok) return [];
  const r = outcome.result.result;
  const buffers = new Set<ArrayBuffer>();
  const add = (a: ArrayBufferView) => {
    if (a.buffer instanceof ArrayBuffer) buffers.add(a.buffer);
  };
  r.replay.ratios.forEach(add);
  add(r.replay.cumBad);
  for (const s of [...r.replay.data.errors, ...r.replay.data.total])
    [s.t, s.v, s.resets].forEach(add);
  for (const t of r.tiers) add(t.run.firing);
  return [...buffers];
}

/** The promtool test's file names and texts, or why there is none (the panel's and the CLI's). */
export function promtoolFiles(exported: PromtoolExport | null): Parsed<{
  readonly test: string;
  readonly testFile: string;
  readonly rules: string;
  readonly rulesFile: string;
}> {
  if (!exported) return fail('Fix the SLO, the tiers and the selectors to write the test.');
  if (!exported.test.ok)
    return fail(`The promtool test cannot be written: ${exported.test.error}.`);
  const { text, rulesFile, rules } = exported.test.value;
  return {
    ok: true,
    value: {
      test: text,
      testFile: rulesFile.replace(/-slo-rules\.yaml$/, '') + '-backtest-test.yaml',
      rules,
      rulesFile,
    },
  };
}
