import { calendarHint } from '@/core/availability/calendar-notes';
import { lazy, useMemo, useState } from 'react';
import { COMPOSITION_FIELDS } from '@/core/composition/fields';
import type { Evaluation } from '@/core/composition/evaluate';
import { parseSyntax } from '@/core/composition/parse';
import { ChartFrame } from '@/components/chart-frame';
import { fieldFor, messageOf } from '@/core/fields/schema';
import { SchemaField } from '@/components/schema-field';
import { usePanel } from '@/lib/use-panel';
import { BlockDiagram } from './block-diagram';
import { CompositionResults } from './composition-results';
import { deriveComposition, totalsOf } from './composition-model';
import { formatShare } from './composition-format';
import { contributionTable } from './contribution-data';
import { QuorumHelper } from './quorum-helper';
import { RefinementsNote } from './refinements-note';
import { StructuredEditor } from './structured-editor';
import { TopologyEditor } from './topology-editor';
import { WhatIfTable } from './what-if-table';
import { useCompositionStore } from './state';
import './composition.css';
import { PanelSection } from '@/components/panel-section';
import { COMPOSITION_SECTIONS } from './sections';

const ContributionChart = lazy(() => import('./contribution-chart'));

/** Bars the contribution chart draws, largest first: more would not be readable in its height. */
const CHART_BARS = 10;

const CAL = fieldFor(COMPOSITION_FIELDS, 'cal');

interface LastValid {
  readonly text: string;
  readonly evaluation: Evaluation;
}

export default function CompositionPanel() {
  const { inputs, set, model } = usePanel(useCompositionStore, deriveComposition);
  const { analysis } = model;

  // The last topology that evaluated, so an error in the text leaves its numbers on screen, stale.
  const [last, setLast] = useState<LastValid | null>(null);
  if (analysis.evaluation && last?.evaluation !== analysis.evaluation) {
    setLast({ text: inputs.t, evaluation: analysis.evaluation });
  }
  const stale = !model.totals && last !== null;
  const shown =
    model.totals ?? (last ? totalsOf(last.text, last.evaluation, model.calendar) : null);
  const shownTopology = useMemo(() => {
    if (!stale) return analysis.topology;
    const syntax = last ? parseSyntax(last.text) : null;
    return syntax?.ok ? syntax.topology : null;
  }, [stale, analysis.topology, last]);

  const evaluation = shown?.evaluation ?? null;
  const components = useMemo(
    () =>
      (evaluation?.blocks ?? [])
        .filter((b) => b.isComponent && b.share !== null)
        .sort((a, b) => (b.share ?? 0) - (a.share ?? 0)),
    [evaluation],
  );
  const syntaxError = analysis.topology === null ? (analysis.errors[0] ?? null) : null;
  const setText = (text: string) => set('t', text);
  const weakest = evaluation?.weakest ?? [];

  return (
    <div className="panel-grid composition-panel">
      <PanelSection section={COMPOSITION_SECTIONS.inputs} className="card card-inputs">
        <TopologyEditor text={inputs.t} errors={analysis.errors} onChange={setText} />
        <SchemaField
          field={CAL}
          value={inputs.cal}
          onChange={(v) => set('cal', v)}
          parsed={model.calendar}
          hint={calendarHint(model.calendar)}
        />
      </PanelSection>
      <PanelSection
        section={COMPOSITION_SECTIONS.results}
        className={`card card-results${stale ? ' is-stale' : ''}`}
      >
        {stale ? (
          <p className="stale-banner" role="status">
            Stale: showing the last valid topology until the error in the text is fixed.
          </p>
        ) : null}
        <CompositionResults
          totals={shown}
          stale={stale}
          calendarError={messageOf(model.calendar)}
        />
        {weakest.length === 1 && weakest[0] ? (
          <p className="weakest-note">
            Weakest link: <strong>{weakest[0].label}</strong>, {formatShare(weakest[0].share)} of
            the total unavailability.
          </p>
        ) : weakest.length > 1 && weakest[0] ? (
          <p className="weakest-note">
            Weakest links, tied: <strong>{weakest.map((b) => b.label).join(', ')}</strong>, each{' '}
            {formatShare(weakest[0].share)} of the total unavailability.
          </p>
        ) : null}
      </PanelSection>
      <PanelSection section={COMPOSITION_SECTIONS.diagram} className="card card-wide">
        <h3>Block diagram</h3>
        {shownTopology && evaluation ? (
          <BlockDiagram topology={shownTopology} evaluation={evaluation} stale={stale} />
        ) : (
          <p className="muted">The diagram appears once the topology is valid.</p>
        )}
      </PanelSection>
      <PanelSection section={COMPOSITION_SECTIONS.editor} className="card card-wide">
        <h3>Structured editor</h3>
        <StructuredEditor
          topology={analysis.topology}
          syntaxError={
            syntaxError
              ? `line ${syntaxError.line}, column ${syntaxError.column}: ${syntaxError.message}`
              : null
          }
          onChange={setText}
        />
      </PanelSection>
      <PanelSection section={COMPOSITION_SECTIONS.shares} className="card card-wide">
        <h3>Where the downtime comes from</h3>
        {evaluation ? (
          <WhatIfTable evaluation={evaluation} stale={stale} />
        ) : (
          <p className="muted">Shares and what-ifs appear once the topology is valid.</p>
        )}
      </PanelSection>
      <PanelSection section={COMPOSITION_SECTIONS.chart} className="card card-wide">
        <ChartFrame
          title="Each component’s share of the total unavailability"
          description={`${
            components.length > CHART_BARS
              ? `The ${CHART_BARS} largest of ${components.length}`
              : 'Largest first'
          }${
            weakest.length > 0
              ? `: ${components
                  .slice(0, 3)
                  .map((b) => `${b.label} ${formatShare(b.share)}`)
                  .join(', ')}`
              : ''
          }.`}
          data={contributionTable(components.slice(0, CHART_BARS), weakest)}
        >
          <ContributionChart components={components.slice(0, CHART_BARS)} weakest={weakest} />
        </ChartFrame>
        <p className="muted">
          Members of a redundant group each carry the group’s whole share (each is in every failure
          of the group), so the shares can add up to more than 100%.
        </p>
      </PanelSection>
      <PanelSection section={COMPOSITION_SECTIONS.quorum} className="card">
        <h3>Quorum helper</h3>
        <QuorumHelper
          inputs={inputs}
          fields={model.fields}
          onChange={(key, value) => set(key, value)}
          onUse={setText}
        />
      </PanelSection>
      <PanelSection section={COMPOSITION_SECTIONS.refinements} className="card">
        <RefinementsNote />
      </PanelSection>
    </div>
  );
}
