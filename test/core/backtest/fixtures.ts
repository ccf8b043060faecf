/** Data and specs the backtest's tests share. */
import { policyTiers } from '@/core/alerts/policies';
import { DAY } from '@/core/alerts/tier';
import type { ExportSpec } from '@/core/alerts/export/spec';
import type { BacktestData, CounterSeries } from '@/core/backtest/series';

/** A series from parallel arrays of times (s) and values. */
export function series(
  labels: Record<string, string>,
  t: readonly number[],
  v: readonly number[],
): CounterSeries {
  return { labels, t: Float64Array.from(t), v: Float64Array.from(v) };
}

/** A series sampled every `step` seconds from `start`: value i is f(t_i). */
export function sampled(
  labels: Record<string, string>,
  start: number,
  step: number,
  count: number,
  f: (t: number) => number,
): CounterSeries {
  const t = new Float64Array(count);
  const v = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    t[i] = start + i * step;
    v[i] = f(t[i]! - start);
  }
  return { labels, t, v };
}

export const ERRORS = { __name__: 'slo_errors_total' };
export const TOTAL = { __name__: 'slo_requests_total' };

/** The burn-rate export's spec for a service whose counters are the two above. */
export function exportSpec(overrides: Partial<ExportSpec> = {}): ExportSpec {
  return {
    service: 'api',
    errors: 'slo_errors_total',
    total: 'slo_requests_total',
    sloText: '99.9',
    budget: 0.001,
    periodDays: 30,
    policy: 'workbook',
    tiers: policyTiers('workbook', 30 * DAY),
    ...overrides,
  };
}

/**
 * The worked example: 10 requests/s sampled every 15 s from Unix time 1,700,000,000, 2% of them
 * failing for an hour from t = `history` seconds (3 errors per 15 s sample), then three more
 * clean hours. The brief's data has history = 3600 s.
 */
export function workedExample(history = 3600): BacktestData {
  const start = 1_700_000_000;
  const count = (history + 4 * 3600) / 15 + 1;
  return {
    errors: [
      sampled(ERRORS, start, 15, count, (t) => 3 * Math.min(240, Math.max(0, (t - history) / 15))),
    ],
    total: [sampled(TOTAL, start, 15, count, (t) => 10 * t)],
  };
}
