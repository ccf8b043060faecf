import { lazy, memo, useMemo } from 'react';
import { ChartFrame } from '@/components/chart-frame';
import { formatDuration } from '@/core/format';
import { FailoverBudget } from './failover-budget';
import { chartData, failoverTable } from './failover-chart-data';
import { FailoverComparison } from './failover-comparison';
import { FailoverConfig } from './failover-config';
import { FailoverFormula } from './failover-formula';
import type { FailoverModel } from './failover-model';
import { FailoverResults } from './failover-results';
import { simulatePaths } from './failover-simulation';
import { FailoverTail } from './failover-tail';
import { PanelSection } from '@/components/panel-section';
import { FAILOVER_SECTIONS } from './sections';
import { usePublishedResults } from '@/lib/use-published-results';
import { FAILOVER_META } from './meta';
import { FAILOVER_HEADLINE, FAILOVER_RESULTS, type FailoverOutcome } from './results';

const FailoverChart = lazy(() => import('./failover-chart'));

function chartDescription(az: number | null, region: number | null): string {
  const marks = [
    az === null ? null : `multi-AZ ${formatDuration(az)}`,
    region === null ? null : `multi-region ${formatDuration(region)}`,
  ].filter(Boolean);
  return (
    'Share of clients failed over by each moment; log time axis, so the long DNS tail stays visible.' +
    (marks.length ? ` Dotted lines: on paper, ${marks.join(' and ')}.` : '')
  );
}

/**
 * Everything the panel computes: the sections after the inputs. Memoised on the model, so a
 * keystroke's urgent render (the field itself) skips it, and its own render runs deferred.
 */
export const FailoverOutputs = memo(function FailoverOutputs({
  model,
}: {
  readonly model: FailoverModel;
}) {
  // Memoised per path inside: typing in an unrelated field does not re-simulate.
  const simulated = useMemo(() => simulatePaths(model), [model]);
  // The panel's results for the exports, from the same outcome its cards are drawn from.
  const outcome = useMemo<FailoverOutcome>(() => ({ model, paths: simulated }), [model, simulated]);
  usePublishedResults(FAILOVER_META.id, FAILOVER_RESULTS, outcome, FAILOVER_HEADLINE);
  const data = useMemo(() => chartData(simulated), [simulated]);
  return (
    <>
      <PanelSection section={FAILOVER_SECTIONS.results} className="card card-results">
        <FailoverResults model={model} simulated={simulated} />
        <FailoverTail model={model} simulated={simulated} />
        <FailoverFormula model={model} />
      </PanelSection>
      <PanelSection section={FAILOVER_SECTIONS.chart} className="card card-wide">
        <ChartFrame
          title="Failover time over clients"
          description={chartDescription(model.azOnPaper, model.regionOnPaper)}
          data={failoverTable(data)}
        >
          {data ? (
            <FailoverChart
              data={data}
              azOnPaper={model.azOnPaper}
              regionOnPaper={model.regionOnPaper}
            />
          ) : (
            <p className="chart-loading">Fix the highlighted settings to draw the distributions.</p>
          )}
        </ChartFrame>
      </PanelSection>
      <PanelSection section={FAILOVER_SECTIONS.budget} className="card card-wide">
        <FailoverBudget model={model} simulated={simulated} />
      </PanelSection>
      <PanelSection section={FAILOVER_SECTIONS.comparison} className="card card-wide">
        <h3>Multi-AZ or multi-region?</h3>
        <FailoverComparison model={model} simulated={simulated} />
      </PanelSection>
      <PanelSection section={FAILOVER_SECTIONS.config} className="card card-wide">
        <h3>As configuration</h3>
        <FailoverConfig model={model} />
      </PanelSection>
    </>
  );
});
