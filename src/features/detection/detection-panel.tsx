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
import { detectionTable } from './detection-chart-data';
import { RecommendationCard } from './recommendation';
import { SharedTrap } from './shared-trap';
import { useDetectionStore } from './state';
import './detection.css';
import { PanelSection } from '@/components/panel-section';
import { DETECTION_SECTIONS } from './sections';
import { usePublishedResults } from '@/lib/use-published-results';
import { DETECTION_META } from './meta';
import { DETECTION_HEADLINE, DETECTION_RESULTS } from './results';

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
  usePublishedResults(DETECTION_META.id, DETECTION_RESULTS, model, DETECTION_HEADLINE);
  const f = model.fields;
  return (
    <div className="panel-grid detection-panel">
      <PanelSection section={DETECTION_SECTIONS.inputs} className="card card-inputs">
        <DetectionInputsForm inputs={inputs} fields={f} onChange={set} />
      </PanelSection>
      <PanelSection section={DETECTION_SECTIONS.results} className="card card-results">
        <DetectionResults model={model} />
        <DetectionFormula model={model} />
      </PanelSection>
      <PanelSection section={DETECTION_SECTIONS.recommendation} className="card">
        <RecommendationCard model={model} onUse={(n) => set('n', String(n))} />
      </PanelSection>
      <PanelSection section={DETECTION_SECTIONS.shared} className="card card-wide">
        <SharedTrap model={model} />
      </PanelSection>
      <PanelSection section={DETECTION_SECTIONS.chart} className="card card-wide">
        <ChartFrame
          title="False triggers against detection time"
          description={chartDescription(model)}
          data={detectionTable(model.curve)}
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
      </PanelSection>
      <PanelSection section={DETECTION_SECTIONS.config} className="card card-wide">
        <ConfigExport model={model} />
      </PanelSection>
    </div>
  );
}
