import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { createNoiseTask } from '@/core/alerts/noise';
import { NINES_FIELDS } from '@/core/availability/fields';
import { COMPOSITION_FIELDS } from '@/core/composition/fields';
import { DECISION_FIELDS } from '@/core/decision/fields';
import { DETECTION_FIELDS } from '@/core/detection/fields';
import { FAILOVER_FIELDS } from '@/core/failover/fields';
import { parseAll, type InputsOf, type Schema } from '@/core/fields/schema';
import { IDEMPOTENCY_FIELDS } from '@/core/idempotency/fields';
import { createOverloadTask } from '@/core/overload/jobs';
import { OVERLOAD_FIELDS } from '@/core/overload/fields';
import { createRetriesTask } from '@/core/retries/jobs';
import { RETRIES_FIELDS } from '@/core/retries/fields';
import { runToEnd } from '@/core/retries/task';
import { alertsResultRows } from '@/features/alerts/alerts-result-rows';
import { deriveAlerts } from '@/features/alerts/alerts-model';
import { compositionResultRows } from '@/features/composition/composition-result-rows';
import { deriveComposition } from '@/features/composition/composition-model';
import { decisionResultRows } from '@/features/decision/decision-result-rows';
import { deriveDecision } from '@/features/decision/decision-model';
import { detectionResultRows } from '@/features/detection/detection-result-rows';
import { deriveDetection } from '@/features/detection/detection-model';
import { failoverResultRows } from '@/features/failover/failover-result-rows';
import { deriveFailover } from '@/features/failover/failover-model';
import { simulatePaths } from '@/features/failover/failover-simulation';
import { idempotencyResultRows } from '@/features/idempotency/idempotency-result-rows';
import { deriveIdempotency } from '@/features/idempotency/idempotency-model';
import { NINES_RESULTS } from '@/features/nines/results';
import { deriveNines } from '@/features/nines/nines-model';
import { overloadResultRows } from '@/features/overload/overload-result-rows';
import { deriveOverload } from '@/features/overload/overload-model';
import { retriesResultRows } from '@/features/retries/retries-result-rows';
import { deriveRetries } from '@/features/retries/retries-model';
import { rowsOf, type ResultRow } from '@/lib/results/declare';

/** What one key of a command line (or link) cannot be, in the panel's own words. */
export interface Problem {
  /** The key at fault; null for a problem of the whole run (too large to attempt). */
  readonly key: string | null;
  readonly message: string;
}

/** What the CLI prints for a panel's inputs, or why it cannot. */
export interface Calculated {
  readonly problems: readonly Problem[];
  /** The rows; call it only when there is no problem (it may run a simulation). */
  readonly rows: () => readonly ResultRow[];
}

/** A panel as the CLI knows it: the page's id, title and fields, and its results from inputs. */
export interface CalcPanel {
  readonly id: string;
  readonly title: string;
  readonly fields: Schema;
  /** The rows the page shows for these inputs, running any simulation to the end (seeded). */
  readonly calculate: (inputs: Readonly<Record<string, string>>) => Calculated;
}

const problem = (key: string | null, message: string | null | undefined): Problem[] =>
  message ? [{ key, message }] : [];

/** Each field's own parser, on its own: what the form would mark under the field. */
function fieldProblems(schema: Schema, inputs: Readonly<Record<string, string>>): Problem[] {
  const parsed = parseAll(schema, inputs as InputsOf<Schema>) as Record<
    string,
    { ok: boolean; error?: string }
  >;
  return schema.flatMap((f) => {
    const p = parsed[f.key];
    return p && !p.ok ? problem(f.key, p.error) : [];
  });
}

const dedupe = (problems: Problem[]): Problem[] =>
  problems.filter(
    (p, i) => problems.findIndex((q) => q.key === p.key && q.message === p.message) === i,
  );

/** A panel from its model and rows, and the problems its model finds beyond the fields' own. */
function panel<S extends Schema, M>(
  id: string,
  title: string,
  fields: S,
  derive: (inputs: InputsOf<S>) => M,
  rows: (model: M) => ResultRow[],
  more: (model: M) => Problem[] = () => [],
): CalcPanel {
  return {
    id,
    title,
    fields,
    calculate: (inputs) => {
      const model = derive(inputs as InputsOf<S>);
      const problems = dedupe([...fieldProblems(fields, inputs), ...more(model)]);
      return { problems, rows: () => rows(model) };
    },
  };
}

/** The panels, in the app's navigation order (a test checks ids and titles against the registry). */
export const CALC_PANELS: readonly CalcPanel[] = [
  panel('nines', 'Nines & downtime budgets', NINES_FIELDS, deriveNines, (m) => rowsOf(NINES_RESULTS, m), (m) =>
    m.mode === 'reverse' && m.downtimeField && !m.downtimeField.ok
      ? problem('down', m.downtimeField.error)
      : [],
  ),
  panel(
    'composition',
    'Composition',
    COMPOSITION_FIELDS,
    deriveComposition,
    compositionResultRows,
    (m) =>
      m.analysis.errors.flatMap((e) =>
        problem('t', `line ${e.line}, column ${e.column}: ${e.message}`),
      ),
  ),
  panel('detection', 'Health-check tuning', DETECTION_FIELDS, deriveDetection, detectionResultRows),
  panel('failover', 'Failover time', FAILOVER_FIELDS, deriveFailover, (m) =>
    failoverResultRows(m, simulatePaths(m)),
  ),
  panel(
    'decision',
    'Failover decision',
    DECISION_FIELDS,
    deriveDecision,
    decisionResultRows,
    (m) => (m.fields.up.ok ? [] : problem('up', m.fields.up.error)),
  ),
  panel(
    'idempotency',
    'Idempotency keys',
    IDEMPOTENCY_FIELDS,
    deriveIdempotency,
    idempotencyResultRows,
  ),
  panel(
    'retries',
    'Retry storms & jitter',
    RETRIES_FIELDS,
    deriveRetries,
    (m) => {
      const job = m.job;
      return retriesResultRows(m, job ? runToEnd(createRetriesTask(job)) : null);
    },
    (m) => [
      ...Object.entries(m.parsed.fields).flatMap(([k, f]) =>
        f && !f.ok ? problem(k, f.error) : [],
      ),
      ...problem(null, m.parsed.refusal),
    ],
  ),
  panel(
    'alerts',
    'SLO burn-rate alerts',
    ALERTS_FIELDS,
    deriveAlerts,
    (m) => alertsResultRows(m, m.noiseJob ? runToEnd(createNoiseTask(m.noiseJob.params)) : null),
    (m) => [
      ...(m.fields.tiers.ok ? [] : problem('tiers', m.fields.tiers.error)),
      ...problem(null, m.noiseRefusal),
    ],
  ),
  panel(
    'overload',
    'Retry budgets & overload',
    OVERLOAD_FIELDS,
    deriveOverload,
    (m) => overloadResultRows(m, m.job ? runToEnd(createOverloadTask(m.job)) : null),
    (m) => [
      ...Object.entries(m.parsed.fields).flatMap(([k, f]) =>
        f && !f.ok ? problem(k, f.error) : [],
      ),
      ...problem(null, m.parsed.refusal),
    ],
  ),
];

export function findCalcPanel(id: string): CalcPanel | undefined {
  return CALC_PANELS.find((p) => p.id === id);
}
