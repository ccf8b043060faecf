import { promtoolFiles } from '@/core/backtest/jobs';
import { madeExport, missingExport, type PanelExport } from '@/lib/results/exports';
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
