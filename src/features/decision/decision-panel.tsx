import { useMemo } from 'react';
import { VERDICT_TITLES } from '@/core/decision/explain';
import { flowchartSource } from '@/core/decision/flowchart';
import { DECISION_PRESETS } from '@/core/decision/presets';
import { presetTexts } from '@/core/fields/schema';
import { MermaidDiagram } from '@/components/mermaid-diagram';
import { PresetBar } from '@/components/preset-bar';
import { useDocumentTheme } from '@/lib/use-document-theme';
import { usePanel } from '@/lib/use-panel';
import { DecisionInputsForm } from './decision-inputs';
import { deriveDecision } from './decision-model';
import { PATH_PALETTES } from './decision-palette';
import { DecisionResults } from './decision-results';
import { useDecisionStore } from './state';
import './decision.css';
import { PanelSection } from '@/components/panel-section';
import { DECISION_SECTIONS } from './sections';
import { usePublishedResults } from '@/lib/use-published-results';
import { DECISION_META } from './meta';
import { DECISION_HEADLINE, DECISION_RESULTS } from './results';

/** A preset as URL text, exactly as a link would carry it. */
const presetInputs = presetTexts(DECISION_PRESETS, (p) => p.values);

export default function DecisionPanel() {
  const { inputs, set, replace, model } = usePanel(useDecisionStore, deriveDecision);
  usePublishedResults(DECISION_META.id, DECISION_RESULTS, model, DECISION_HEADLINE);
  const theme = useDocumentTheme();
  const source = useMemo(
    () => flowchartSource(model.facts, model.decision, PATH_PALETTES[theme]),
    [model, theme],
  );
  const { decision } = model;
  return (
    <div className="panel-grid decision-panel">
      <PanelSection section={DECISION_SECTIONS.presets} className="card card-wide">
        <PresetBar
          idPrefix="decision"
          presets={DECISION_PRESETS}
          valuesOf={presetInputs}
          inputs={inputs}
          onApply={replace}
        />
      </PanelSection>
      <PanelSection section={DECISION_SECTIONS.inputs} className="card card-inputs">
        <DecisionInputsForm inputs={inputs} model={model} onChange={set} />
      </PanelSection>
      <PanelSection section={DECISION_SECTIONS.results} className="card card-results">
        <DecisionResults model={model} />
      </PanelSection>
      <PanelSection section={DECISION_SECTIONS.flowchart} className="card card-wide">
        <MermaidDiagram
          source={source}
          title="Failover decision flowchart"
          fileName="failover-decision"
          description={
            decision.verdict
              ? `The highlighted path is the one these inputs take, ending at “${VERDICT_TITLES[decision.verdict]}”.`
              : 'The highlighted path stops at the step whose input is invalid (dashed border).'
          }
        />
      </PanelSection>
    </div>
  );
}
