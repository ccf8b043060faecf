import { lazy, memo, useDeferredValue, useMemo } from 'react';
import { ChartFrame } from '@/components/chart-frame';
import { Notice } from '@/components/notice';
import { RunStatus } from '@/components/run-status';
import type { EngineOutcome } from '@/core/sim/engines';
import { formatNumber, formatPercent } from '@/core/format';
import { finagleCeiling, grpcBreakEven } from '@/core/overload/expected';
import { POLICIES, type MetastableResult, type SweepResult } from '@/core/overload/types';
import { usePanel } from '@/lib/use-panel';
import { useSimulation } from '@/lib/use-simulation';
import { useDelayedMount, useStaggered } from '@/lib/use-staggered';
import { MetastableResults } from './metastable-results';
import { OverloadConfig } from './overload-config';
import { OverloadInputsForm } from './overload-inputs';
import { deriveOverload, type OverloadModel } from './overload-model';
import { POLICY_LABELS, policyColour, policyRule } from './policy-text';
import { useOverloadStore } from './state';
import { metastableSeries, metastableTable } from './metastable-data';
import { SweepPoints, SweepResults } from './sweep-results';
import { sweepSeries, sweepTable } from './sweep-data';
import './overload.css';
import { PanelSection } from '@/components/panel-section';
import { OVERLOAD_SECTIONS } from './sections';
import { usePublishedResults } from '@/lib/use-published-results';
import { OVERLOAD_META } from './meta';
import { OVERLOAD_HEADLINE, OVERLOAD_RESULTS, type OverloadResultsModel } from './results';

const SweepChart = lazy(() => import('./sweep-chart'));
const MetastableChart = lazy(() => import('./metastable-chart'));

const sweepOf = (o: EngineOutcome | null): SweepResult | null =>
  o?.mode === 'overload-sweep' ? o.result : null;
const metastableOf = (o: EngineOutcome | null): MetastableResult | null =>
  o?.mode === 'overload-metastable' ? o.result : null;

/** Where the closed forms apply, and what the client count does to per-client budgets. */
function SweepNotes({ model }: { readonly model: OverloadModel }) {
  const s = model.settings;
  const job = model.job?.mode === 'overload-sweep' ? model.job.params : null;
  if (!s || !job) return null;
  const perClient = job.rate / s.clients;
  const oneClient = finagleCeiling(s.percent, s.minPerSecond, job.rate, 1, s.attempts);
  const many = finagleCeiling(s.percent, s.minPerSecond, job.rate, s.clients, s.attempts);
  return (
    <div className="note">
      <p>
        gRPC throttling keeps retrying while successes refill what failures spend, r × (1 − f) ≥ f:
        below f = r ÷ (1 + r) = {formatPercent(grpcBreakEven(s.tokenRatio))} it behaves like plain
        retries; above it the tokens drain and retries fall away, to almost none from about f =
        0.15.
      </p>
      <p>
        Budgets and breakers are per client. Here {formatNumber(s.clients)} clients share{' '}
        {formatNumber(job.rate)} requests a second, {formatNumber(perClient, 2)} each. At f = 100%
        Finagle’s reserve of {formatNumber(s.minPerSecond)} retries a second per client lets the
        load reach {formatNumber(many, 3)} attempts per request; one client carrying all the traffic
        would be held to {formatNumber(oneClient, 3)}. A breaker counting its last 100 calls needs{' '}
        {formatNumber(100 / perClient, 1)} s of one client’s traffic to see them.
      </p>
    </div>
  );
}

const SweepCharts = memo(function SweepCharts({ result }: { readonly result: SweepResult }) {
  // Each chart redraws in its own task, one after the other.
  const first = useStaggered(result, 40);
  const second = useStaggered(result, 120);
  const loads = useMemo(() => sweepSeries(first, 'load'), [first]);
  const successes = useMemo(() => sweepSeries(second, 'success'), [second]);
  const loadTable = useMemo(() => sweepTable(first, loads, 'load'), [first, loads]);
  const successTable = useMemo(() => sweepTable(second, successes, 'success'), [second, successes]);
  return (
    <div className="overload-charts">
      <ChartFrame
        title="Load against failure ratio"
        description="Attempts per logical request for each policy as the dependency’s failure ratio f grows; the dashed line is the chosen f."
        data={loadTable}
      >
        <SweepChart result={first} series={loads} measure="load" />
      </ChartFrame>
      <ChartFrame
        title="Success against failure ratio"
        description="Share of logical requests that finally succeed, per policy."
        data={successTable}
      >
        <SweepChart result={second} series={successes} measure="success" />
      </ChartFrame>
    </div>
  );
});

/** The axes every policy's chart shares: the largest rate and queue wait of the run. */
function sharedAxes(result: MetastableResult): { rateMax: number; waitMax: number } {
  let rate = 0;
  let wait = 0;
  for (const p of result.policies) {
    for (const v of p.offered) rate = Math.max(rate, v);
    for (const v of p.queueWait) wait = Math.max(wait, v);
  }
  return {
    rateMax: Math.ceil((rate * 1.05) / 100) * 100 || 100,
    waitMax: wait > 0 ? Number((wait * 1.1).toPrecision(2)) : 1,
  };
}

/**
 * One policy's chart. It takes up a new run after the charts before it (useStaggered), so the
 * seven redraw one per task; until then it keeps the previous run, unchanged, and does not redraw.
 */
function MetastableFrame({
  result,
  index,
}: {
  readonly result: MetastableResult;
  readonly index: number;
}) {
  const shown = useStaggered(result, 60 + index * 60);
  const ready = useDelayedMount(index * 60);
  const axes = useMemo(() => sharedAxes(shown), [shown]);
  const run = shown.policies[index];
  const points = useMemo(() => (run ? metastableSeries(run) : []), [run]);
  const table = useMemo(
    () => (run ? metastableTable(POLICY_LABELS[run.policy], points) : null),
    [run, points],
  );
  if (!run) return null;
  return (
    <ChartFrame
      title={POLICY_LABELS[run.policy]}
      data={table}
      description={`Offered attempts per second (dashed), goodput (solid) and queue wait (dotted grey line, right axis); the trigger is shaded. ${
        run.recovered === null
          ? 'It never recovers within the horizon.'
          : `Recovers ${formatNumber(run.recovered, 0)} s after the trigger ends.`
      }`}
    >
      {ready ? (
        <MetastableChart
          run={run}
          points={points}
          params={shown.params}
          rateMax={axes.rateMax}
          waitMax={axes.waitMax}
        />
      ) : (
        <p className="chart-loading" data-chart-state="loading">
          Loading chart…
        </p>
      )}
    </ChartFrame>
  );
}

const MetastableCharts = memo(function MetastableCharts({
  result,
}: {
  readonly result: MetastableResult;
}) {
  return (
    <div className="overload-multiples">
      {result.policies.map((run, index) => (
        <MetastableFrame key={run.policy} result={result} index={index} />
      ))}
    </div>
  );
});

export default function OverloadPanel() {
  const { inputs, set, model } = usePanel(useOverloadStore, deriveOverload);
  const sim = useSimulation(model.job, model.jobKey);
  const last = useDeferredValue(sim.lastOutcome);
  const lastSweep = sweepOf(last);
  const lastMetastable = metastableOf(last);
  const invalid = !model.job && !model.parsed.refusal;
  const stale = sim.outcome === null;
  // The results as the policy section draws them: the model and the finished run's outcome.
  const results = useMemo<OverloadResultsModel>(
    () => ({ model, outcome: sim.outcome }),
    [model, sim.outcome],
  );
  // Running as the run status shows it: a job, not refused, starting or running.
  const running =
    model.job !== null &&
    !model.parsed.refusal &&
    (sim.status === 'idle' || sim.status === 'running');
  usePublishedResults(OVERLOAD_META.id, OVERLOAD_RESULTS, results, OVERLOAD_HEADLINE, { running });
  return (
    <div className="panel-grid overload-panel">
      {model.modeProblem ? <Notice>{model.modeProblem}</Notice> : null}
      <PanelSection section={OVERLOAD_SECTIONS.inputs} className="card card-inputs">
        <OverloadInputsForm
          inputs={inputs}
          mode={model.mode}
          fields={model.parsed.fields}
          onChange={set}
        />
      </PanelSection>
      {/* The answer beside the inputs: the policies' table; the run's status under the inputs. */}
      <PanelSection section={OVERLOAD_SECTIONS.policy} className="card card-results">
        {model.mode === 'sweep' ? (
          <SweepResults model={model} outcome={sim.outcome} />
        ) : (
          <MetastableResults model={model} outcome={sim.outcome} />
        )}
      </PanelSection>
      <PanelSection
        section={OVERLOAD_SECTIONS.results}
        className="card"
        busy={sim.status === 'running'}
      >
        <RunStatus
          sim={sim}
          refusal={model.parsed.refusal}
          invalid={invalid}
          onCancel={sim.cancel}
          onRetry={sim.retry}
        />
        {model.mode === 'sweep' ? (
          <SweepNotes model={model} />
        ) : (
          <p className="callout">
            While capacity is low the queue grows until requests wait longer than the client’s
            timeout; every timed-out attempt is retried, and the server still serves the abandoned
            ones, so it spends its capacity on work nobody waits for. Once the trigger ends, the
            retries alone can keep the load above capacity: the overload sustains itself (a
            metastable failure) until something sheds or stops retrying.
          </p>
        )}
      </PanelSection>
      <PanelSection
        section={OVERLOAD_SECTIONS.charts}
        className={`card card-wide${stale ? ' overload-stale' : ''}`}
      >
        {model.mode === 'sweep' && lastSweep ? (
          <>
            <SweepCharts result={lastSweep} />
            <SweepPoints model={model} result={lastSweep} />
          </>
        ) : null}
        {model.mode === 'metastable' && lastMetastable ? (
          <MetastableCharts result={lastMetastable} />
        ) : null}
        {(model.mode === 'sweep' && !lastSweep) ||
        (model.mode === 'metastable' && !lastMetastable) ? (
          <p className="muted">The charts appear when the simulation finishes.</p>
        ) : null}
      </PanelSection>
      <PanelSection section={OVERLOAD_SECTIONS.policies} className="card card-wide">
        <h3>The policies</h3>
        {model.settings ? (
          <ul className="overload-rules">
            {POLICIES.map((p) => (
              <li key={p}>
                <span
                  className="overload-swatch"
                  style={{ background: policyColour(p) }}
                  aria-hidden="true"
                />
                <strong>{POLICY_LABELS[p]}</strong>: {policyRule(p, model.settings!)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Fix the retry and budget fields to see each policy’s rule.</p>
        )}
      </PanelSection>
      <PanelSection section={OVERLOAD_SECTIONS.config} className="card card-wide">
        <OverloadConfig settings={model.settings} />
      </PanelSection>
    </div>
  );
}
