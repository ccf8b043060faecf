import { promtoolFiles, runBacktestJob } from '@/core/backtest/jobs';
import { madeExport, missingExport, type PanelExport } from '@/lib/results/exports';
import { backtestJob, sampleSource, type BacktestModel } from './backtest-model';
import type { BacktestView } from './results';

/** Why there is no test, in the page's words, while the backtest has not run. */
export const TEST_NEEDS = 'The promtool test appears once the backtest has run.';

/** The texts to copy for a finished backtest: the promtool test, and the rules it runs beside. */
export function backtestExportsOf(view: BacktestView): readonly PanelExport[] {
  const outcome = view.outcome;
  const files =
    outcome?.ok === true
      ? promtoolFiles(outcome.promtool)
      : { ok: false as const, error: TEST_NEEDS };
  if (!files.ok)
    return [
      missingExport('promtool', 'promtool unit test', files.error),
      missingExport('prometheus', 'Prometheus rules', files.error),
    ];
  return [
    madeExport('promtool', 'promtool unit test', files.value.test),
    madeExport('prometheus', 'Prometheus rules', files.value.rules),
  ];
}

/** The backtest of a sample run to its end (the CLI: a link's data is a sample or nothing). */
export function finishBacktest(model: BacktestModel): BacktestView {
  const job = backtestJob(model, sampleSource(model));
  return { model, outcome: job ? runBacktestJob(job) : null };
}

/** `calc --export`: the same texts as the page's copy blocks, for a sample. */
export function backtestExports(model: BacktestModel): readonly PanelExport[] {
  return backtestExportsOf(finishBacktest(model));
}
