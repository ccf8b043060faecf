import {
  lazy,
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { ChartFrame } from '@/components/chart-frame';
import { CopyBlock } from '@/components/copy-block';
import { CopyButton } from '@/components/copy-button';
import { ResultCards, ResultCellOf } from '@/components/declared-result';
import { PanelSection } from '@/components/panel-section';
import { RunStatus } from '@/components/run-status';
import { SchemaForm } from '@/components/schema-form';
import { ScrollRegion } from '@/components/scroll-region';
import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { tierText } from '@/core/alerts/tiers';
import { BACKTEST_FORM } from '@/core/backtest/form';
import { DataText, type BacktestSource } from '@/core/backtest/jobs';
import { formatCount, formatDuration, formatNumber } from '@/core/format';
import { downloadFile } from '@/lib/download';
import { buildHash } from '@/lib/url-state/codec';
import { usePanel } from '@/lib/use-panel';
import { usePublishedResults } from '@/lib/use-published-results';
import { useDelayedMount } from '@/lib/use-staggered';
import { useSimulation } from '@/lib/use-simulation';
import { backtestJob, deriveBacktest, OWN_DATA_MISSING } from './backtest-model';
import { DataInput } from './data-input';
import { useLoadedData } from './data-store';
import { backtestExportsOf, TEST_NEEDS } from './exports';
import { BACKTEST_META } from './meta';
import {
  BACKTEST_HEADLINE,
  BACKTEST_RESULTS,
  resultOf,
  TIER_RESULTS,
  type BacktestView,
} from './results';
import { BACKTEST_SECTIONS } from './sections';
import { useBacktestStore, type BacktestInputs } from './state';
import { timelineData, timelineTable, type TimelineData } from './timeline-data';
import './backtest.css';

const TimelineChart = lazy(() => import('./timeline-chart'));

/**
 * The value, taken up `delayMs` after it changes and rendered as a transition (in slices that
 * yield to the browser): a finished month-long backtest redraws its chart, tables and texts one
 * after the other, never in one long main-thread task.
 */
function useSlicedValue<T>(value: T, delayMs: number): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const timer = setTimeout(() => startTransition(() => setShown(value)), delayMs);
    return () => clearTimeout(timer);
  }, [value, shown, delayMs]);
  return shown;
}

const POLICY_NAMES: Readonly<Record<string, string>> = {
  workbook: 'SRE Workbook',
  sloth: 'sloth',
  pyrra: 'pyrra',
  custom: 'Custom tiers',
};

/** Texts longer than this are offered to copy and download, not laid out whole in the page. */
const SHOWN_MAX_CHARS = 20_000;

/** The link that opens the same SLO, policy, tiers and selectors in the Alerts panel. */
function alertsLink(inputs: BacktestInputs): string {
  const { slo, period, policy, tiers, errors, total } = inputs;
  return buildHash('alerts', ALERTS_FIELDS, { slo, period, policy, tiers, errors, total });
}

/** Per tier: its alerts, first firing, time firing and reset, from the declared results. */
function TierTable({ view }: { readonly view: BacktestView }) {
  const members = TIER_RESULTS.members(view);
  const tiers = resultOf(view)?.tiers.map((t) => t.tier) ?? view.model.tiers ?? [];
  if (tiers.length === 0) return <p className="muted">Fix the SLO and the tiers to replay them.</p>;
  return (
    <ScrollRegion label="What each tier would have done">
      <table className="compare-table backtest-table">
        <thead>
          <tr>
            <th scope="col">Tier</th>
            <th scope="col">Alerts</th>
            <th scope="col">First firing</th>
            <th scope="col">Time firing</th>
            <th scope="col">Reset after the errors</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, k) => {
            const i = k + 1;
            return (
              <tr key={i}>
                <th scope="row">
                  {i}: {tierText(tier)}
                </th>
                {['alerts', 'first-fire', 'firing-time', 'reset'].map((kind) => {
                  const spec = members.find((m) => m.id === `${kind}-${i}`);
                  return spec ? (
                    <ResultCellOf key={kind} spec={spec} model={view} />
                  ) : (
                    <td key={kind}>—</td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const OTHER_RESULTS = BACKTEST_RESULTS.slice(1);

/** Each drawn timeline's number: a new backtest's chart is a new chart (see DelayedChart). */
const drawn = new WeakMap<TimelineData, number>();
let drawnCount = 0;
const drawnId = (d: TimelineData) => {
  let id = drawn.get(d);
  if (id === undefined) drawn.set(d, (id = ++drawnCount));
  return id;
};

/**
 * The chart, mounted one task after its placeholder: the old chart goes in one task and the new
 * one is drawn in the next (plain SVG: timeline-chart.tsx), apart from the cards' update.
 */
function DelayedChart({ data }: { readonly data: TimelineData }) {
  const ready = useDelayedMount(16);
  return ready ? (
    <TimelineChart data={data} />
  ) : (
    <p className="chart-loading">Drawing the timeline…</p>
  );
}

/** The timeline chart, redrawn only for a new finished backtest. */
const Timeline = memo(function Timeline({ view }: { readonly view: BacktestView }) {
  const r = resultOf(view);
  const data = useMemo(() => (r ? timelineData(r) : null), [r]);
  return (
    <ChartFrame
      title="Timeline"
      description={
        r
          ? `The highest burn rate (error ratio ÷ budget) over each window of the tiers at each point, and the error budget left (dashed, right axis); under it, when each tier was firing. ${r.timeline.perPoint > 1 ? `Each point stands for ${formatCount(r.timeline.perPoint)} evaluations (their highest burn).` : 'One point per evaluation.'}`
          : 'The burn rates, the tiers firing and the budget left, once the backtest has run.'
      }
      data={data ? timelineTable(data) : null}
    >
      {data ? (
        <DelayedChart key={drawnId(data)} data={data} />
      ) : (
        <p className="chart-loading">Nothing to draw until the backtest has run.</p>
      )}
    </ChartFrame>
  );
});

/** Every policy on the same data: pages, tickets, the first page, pages after the budget was gone. */
function PoliciesTable({ view }: { readonly view: BacktestView }) {
  const r = resultOf(view);
  if (!r) return <p className="muted">The policies are compared once the backtest has run.</p>;
  return (
    <>
      <ScrollRegion label="Policies side by side">
        <table className="compare-table backtest-table">
          <thead>
            <tr>
              <th scope="col">Policy</th>
              <th scope="col">Pages</th>
              <th scope="col">Tickets</th>
              <th scope="col">First page</th>
              <th scope="col">Pages after the budget was spent</th>
            </tr>
          </thead>
          <tbody>
            {r.comparison.map((p) => (
              <tr key={p.policy} data-policy={p.policy}>
                <th scope="row">
                  {POLICY_NAMES[p.policy] ?? p.policy}
                  {p.policy === view.model.policy ? ' (chosen)' : ''}
                </th>
                {p.tiers === 0 ? (
                  <td colSpan={4} className="muted">
                    {p.problems.length > 0 ? p.problems.join(' ') : 'no valid tier'}
                  </td>
                ) : (
                  <>
                    <td>{formatCount(p.pages)}</td>
                    <td>{formatCount(p.tickets)}</td>
                    <td>{p.firstPage === null ? 'never' : formatDuration(p.firstPage)}</td>
                    <td>{formatCount(p.pagesAfterBudget)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="muted">
        A page “after the budget was spent” came when the errors so far already exceeded the budget
        of the whole data: it could no longer save the SLO. Times count from the first sample.
      </p>
    </>
  );
}

/** One text to copy and download; a long one is offered whole but shown only in part. */
function ExportBlock({
  title,
  file,
  text,
}: {
  readonly title: string;
  readonly file: string;
  readonly text: string;
}) {
  const long = text.length > SHOWN_MAX_CHARS;
  return (
    <div>
      <h4>{title}</h4>
      <div className="backtest-export-actions">
        <button
          type="button"
          className="button-quiet"
          onClick={() => downloadFile(file, text, 'application/yaml')}
        >
          Download {file}
        </button>
      </div>
      {long ? (
        <>
          <p className="muted">
            {formatNumber(text.length)} characters: its first lines below; copy or download it
            whole.
          </p>
          <pre className="backtest-big" tabIndex={0}>
            {text.slice(0, 3000)}
          </pre>
          <CopyButton what={title} text={text} />
        </>
      ) : (
        <CopyBlock text={text} what={title} />
      )}
    </div>
  );
}

function ExportSection({ view }: { readonly view: BacktestView }) {
  const outcome = view.outcome;
  const [test, rules] = backtestExportsOf(view);
  const promtool = outcome?.ok ? outcome.promtool : null;
  const files = promtool?.test.ok ? promtool.test.value : null;
  return (
    <div className="backtest-export">
      <h3>Check it with Prometheus’ own engine</h3>
      <p className="muted">
        A <code>promtool test rules</code> file: the data as input series and, at every evaluation
        where a tier starts or stops firing, the alerts this backtest says fire there. Save it
        beside the Prometheus rules and run <code>promtool test rules</code> on it.
      </p>
      {promtool?.note ? <p className="muted">{promtool.note}</p> : null}
      {test?.text && rules?.text && files ? (
        <>
          <ExportBlock
            title="promtool unit test"
            file={files.rulesFile.replace(/-slo-rules\.yaml$/, '-backtest-test.yaml')}
            text={test.text}
          />
          <ExportBlock title="Prometheus rules" file={files.rulesFile} text={rules.text} />
        </>
      ) : (
        <p className="muted">{test?.why ?? TEST_NEEDS}</p>
      )}
    </div>
  );
}

/** What data the run uses, in words. */
function sourceText(view: BacktestView): string {
  const o = view.outcome;
  if (!o?.ok) return '';
  const r = o.result;
  const notes = o.source.notes.length > 0 ? ` ${o.source.notes.join(' ')}` : '';
  return `Replayed ${o.source.name}: ${formatCount(o.source.samples)} samples over ${formatDuration(r.evaluations > 0 ? (r.evaluations - 1) * r.eval : 0)}, ${formatCount(r.evaluations)} evaluations every ${formatDuration(r.eval)}.${notes}`;
}

export default function BacktestPanel() {
  const { inputs, set, model } = usePanel(useBacktestStore, deriveBacktest);
  const loaded = useLoadedData();
  const own = model.sample === 'own';
  const ownMissing = own && loaded.text.trim() === '';
  const sample = model.sample;
  const source = useMemo<BacktestSource | null>(() => {
    if (sample === null) return null;
    if (sample !== 'own') return { kind: 'sample', id: sample };
    return loaded.text.trim() === ''
      ? null
      : { kind: 'text', data: new DataText(loaded.id, loaded.text) };
  }, [sample, loaded]);
  const job = useMemo(() => backtestJob(model, source), [model, source]);
  // Cheap: the data's text stands in the key by its load id (DataText.toJSON).
  const jobKey = useMemo(() => JSON.stringify(job), [job]);
  const sim = useSimulation(job, jobKey);
  const outcome = sim.outcome?.mode === 'backtest' ? sim.outcome.result : null;
  const current = useMemo<BacktestView>(() => ({ model, outcome }), [model, outcome]);
  // The cards follow in a transition too: React renders them in slices.
  const view = useDeferredValue(current);
  // A finished run lands in the results first; the chart, the table of policies and the
  // promtool test take it up one task each after, so no one task draws them all.
  const chartView = useSlicedValue(view, 40);
  const policiesView = useSlicedValue(view, 100);
  const exportView = useSlicedValue(view, 160);
  const running = job !== null && (sim.status === 'idle' || sim.status === 'running');
  usePublishedResults(BACKTEST_META.id, BACKTEST_RESULTS, view, BACKTEST_HEADLINE, { running });
  const chooseOwn = useCallback(() => set('sample', 'own'), [set]);
  const dataError =
    own && outcome && !outcome.ok && outcome.stage === 'data' ? outcome.error : null;
  const settingsError =
    outcome && !outcome.ok && (outcome.stage === 'settings' || !own) ? outcome.error : null;
  return (
    <div className="panel-grid backtest-panel">
      <PanelSection section={BACKTEST_SECTIONS.inputs} className="card card-inputs">
        <div className="inputs">
          <DataInput
            loaded={loaded}
            sample={model.sample}
            error={dataError}
            chooseOwn={chooseOwn}
          />
          <SchemaForm
            form={BACKTEST_FORM}
            inputs={inputs}
            parsed={model.fields}
            onChange={set}
            fields={{
              sample: {
                hint: own
                  ? 'Your data, loaded above (never in the link: the link says sample=own).'
                  : 'A built-in sample: its link reproduces it. Load your own data above.',
              },
            }}
          />
        </div>
      </PanelSection>
      <PanelSection section={BACKTEST_SECTIONS.results} className="card card-results">
        {ownMissing ? (
          <p className="backtest-own-missing" role="status">
            {OWN_DATA_MISSING}
          </p>
        ) : (
          <RunStatus
            sim={sim}
            refusal={model.settingsProblem}
            invalid={job === null && !model.settingsProblem}
            onCancel={sim.cancel}
            onRetry={sim.retry}
          />
        )}
        {settingsError ? (
          <p className="field-error" role="alert">
            Not replayed: {settingsError}
          </p>
        ) : null}
        {dataError ? (
          <p className="field-error" role="alert">
            The data could not be read (see under the box).
          </p>
        ) : null}
        <p className="muted backtest-source">{ownMissing ? '' : sourceText(view)}</p>
        <TierTable view={view} />
        <div className="result-grid">
          <ResultCards results={OTHER_RESULTS} model={view} />
        </div>
        <p>
          <a href={alertsLink(inputs)}>Open this SLO and these tiers in SLO burn-rate alerts</a>
        </p>
      </PanelSection>
      <PanelSection section={BACKTEST_SECTIONS.timeline} className="card card-wide">
        <Timeline view={chartView} />
      </PanelSection>
      <PanelSection section={BACKTEST_SECTIONS.policies} className="card card-wide">
        <h3>Policies side by side</h3>
        <PoliciesTable view={policiesView} />
      </PanelSection>
      <PanelSection section={BACKTEST_SECTIONS.export} className="card card-wide">
        <ExportSection view={exportView} />
      </PanelSection>
    </div>
  );
}
