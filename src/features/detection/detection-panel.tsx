import { lazy } from 'react';
import { ChartFrame } from '@/components/chart-frame';
import { formatDuration } from '@/core/format';
import { usePanel } from '@/lib/use-panel';
import { ConfigExport } from './config-export';
import { formatMagnitude } from './detection-format';
import { DetectionFormula } from './detection-formula';
import { DetectionInputsForm } from './detection-inputs';
import { deriveDetection, type DetectionModel } from './detection-model';
import { DetectionResults } from './detection-results';
import { RecommendationCard } from './recommendation';
import { SharedTrap } from './shared-trap';
import { useDetectionStore } from './state';
import './detection.css';

const DetectionChart = lazy(() => import('./detection-chart'));

function chartDescription(model: DetectionModel): string {
  const base =
    'Fleet false triggers per 30 days (log scale) against worst-case detection, for N = 1 to 10.';
  const n = model.fields.n.ok ? model.fields.n.value : null;
  const at = model.curve?.find((c) => c.n === n);
  return at
    ? `${base} Marked: N = ${at.n}, ${formatMagnitude(at.total)} per 30 days, ${formatDuration(at.worst)}.`
    : base;
}

export default function DetectionPanel() {
  const { inputs, set, model } = usePanel(useDetectionStore, deriveDetection);
  const f = model.fields;
  return (
    <div className="panel-grid detection-panel">
      <section className="card card-inputs" aria-label="Inputs">
        <DetectionInputsForm inputs={inputs} fields={f} onChange={set} />
      </section>
      <section className="card card-results" aria-label="Results">
        <DetectionResults model={model} />
        <DetectionFormula model={model} />
      </section>
      <section className="card" aria-label="Recommendation">
        <RecommendationCard model={model} onUse={(n) => set('n', String(n))} />
      </section>
      <section className="card card-wide" aria-label="Shared dependency">
        <SharedTrap model={model} />
      </section>
      <section className="card card-wide" aria-label="Chart">
        <ChartFrame
          title="False triggers against detection time"
          description={chartDescription(model)}
        >
          {model.curve ? (
            <DetectionChart
              curve={model.curve}
              chosen={f.n.ok ? f.n.value : null}
              budget={f.budget.ok ? f.budget.value : null}
              maxdetect={f.maxdetect.ok ? f.maxdetect.value : null}
            />
          ) : (
            <p className="chart-loading">
              Fix p, the interval, the fleet size and q to draw the chart.
            </p>
          )}
        </ChartFrame>
      </section>
      <section className="card card-wide" aria-label="Copy as config">
        <ConfigExport model={model} />
      </section>
    </div>
  );
}
