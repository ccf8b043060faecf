import { lazy, memo, useCallback, useDeferredValue, useMemo } from 'react';
import { ChartFrame } from '@/components/chart-frame';
import { PanelSection } from '@/components/panel-section';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import { usePanel } from '@/lib/use-panel';
import { usePublishedResults } from '@/lib/use-published-results';
import { useSimulation } from '@/lib/use-simulation';
import { CapacityConfig } from './capacity-config';
import { CapacityInputsForm } from './capacity-inputs';
import { deriveCapacity, type CapacityModel } from './capacity-model';
import { CapacityResults } from './capacity-results';
import { closedData, closedTable } from './closed-data';
import { kneeData, kneeTable } from './knee-data';
import { CAPACITY_META } from './meta';
import { CAPACITY_HEADLINE, CAPACITY_RESULTS, type CapacityOutcome } from './results';
import { CAPACITY_SECTIONS } from './sections';
import { SimulationSection } from './simulation-section';
import { useCapacityStore } from './state';
import { waitData, waitTable } from './wait-data';
import './capacity.css';

const KneeChart = lazy(() => import('./knee-chart'));
const WaitChart = lazy(() => import('./wait-chart'));
const ClosedChart = lazy(() => import('./closed-chart'));

/** The knee, drawn only when the queue changes (a new seed leaves it as it is). */
const KneeSection = memo(function KneeSection({ model }: { readonly model: CapacityModel }) {
  const { queue, answer } = model;
  const stable = answer?.kind === 'stable' ? answer : null;
  const knee = useMemo(
    () =>
      queue && answer ? kneeData(queue, answer.utilisation, stable?.meanResponse ?? null) : null,
    [queue, answer, stable],
  );
  return (
    <ChartFrame
      title="The knee: response time against utilisation"
      description={`Mean (solid) and 99th-percentile (dashed) response for one server and for ${queue ? formatNumber(queue.servers, 0) : 'c'} servers with the same service times, log time axis${stable ? `; the marked point is now, at ${formatPercent(stable.utilisation)}` : ''}. More servers push the knee to the right, but every curve climbs without bound as utilisation nears 100%.`}
      data={knee ? kneeTable(knee) : null}
    >
      {knee ? (
        <KneeChart data={knee} />
      ) : (
        <p className="chart-loading">Fix the highlighted field to draw the curve.</p>
      )}
    </ChartFrame>
  );
});

/** The waiting-time CDF: the model, and the simulated requests once the run is done. */
const WaitSection = memo(function WaitSection({
  model,
  waits: simulated,
}: {
  readonly model: CapacityModel;
  readonly waits: Float64Array | null;
}) {
  const { answer, target } = model;
  const stable = answer?.kind === 'stable' ? answer : null;
  const waits = useMemo(
    () => (stable ? waitData(stable, target, simulated) : null),
    [stable, target, simulated],
  );
  return (
    <ChartFrame
      title="Waiting time"
      description={`The share of requests that waited at most t in the queue: ${stable ? `${formatPercent(1 - stable.pWait)} never wait` : 'the model'}${target !== null ? `; the dotted line is the ${formatDuration(target)} target` : ''}.${simulated ? ' Dashed: the simulated requests.' : ''}`}
      data={waits ? waitTable(waits) : null}
    >
      {waits ? (
        <WaitChart rows={waits} target={target} />
      ) : (
        <p className="chart-loading">
          {answer?.kind === 'overload'
            ? 'Overloaded: no wait is finite.'
            : 'Fix the highlighted field to draw the distribution.'}
        </p>
      )}
    </ChartFrame>
  );
});

/** The closed loop's curve, or in an open loop what it would show and a way there. */
const ClosedSection = memo(function ClosedSection({
  model,
  onClosed,
}: {
  readonly model: CapacityModel;
  readonly onClosed: () => void;
}) {
  const { queue } = model;
  const closed = useMemo(
    () => (queue && queue.loop === 'closed' ? closedData(queue) : null),
    [queue],
  );
  return closed && queue ? (
    <ChartFrame
      title="Closed loop: where throughput flattens"
      description={`Throughput and mean response against the number of virtual users, each thinking ${formatDuration(queue.think)}: throughput flattens at c/S = ${formatNumber(closed.capacity, 3)} req/s near N* = ${formatNumber(closed.saturation, 1)} users, and past it each added user only adds waiting. A closed loop never overloads: it slows down, which is how a load test with fixed users hides the knee.`}
      data={closedTable(closed)}
    >
      <ClosedChart data={closed} users={queue.users} />
    </ChartFrame>
  ) : (
    <div>
      <h3>Closed loop</h3>
      <p className="muted">
        A load generator with fixed virtual users sends the next request only after the last answer:
        when the servers slow down, so does the load, and the queue never explodes. Real users do
        not wait for each other (an open loop).
      </p>
      <button type="button" className="button" onClick={onClosed}>
        Show the closed loop
      </button>
    </div>
  );
});

/**
 * Everything the panel computes: the sections after the inputs, and the simulation. Memoised on
 * the model, so a keystroke's urgent render (the field itself) skips it, and its own render runs
 * deferred; each chart is memoised on what it draws, so a finished run redraws only the waits.
 */
const CapacityOutputs = memo(function CapacityOutputs({
  model,
  onClosed,
}: {
  readonly model: CapacityModel;
  readonly onClosed: () => void;
}) {
  const sim = useSimulation(model.job, model.jobKey);
  const result = sim.outcome?.mode === 'capacity' ? sim.outcome.result : null;
  const outcome = useMemo<CapacityOutcome>(() => ({ model, sim: result }), [model, result]);
  const running = model.job !== null && (sim.status === 'idle' || sim.status === 'running');
  usePublishedResults(CAPACITY_META.id, CAPACITY_RESULTS, outcome, CAPACITY_HEADLINE, { running });
  return (
    <>
      <PanelSection section={CAPACITY_SECTIONS.results} className="card card-results">
        <CapacityResults outcome={outcome} />
      </PanelSection>
      <PanelSection section={CAPACITY_SECTIONS.knee} className="card card-wide">
        <KneeSection model={model} />
      </PanelSection>
      <PanelSection section={CAPACITY_SECTIONS.wait} className="card card-wide">
        <WaitSection model={model} waits={result?.waits ?? null} />
      </PanelSection>
      <PanelSection section={CAPACITY_SECTIONS.closed} className="card card-wide">
        <ClosedSection model={model} onClosed={onClosed} />
      </PanelSection>
      <PanelSection section={CAPACITY_SECTIONS.simulation} className="card card-wide">
        <SimulationSection outcome={outcome} sim={sim} />
      </PanelSection>
      <PanelSection section={CAPACITY_SECTIONS.config} className="card card-wide">
        <CapacityConfig outcome={outcome} />
      </PanelSection>
    </>
  );
});

export default function CapacityPanel() {
  const { inputs, set, model } = usePanel(useCapacityStore, deriveCapacity);
  // The fields follow every keystroke; results, charts and the simulation follow a deferred copy.
  const deferred = useDeferredValue(model);
  const onClosed = useCallback(() => set('loop', 'closed'), [set]);
  return (
    <div className="panel-grid capacity-panel">
      <PanelSection section={CAPACITY_SECTIONS.inputs} className="card card-inputs">
        <CapacityInputsForm inputs={inputs} model={model} onChange={set} />
      </PanelSection>
      <CapacityOutputs model={deferred} onClosed={onClosed} />
    </div>
  );
}
