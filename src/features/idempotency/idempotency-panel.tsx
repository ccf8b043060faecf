import { useMemo } from 'react';
import { describeTrace } from '@/core/idempotency/describe';
import { explainRun } from '@/core/idempotency/explain';
import { IDEMPOTENCY_PRESETS } from '@/core/idempotency/presets';
import { presetTexts } from '@/core/fields/schema';
import { sequenceSource } from '@/core/idempotency/sequence';
import { MermaidDiagram } from '@/components/mermaid-diagram';
import { PresetBar } from '@/components/preset-bar';
import { useDocumentTheme } from '@/lib/use-document-theme';
import { usePanel } from '@/lib/use-panel';
import { IdempotencyInputsForm } from './idempotency-inputs';
import { deriveIdempotency } from './idempotency-model';
import { IdempotencyResults } from './idempotency-results';
import { useIdempotencyStore } from './state';
import { SEQUENCE_PALETTES } from './sequence-palette';
import { TraceTable } from './trace-table';
import { TtlCalculator } from './ttl-calculator';
import './idempotency.css';
import { PanelSection } from '@/components/panel-section';
import { IDEMPOTENCY_SECTIONS } from './sections';
import { usePublishedResults } from '@/lib/use-published-results';
import { IDEMPOTENCY_META } from './meta';
import { IDEMPOTENCY_HEADLINE, IDEMPOTENCY_RESULTS } from './results';

/** A preset as URL text: its scenario; the TTL calculator's own inputs are left as they are. */
const presetInputs = presetTexts(IDEMPOTENCY_PRESETS, (p) => p.scenario);

export default function IdempotencyPanel() {
  const { inputs, set, replace, model } = usePanel(useIdempotencyStore, deriveIdempotency);
  usePublishedResults(IDEMPOTENCY_META.id, IDEMPOTENCY_RESULTS, model, IDEMPOTENCY_HEADLINE);
  const theme = useDocumentTheme();
  const { run } = model;
  const lines = useMemo(() => (run ? describeTrace(run.trace) : []), [run]);
  const source = useMemo(
    () => (run ? sequenceSource(run, explainRun(run), SEQUENCE_PALETTES[theme]) : null),
    [run, theme],
  );
  // A preset sets the scenario; the TTL calculator's inputs stay as they are. One update.
  const applyPreset = (values: Readonly<Record<string, string>>) =>
    replace({ ...inputs, ...values });
  return (
    <div className="panel-grid idem-panel">
      <PanelSection section={IDEMPOTENCY_SECTIONS.presets} className="card card-wide">
        <PresetBar
          idPrefix="idem"
          presets={IDEMPOTENCY_PRESETS}
          valuesOf={presetInputs}
          inputs={inputs}
          onApply={applyPreset}
        />
      </PanelSection>
      <PanelSection section={IDEMPOTENCY_SECTIONS.inputs} className="card card-inputs">
        <IdempotencyInputsForm inputs={inputs} model={model} onChange={set} />
      </PanelSection>
      <PanelSection section={IDEMPOTENCY_SECTIONS.results} className="card card-results">
        <IdempotencyResults model={model} />
      </PanelSection>
      <PanelSection section={IDEMPOTENCY_SECTIONS.diagram} className="card card-wide">
        {source ? (
          <MermaidDiagram
            source={source}
            title="Sequence of the run"
            fileName="idempotency-sequence"
            description="Generated from the event trace below; the shaded messages are where a guarantee breaks."
          />
        ) : (
          <p className="muted">The diagram appears once every scenario field is valid.</p>
        )}
      </PanelSection>
      <PanelSection section={IDEMPOTENCY_SECTIONS.trace} className="card card-wide">
        <h3>Event trace</h3>
        {run ? (
          <TraceTable lines={lines} />
        ) : (
          <p className="muted">No run: fix the highlighted field.</p>
        )}
      </PanelSection>
      <PanelSection section={IDEMPOTENCY_SECTIONS.ttl} className="card card-wide">
        <TtlCalculator inputs={inputs} model={model} onChange={set} />
      </PanelSection>
    </div>
  );
}
