import { useDeferredValue, useMemo } from 'react';
import { Notice } from '@/components/notice';
import type { EngineOutcome, EnginePartial } from '@/core/sim/engines';
import type { WaveParams } from '@/core/retries/wave';
import { waveAnalytics } from '@/core/retries/wave-analytics';
import { CONTENTION_STRATEGIES, STRATEGIES } from '@/core/retries/strategies';
import { usePanel } from '@/lib/use-panel';
import { ContentionResults } from './contention-results';
import { RecoveryResults } from './recovery-results';
import { ContentionCharts, RecoveryCharts, WaveCharts } from './retries-charts';
import { RetriesInputsForm } from './retries-inputs';
import { deriveRetries } from './retries-model';
import { RunStatus } from '@/components/run-status';
import { StrategyFormulas } from './strategy-formulas';
import { useRetriesStore } from './state';
import { useSimulation } from '@/lib/use-simulation';
import { WaveResults } from './wave-results';
import './retries.css';
import { PanelSection } from '@/components/panel-section';
import { observedOf, RETRIES_HEADLINE, RETRIES_RESULTS, type RetriesObserved } from './results';
import { RETRIES_SECTIONS } from './sections';
import { usePublishedResults } from '@/lib/use-published-results';
import { RETRIES_META } from './meta';

/** What to show: the finished outcome, or what has arrived so far while running. */
function shownData(
  outcome: EngineOutcome | null,
  partial: EnginePartial | null,
): RetriesObserved | null {
  if (outcome) {
    switch (outcome.mode) {
      case 'wave':
      case 'recovery':
      case 'contention':
      case 'contention-cell':
        return observedOf(outcome);
      case 'alerts-noise': // another panel's job, never run by this panel
      case 'overload-sweep':
      case 'overload-metastable':
      case 'overload-sweep-cell':
      case 'overload-metastable-cell':
      case 'capacity':
      case 'tail':
      case 'tail-cell':
      case 'backtest':
        return null;
    }
  }
  if (!partial) return null;
  switch (partial.mode) {
    case 'wave':
    case 'recovery':
    case 'contention':
      return partial;
    case 'contention-cell':
    case 'alerts-noise':
    case 'overload-sweep':
    case 'overload-metastable':
    case 'overload-sweep-cell':
    case 'overload-metastable-cell':
    case 'capacity':
    case 'tail':
    case 'tail-cell':
    case 'backtest':
      return null;
  }
}

const waveAverage = (p: WaveParams) =>
  waveAnalytics(p.clients, p.attempt, p.bucket, p).expectedPerBucket;

export default function RetriesPanel() {
  const { inputs, set, model } = usePanel(useRetriesStore, deriveRetries);
  const sim = useSimulation(model.job, model.jobKey);
  // Charts may take a while to draw: render them at low priority so typing never waits for them.
  const data = useMemo(
    () => shownData(sim.outcome, sim.status === 'running' ? sim.partial : null),
    [sim.outcome, sim.status, sim.partial],
  );
  const results = useMemo(() => ({ model, observed: data }), [model, data]);
  // Charts draw finished runs only (a partial redraw per progress message would be a long task
  // each time); the last one stays up, dimmed, while the next run is computed.
  const last = useDeferredValue(sim.lastOutcome);
  const chartsStale = sim.outcome === null;
  const job = model.job;
  const invalid = !job && !model.parsed.refusal;
  // Running as the run status shows it: a job, not refused, starting or running.
  const running =
    job !== null && !model.parsed.refusal && (sim.status === 'idle' || sim.status === 'running');
  usePublishedResults(RETRIES_META.id, RETRIES_RESULTS, results, RETRIES_HEADLINE, { running });
  return (
    <div className="panel-grid retries-panel">
      {model.modeProblem ? <Notice>{model.modeProblem}</Notice> : null}
      <PanelSection section={RETRIES_SECTIONS.inputs} className="card card-inputs">
        <RetriesInputsForm inputs={inputs} model={model} onChange={set} />
      </PanelSection>
      <PanelSection
        section={RETRIES_SECTIONS.results}
        className="card card-results"
        busy={sim.status === 'running'}
      >
        <RunStatus
          sim={sim}
          refusal={model.parsed.refusal}
          invalid={invalid}
          onCancel={sim.cancel}
          onRetry={sim.retry}
        />
        {model.mode === 'wave' ? <WaveResults results={results} /> : null}
        {model.mode === 'recovery' ? <RecoveryResults results={results} /> : null}
        {model.mode === 'contention' ? <ContentionResults results={results} /> : null}
      </PanelSection>
      <PanelSection
        section={RETRIES_SECTIONS.charts}
        className={`card card-wide${chartsStale ? ' retries-stale' : ''}`}
      >
        {last?.mode === 'wave' && model.mode === 'wave' ? (
          <WaveCharts observed={last.result.strategies} average={waveAverage(last.result.params)} />
        ) : null}
        {last?.mode === 'recovery' && model.mode === 'recovery' ? (
          <RecoveryCharts observed={last.result.strategies} params={last.result.params} />
        ) : null}
        {last?.mode === 'contention' && model.mode === 'contention' ? (
          <ContentionCharts cells={last.result.cells} />
        ) : null}
        {last?.mode !== model.mode ? (
          <p className="muted">The charts appear when the simulation finishes.</p>
        ) : null}
      </PanelSection>
      <PanelSection section={RETRIES_SECTIONS.formulas} className="card card-wide">
        <StrategyFormulas
          strategies={model.mode === 'contention' ? CONTENTION_STRATEGIES : STRATEGIES}
        />
      </PanelSection>
    </div>
  );
}
