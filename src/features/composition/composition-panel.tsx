import { calendarHint } from '@/core/availability/calendar-notes';
import { lazy, memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { COMPOSITION_FIELDS } from '@/core/composition/fields';
import type { BlockEval, Evaluation } from '@/core/composition/evaluate';
import { parseSyntax } from '@/core/composition/parse';
import { ChartFrame } from '@/components/chart-frame';
import { fieldFor, messageOf } from '@/core/fields/schema';
import { SchemaField } from '@/components/schema-field';
import { BlockDiagram } from './block-diagram';
import { CompositionResults } from './composition-results';
import { deriveCompositionFrom, totalsOf } from './composition-model';
import { formatShare } from './composition-format';
import { contributionTable } from './contribution-data';
import { QuorumHelper } from './quorum-helper';
import { RefinementsNote } from './refinements-note';
import { StructuredEditor } from './structured-editor';
import { TopologyEditor } from './topology-editor';
import { useCompositionAnalysis } from './use-composition-analysis';
import { WhatIfTable } from './what-if-table';
import { useCompositionStore } from './state';
import './composition.css';
import { PanelSection } from '@/components/panel-section';
import { COMPOSITION_SECTIONS } from './sections';
import { usePublishedResults } from '@/lib/use-published-results';
import { isFamily } from '@/lib/results/declare';
import { COMPOSITION_META } from './meta';
import { COMPOSITION_HEADLINE, COMPOSITION_RESULTS, QUORUM_RESULTS } from './results';

// Memoised: Recharts redraws only when the bars change, not on every keystroke in the text.
const ContributionChart = memo(lazy(() => import('./contribution-chart')));

/** Bars the contribution chart draws, largest first: more would not be readable in its height. */
const CHART_BARS = 10;

const NONE: readonly BlockEval[] = [];

const CAL = fieldFor(COMPOSITION_FIELDS, 'cal');

/** The quorum helper's results, computed from its own fields: never the last valid topology's. */
const QUORUM_IDS = new Set(QUORUM_RESULTS.flatMap((d) => (isFamily(d) ? [] : [d.id])));
const isTopologyResult = (id: string) => !QUORUM_IDS.has(id);

interface LastValid {
  readonly text: string;
  readonly evaluation: Evaluation;
}

export default function CompositionPanel() {
  const inputs = useCompositionStore((s) => s.inputs);
  const set = useCompositionStore((s) => s.set);
  // The text is analysed and drawn at a lower priority than typing (React renders a deferred
  // value in slices, between keystrokes), and big topologies are evaluated in a worker: until it
  // answers, `pending`, with no totals yet.
  const text = useDeferredValue(inputs.t);
  const { analysis, pending } = useCompositionAnalysis(text);
  const model = useMemo(
    () => deriveCompositionFrom({ ...inputs, t: text }, analysis),
    [inputs, text, analysis],
  );

  // The last topology that evaluated, so an error in the text leaves its numbers on screen, stale.
  const [last, setLast] = useState<LastValid | null>(null);
  if (analysis.evaluation && last?.evaluation !== analysis.evaluation) {
    setLast({ text, evaluation: analysis.evaluation });
  }
  const stale = !model.totals && last !== null;
  const shown = useMemo(
    () => model.totals ?? (last ? totalsOf(last.text, last.evaluation, model.calendar) : null),
    [model.totals, last, model.calendar],
  );
  // The results for the exports, from the totals shown (the last valid ones while stale).
  const results = useMemo(() => ({ ...model, totals: shown }), [model, shown]);
  usePublishedResults(COMPOSITION_META.id, COMPOSITION_RESULTS, results, COMPOSITION_HEADLINE, {
    running: pending,
    stale: stale && isTopologyResult,
  });
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
  const setText = useCallback((t: string) => set('t', t), [set]);
  const weakest = evaluation?.weakest ?? NONE;
  const bars = useMemo(() => components.slice(0, CHART_BARS), [components]);
  const syntaxErrorText = syntaxError
    ? `line ${syntaxError.line}, column ${syntaxError.column}: ${syntaxError.message}`
    : null;

  // The long lists and the diagram, kept as elements while their data is unchanged, so that a
  // keystroke (rendered before its deferred analysis) does not redraw them.
  const diagram = useMemo(
    () =>
      shownTopology && evaluation ? (
        <BlockDiagram topology={shownTopology} evaluation={evaluation} stale={stale} />
      ) : (
        <p className="muted">The diagram appears once the topology is valid.</p>
      ),
    [shownTopology, evaluation, stale],
  );
  const editor = useMemo(
    () => (
      <StructuredEditor
        topology={analysis.topology}
        syntaxError={syntaxErrorText}
        onChange={setText}
      />
    ),
    [analysis.topology, syntaxErrorText, setText],
  );
  const whatIfs = useMemo(
    () =>
      evaluation ? (
        <WhatIfTable evaluation={evaluation} stale={stale} />
      ) : (
        <p className="muted">Shares and what-ifs appear once the topology is valid.</p>
      ),
    [evaluation, stale],
  );

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
        {pending ? (
          <p className="stale-banner" role="status" data-status="running">
            Evaluating the new topology in the background
            {last ? '; meanwhile these are the numbers of the previous one.' : '…'}
          </p>
        ) : stale ? (
          <p className="stale-banner" role="status">
            Stale: showing the last valid topology until the error in the text is fixed.
          </p>
        ) : null}
        <CompositionResults
          totals={shown}
          stale={stale}
          pending={pending}
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
        {diagram}
      </PanelSection>
      <PanelSection section={COMPOSITION_SECTIONS.editor} className="card card-wide">
        <h3>Structured editor</h3>
        {editor}
      </PanelSection>
      <PanelSection section={COMPOSITION_SECTIONS.shares} className="card card-wide">
        <h3>Where the downtime comes from</h3>
        {whatIfs}
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
          <ContributionChart components={bars} weakest={weakest} />
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
