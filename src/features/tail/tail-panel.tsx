import { lazy, memo, useDeferredValue, useMemo } from 'react';
import { ChartFrame } from '@/components/chart-frame';
import { PanelSection } from '@/components/panel-section';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import { usePanel } from '@/lib/use-panel';
import { usePublishedResults } from '@/lib/use-published-results';
import { useSimulation } from '@/lib/use-simulation';
import { cdfData, cdfTable, delayData, delayTable, fanoutData, fanoutTable } from './chart-data';
import { TAIL_META } from './meta';
import { TAIL_HEADLINE, TAIL_RESULTS, type TailOutcome } from './results';
import { TAIL_SECTIONS } from './sections';
import { SimulationSection } from './simulation-section';
import { useTailStore } from './state';
import { TailConfig } from './tail-config';
import { TailInputsForm } from './tail-inputs';
import { deriveTail, type TailModel } from './tail-model';
import { TailResults } from './tail-results';
import './tail.css';

const CdfChart = lazy(() => import('./cdf-chart'));
const FanoutChart = lazy(() => import('./fanout-chart'));
const DelayChart = lazy(() => import('./delay-chart'));

const FIX = <p className="chart-loading">Fix the highlighted field to draw the chart.</p>;

/**
 * The three charts, drawn only when what they show changes: the closed forms' inputs (a new
 * seed, or a cancel flag, gives a new model with the same inputs and leaves them as they are).
 */
const sameChartInputs = (a: { model: TailModel }, b: { model: TailModel }) =>
  JSON.stringify(a.model.inputs) === JSON.stringify(b.model.inputs);

const Charts = memo(function Charts({ model }: { readonly model: TailModel }) {
  const x = model.inputs;
  const r = model.results;
  const cdf = useMemo(() => (x && r ? cdfData(x, r.awaited) : null), [x, r]);
  const fanout = useMemo(() => (x ? fanoutData(x) : null), [x]);
  const delays = useMemo(() => (x ? delayData(x) : null), [x]);
  const discrete = model.leaf?.atoms != null;
  return (
    <>
      <PanelSection section={TAIL_SECTIONS.cdf} className="card card-wide">
        <ChartFrame
          title="Request latency with and without hedging"
          description={
            r && x
              ? `The share of requests done by each latency, waiting for ${formatNumber(r.awaited, 0)} of ${formatNumber(x.fanout, 0)} leaves; log time axis. p99 ${formatDuration(r.p99)} without hedging, ${formatDuration(r.hedgedP99)} with it, for ${formatPercent(r.extraLoad)} more leaf requests.`
              : 'The share of requests done by each latency, with and without hedging.'
          }
          data={cdf ? cdfTable(cdf) : null}
        >
          {cdf ? <CdfChart rows={cdf} discrete={discrete} /> : FIX}
        </ChartFrame>
      </PanelSection>
      <PanelSection section={TAIL_SECTIONS.fanout} className="card card-wide">
        <ChartFrame
          title="p99 against fan-out"
          description="The request’s 99th percentile as it asks more leaves (the same share waited for): the tail of one leaf becomes the median of the request. Both axes log; the dotted line is now."
          data={fanout ? fanoutTable(fanout) : null}
        >
          {fanout && x ? <FanoutChart rows={fanout} fanout={x.fanout} /> : FIX}
        </ChartFrame>
      </PanelSection>
      <PanelSection section={TAIL_SECTIONS.knee} className="card card-wide">
        <ChartFrame
          title="Extra load against the hedge delay"
          description={`Hedging sooner cuts the p99 further but sends more copies; during the partial outage (${formatPercent(x?.outage ?? 0)} of leaves slow for every copy) the same delay hedges far more, just when capacity is short. Log delay axis; the dotted line is now.`}
          data={delays ? delayTable(delays) : null}
        >
          {delays ? <DelayChart rows={delays} delay={model.delay} /> : FIX}
        </ChartFrame>
      </PanelSection>
    </>
  );
}, sameChartInputs);

/** The results and the simulation, memoised on the model so a keystroke's urgent render skips them. */
const TailOutputs = memo(function TailOutputs({ model }: { readonly model: TailModel }) {
  const sim = useSimulation(model.job, model.jobKey);
  const result = sim.outcome?.mode === 'tail' ? sim.outcome.result : null;
  const outcome = useMemo<TailOutcome>(() => ({ model, sim: result }), [model, result]);
  const running = model.job !== null && (sim.status === 'idle' || sim.status === 'running');
  usePublishedResults(TAIL_META.id, TAIL_RESULTS, outcome, TAIL_HEADLINE, { running });
  return (
    <>
      <PanelSection section={TAIL_SECTIONS.results} className="card card-results">
        <TailResults outcome={outcome} />
      </PanelSection>
      <Charts model={model} />
      <PanelSection section={TAIL_SECTIONS.simulation} className="card card-wide">
        <SimulationSection outcome={outcome} sim={sim} />
      </PanelSection>
      <PanelSection section={TAIL_SECTIONS.config} className="card card-wide">
        <TailConfig model={model} />
      </PanelSection>
    </>
  );
});

export default function TailPanel() {
  const { inputs, set, model } = usePanel(useTailStore, deriveTail);
  const deferred = useDeferredValue(model);
  return (
    <div className="panel-grid tail-panel">
      <PanelSection section={TAIL_SECTIONS.inputs} className="card card-inputs">
        <TailInputsForm inputs={inputs} model={model} onChange={set} />
      </PanelSection>
      <TailOutputs model={deferred} />
    </div>
  );
}
