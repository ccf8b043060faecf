import { BACKTEST_FIELDS } from '@/core/backtest/fields';
import { DataText, runBacktestJob, type BacktestSource } from '@/core/backtest/jobs';
import { calcPanel, problem } from '@/lib/results/calc';
import { backtestJob, deriveBacktest, sampleSource, type BacktestModel } from './backtest-model';
import { backtestExportsOf } from './exports';
import { BACKTEST_META } from './meta';
import { BACKTEST_RESULTS, type BacktestView } from './results';

/** `sample=own` from the command line without a file: a link never carries the data. */
const OWN_DATA_CLI =
  'sample=own is data loaded into the page, which a link never carries: give it with data=FILE, or pick a sample (clean-week, incident-2pct, slow-burn, low-traffic).';

/** The settings and the data they replay: a sample's, or the file's (`data=FILE`). */
interface CalcModel {
  readonly model: BacktestModel;
  readonly source: BacktestSource | null;
}

/** Each model's run, once: its rows, problems and exports all read the same one. */
const runs = new WeakMap<CalcModel, BacktestView>();

function viewOf(c: CalcModel): BacktestView {
  let view = runs.get(c);
  if (!view) {
    const job = backtestJob(c.model, c.source);
    view = { model: c.model, outcome: job ? runBacktestJob(job) : null };
    runs.set(c, view);
  }
  return view;
}

/**
 * The panel for `npm run calc`: the backtest of the chosen sample, or of the file given as
 * `data=FILE` (which means `sample=own`, as loading it on the page does), runs to its end as the
 * page's does. A failure of the data names its line, as the box under the page's data does.
 */
export const backtestCalc = calcPanel({
  meta: BACKTEST_META,
  fields: BACKTEST_FIELDS,
  files: [
    {
      key: 'data',
      doc: 'Counters to replay: CSV (time,errors,total), a Prometheus API answer (JSON) or promtool series; sets sample=own',
      sets: { sample: 'own' },
    },
  ],
  derive: (inputs, files): CalcModel => {
    const model = deriveBacktest(inputs);
    const text = files.data;
    return {
      model,
      source:
        text === undefined ? sampleSource(model) : { kind: 'text', data: new DataText(1, text) },
    };
  },
  results: BACKTEST_RESULTS,
  finish: viewOf,
  problems: (c) => {
    const { model } = c;
    const failed = c.source ? viewOf(c).outcome : null;
    return [
      ...(model.fields.tiers.ok ? [] : problem('tiers', model.fields.tiers.error)),
      ...problem('sample', model.sample === 'own' && c.source === null ? OWN_DATA_CLI : null),
      ...problem(null, model.settingsProblem),
      ...(failed && !failed.ok
        ? problem(failed.stage === 'data' ? 'data' : null, failed.error)
        : []),
    ];
  },
  exports: (c) => backtestExportsOf(viewOf(c)),
});
