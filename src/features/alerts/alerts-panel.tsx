import { lazy, memo, useMemo, useState } from 'react';
import { ChartFrame } from '@/components/chart-frame';
import { SelectField } from '@/components/select-field';
import { formatDuration, formatPercent } from '@/core/format';
import { usePanel } from '@/lib/use-panel';
import { useSimulation } from '@/lib/use-simulation';
import { AlertsFormula } from './alerts-formula';
import { AlertsInputsForm } from './alerts-inputs';
import { deriveAlerts, type AlertsModel } from './alerts-model';
import { AlertsResults } from './alerts-results';
import { fireTable } from './fire-chart-data';
import { replayTable } from './replay-chart-data';
import { ALERTS_HEADLINE, ALERTS_RESULTS, type AlertsResultsInput } from './results';
import { NoiseSection } from './noise-section';
import { RulesExport } from './rules-export';
import { useAlertsStore } from './state';
import { TierTable } from './tier-table';
import './alerts.css';
import { PanelSection } from '@/components/panel-section';
import { ALERTS_SECTIONS } from './sections';
import { usePublishedResults } from '@/lib/use-published-results';
import { ALERTS_META } from './meta';

const FireChart = lazy(() => import('./fire-chart'));
const ReplayChart = lazy(() => import('./replay-chart'));

function fireDescription(model: AlertsModel): string {
  const lowest = model.analysis.lowestCaught;
  return `Seconds until each tier fires on a steady error ratio (log–log); ratios below ${
    lowest === null ? 'every threshold' : formatPercent(lowest)
  } never fire (shaded). The dashed lines mark the incident’s ratio and its end.`;
}

/** The replay's tier: the chosen one if valid, else the first that fires, else the first. */
function replayTier(model: AlertsModel, chosen: number | null) {
  const valid = model.analysis.tiers.filter((t) => t.tier !== null && t.threshold !== null);
  return (
    valid.find((t) => t.index === chosen) ??
    valid.find((t) => t.detect !== null) ??
    valid[0] ??
    null
  );
}

interface ChartProps {
  readonly model: AlertsModel;
  /** The inputs the chart draws from: it redraws only when they change (not on a seed or traffic change). */
  readonly drawnFrom: string;
}

const sameDrawing = (a: ChartProps, b: ChartProps) => a.drawnFrom === b.drawnFrom;

const Replay = memo(function Replay({ model }: ChartProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const t = replayTier(model, chosen);
  const f = model.fields;
  const budgetTime = model.analysis.budgetTime;
  if (!t || !t.tier || !f.err.ok || !f.dur.ok || budgetTime === null) {
    return <p className="chart-loading">Fix the SLO, the tiers and the incident to replay it.</p>;
  }
  const dur = f.dur.value;
  const end = Math.max(dur * 1.25, dur + t.tier.short * 1.5);
  const valid = model.analysis.tiers.filter((x) => x.tier !== null);
  const fate =
    t.detect === null
      ? `Tier ${t.index} does not fire.`
      : `Tier ${t.index} fires after ${formatDuration(t.detect)} and stops ${formatDuration(t.reset ?? 0)} after the incident ends.`;
  return (
    <>
      {valid.length > 1 ? (
        <SelectField
          label="Tier to replay"
          value={String(t.index)}
          options={valid.map((x) => ({
            value: String(x.index),
            label: `Tier ${x.index}: ${x.entry.text}`,
          }))}
          onChange={(v) => setChosen(Number(v))}
          error={null}
        />
      ) : null}
      <ChartFrame
        title="Incident replay"
        description={`Error ratio over tier ${t.index}’s long window (solid) and short window (dashed) against its threshold, with the budget spent (grey, right axis). ${fate}`}
        data={replayTable(t.tier, f.err.value / 100, dur, budgetTime, end)}
      >
        <ReplayChart
          index={t.index}
          tier={t.tier}
          threshold={t.threshold!}
          errorRatio={f.err.value / 100}
          duration={dur}
          budgetTime={budgetTime}
          detect={t.detect}
          reset={t.reset}
          end={end}
        />
      </ChartFrame>
    </>
  );
}, sameDrawing);

const FireSection = memo(function FireSection({ model }: ChartProps) {
  const f = model.fields;
  return (
    <ChartFrame
      title="Time to fire against error ratio"
      description={fireDescription(model)}
      data={
        model.tiers ? fireTable(model.analysis.tiers, f.err.ok ? f.err.value / 100 : null) : null
      }
    >
      {model.tiers && model.analysis.tiers.some((t) => t.never === false) ? (
        <FireChart
          tiers={model.analysis.tiers}
          errorRatio={f.err.ok ? f.err.value / 100 : null}
          duration={f.dur.ok ? f.dur.value : null}
          lowest={model.analysis.lowestCaught}
        />
      ) : (
        <p className="chart-loading">
          {model.tiers
            ? 'No tier can fire at this SLO: nothing to draw.'
            : 'Fix the SLO and the tiers to draw the chart.'}
        </p>
      )}
    </ChartFrame>
  );
}, sameDrawing);

export default function AlertsPanel() {
  const { inputs, set, model } = usePanel(useAlertsStore, deriveAlerts);
  const f = model.fields;
  const drawnFrom = [
    inputs.slo,
    inputs.period,
    inputs.policy,
    inputs.tiers,
    inputs.err,
    inputs.dur,
  ].join('\n');
  const jobKey = useMemo(() => JSON.stringify(model.noiseJob), [model.noiseJob]);
  const sim = useSimulation(model.noiseJob, jobKey);
  const noise = sim.outcome?.mode === 'alerts-noise' ? sim.outcome.result : null;
  const simulating = model.noiseJob !== null && sim.status === 'running';
  const shown = useMemo<AlertsResultsInput>(
    () => ({ model, noise, simulating }),
    [model, noise, simulating],
  );
  // Running as the run status shows it: a job, not refused, starting or running.
  const running =
    model.noiseJob !== null &&
    !model.noiseRefusal &&
    (sim.status === 'idle' || sim.status === 'running');
  usePublishedResults(ALERTS_META.id, ALERTS_RESULTS, shown, ALERTS_HEADLINE, { running });
  return (
    <div className="panel-grid alerts-panel">
      <PanelSection section={ALERTS_SECTIONS.inputs} className="card card-inputs">
        <AlertsInputsForm inputs={inputs} fields={f} onChange={set} />
      </PanelSection>
      <PanelSection section={ALERTS_SECTIONS.results} className="card card-results">
        <AlertsResults shown={shown} />
        <AlertsFormula model={model} />
      </PanelSection>
      <PanelSection section={ALERTS_SECTIONS.tiers} className="card card-wide">
        <h3>The tiers</h3>
        {model.entries ? (
          <TierTable shown={shown} />
        ) : (
          <p className="muted">Fix the policy and the period to see the tiers.</p>
        )}
      </PanelSection>
      <PanelSection section={ALERTS_SECTIONS.fire} className="card card-wide">
        <FireSection model={model} drawnFrom={drawnFrom} />
      </PanelSection>
      <PanelSection section={ALERTS_SECTIONS.replay} className="card card-wide">
        <Replay model={model} drawnFrom={drawnFrom} />
      </PanelSection>
      <PanelSection section={ALERTS_SECTIONS.noise} className="card card-wide">
        <NoiseSection shown={shown} sim={sim} />
      </PanelSection>
      <PanelSection section={ALERTS_SECTIONS.rules} className="card card-wide">
        <RulesExport model={model} inputs={inputs} onChange={set} />
      </PanelSection>
    </div>
  );
}
