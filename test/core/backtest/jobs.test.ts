/**
 * The backtest job as the worker runs it. The worked example (sample `incident-2pct`: 10 req/s
 * sampled every 15 s from t = 0, 3 of each sample's 150 requests failing from t = 3600 s to
 * 7200 s; Workbook tiers at 99.9% over 30 days; eval 60 s), worked by hand with Prometheus 2.42's
 * rate(): the counters are exactly linear between their samples and every window ends on a
 * sample, so no extrapolation happens except to the zero point, and for a window of w seconds
 * ending at t (all within the data) the ratio is errors(t) − errors(t − w) over 10·w requests.
 *
 * - Tier 1 (1h/5m, 14.4 × 0.001 = 1.44%): at t = 3600 + x (x < 3600) the 1 h ratio is
 *   (x/5)/36,000 = x/180,000, above 1.44% once x > 2592 s (the continuous model's 2,592 s);
 *   the first evaluation after, a multiple of 60 s, is x = 2640: first-fire-1 = 6240 s.
 * - Tier 2 (6h/30m, 0.6%): before t = 6 h the 6 h window reaches back past the first sample, whose
 *   errors counter is 0, so rate() extrapolates only to that zero point and the ratio is the
 *   errors so far over the requests so far, (t − 3600)/(50·t): above 0.6% once t > 3600/0.7 =
 *   5142.9 s, so first-fire-2 = 5160 s (the data has only an hour of history before the incident;
 *   with a full 6 h the 6 h ratio would peak at 720/216,000 = 0.33% and never fire).
 * - Tier 3 (3d/6h, 0.1%): the same ratio over all the data, above 0.1% once t > 3600/0.95 =
 *   3789.5 s: first-fire-3 = 3840 s.
 * - Budget: 720 errors of 864,000 requests against 0.1%: 720/864 = 83.3% spent.
 */
import { describe, expect, it } from 'vitest';
import { policyTiers } from '@/core/alerts/policies';
import { resultValues } from '@/core/backtest/backtest';
import { policyTierSets } from '@/core/backtest/compare';
import {
  backtestTransferables,
  createBacktestJobTask,
  DataText,
  runBacktestJob,
  type BacktestJob,
  type BacktestJobParams,
} from '@/core/backtest/jobs';
import { createEngineTask } from '@/core/sim/engines';
import { runToEnd } from '@/core/sim/task';

const PERIOD = 30 * 86_400;
const TIERS = policyTiers('workbook', PERIOD);

function job(
  source: BacktestJobParams['source'],
  over: Partial<BacktestJobParams> = {},
): BacktestJob {
  return {
    mode: 'backtest',
    params: {
      source,
      errors: 'http_requests_total{job="api",code=~"5.."}',
      total: 'http_requests_total{job="api"}',
      tiers: TIERS,
      budget: 0.001,
      eval: 60,
      prom: '2',
      compare: policyTierSets('', PERIOD),
      spec: {
        service: 'api',
        errors: 'http_requests_total{job="api",code=~"5.."}',
        total: 'http_requests_total{job="api"}',
        sloText: '99.9',
        budget: 0.001,
        periodDays: 30,
        policy: 'workbook',
        tiers: TIERS,
      },
      ...over,
    },
  };
}

const INCIDENT = job({ kind: 'sample', id: 'incident-2pct' });

describe('the backtest job', () => {
  it('replays the worked example as worked by hand', () => {
    const out = runBacktestJob(INCIDENT);
    if (!out.ok) throw new Error(out.error);
    const v = resultValues(out.result);
    expect(v['first-fire-1']).toBe(6240);
    expect(v['first-fire-1']).toBeGreaterThanOrEqual(3600 + 2592);
    expect(v['first-fire-2']).toBe(5160);
    expect(v['first-fire-3']).toBe(3840);
    expect([v['alerts-1'], v['alerts-2'], v['alerts-3']]).toEqual([1, 1, 1]);
    expect(v['budget-spent']).toBeCloseTo(720 / 864, 12);
    // The 5 m window during the incident: 2% ÷ 0.1% = 20×.
    expect(v['worst-burn-5m']).toBeCloseTo(20, 9);
    expect(out.source.samples).toBe(2 * 5761);
  });

  it('reads the same data from CSV text in the job, with the same numbers', async () => {
    const { sampleById, sampleCsv } = await import('@/core/backtest/samples');
    const csv = sampleCsv(sampleById('incident-2pct')!);
    const out = runBacktestJob(job({ kind: 'text', data: new DataText(1, csv) }));
    if (!out.ok) throw new Error(out.error);
    expect(out.source.format).toBe('csv');
    const ref = runBacktestJob(INCIDENT);
    if (!ref.ok) throw new Error(ref.error);
    expect(resultValues(out.result)).toEqual(resultValues(ref.result));
  });

  it('writes the promtool test, with plain names for data without labels', () => {
    const out = runBacktestJob(INCIDENT);
    if (!out.ok || !out.promtool?.test.ok) throw new Error('no promtool test');
    expect(out.promtool.note).toMatch(/slo_errors_total/);
    expect(out.promtool.test.value.text).toMatch(/eval_time: '1h44m'/);
    expect(out.promtool.test.value.rules).toMatch(/slo_errors_total/);
  });

  it('says a data failure in words, with its line, never throwing', () => {
    const text = 'time,errors,total\n0,0,0\n30,0,300\n15,0,150\n';
    const out = runBacktestJob(job({ kind: 'text', data: new DataText(2, text) }));
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.stage).toBe('data');
    expect(out.error).toMatch(/^Line 4/);
    expect(out.line).toBe(4);
  });

  it('says a settings failure in words', () => {
    const out = runBacktestJob({ ...INCIDENT, params: { ...INCIDENT.params, tiers: [] } });
    expect(out).toMatchObject({ ok: false, stage: 'settings' });
  });

  it('keys the job by the load id, not the text, while the worker gets the text', () => {
    const data = new DataText(7, 'x'.repeat(1_000_000));
    const key = JSON.stringify(job({ kind: 'text', data }));
    expect(key.length).toBeLessThan(2000);
    expect(key).toContain('"id":7');
    expect(structuredClone(data)).toEqual({ id: 7, text: data.text });
  });

  it('runs through the engine union, reporting progress, and transfers its typed arrays', () => {
    const task = createEngineTask(INCIDENT);
    expect(task.partial()).toMatchObject({ mode: 'backtest', partial: { stage: 'parse' } });
    task.step(1);
    expect(task.partial()).toMatchObject({ mode: 'backtest', partial: { stage: 'replay' } });
    expect(task.done() / task.total).toBeCloseTo(0.1, 1);
    const outcome = runToEnd(task);
    expect(outcome.mode).toBe('backtest');
    if (outcome.mode !== 'backtest') return;
    const buffers = backtestTransferables(outcome);
    expect(buffers.length).toBeGreaterThan(5);
    expect(new Set(buffers).size).toBe(buffers.length);
    expect(createBacktestJobTask(INCIDENT).total).toBe(1);
  });
});

describe('the CLI with a file of data', () => {
  it('replays the text as the page does, and names a bad line as the data’s problem', async () => {
    const { backtestCalc } = await import('@/features/backtest/calc');
    const { sampleById, sampleCsv } = await import('@/core/backtest/samples');
    const { BACKTEST_FIELDS } = await import('@/core/backtest/fields');
    const { defaultsOf } = await import('@/core/fields/schema');
    const inputs = { ...defaultsOf(BACKTEST_FIELDS), sample: 'own' };
    const done = backtestCalc.calculate(inputs, { data: sampleCsv(sampleById('incident-2pct')!) });
    expect(done.problems).toEqual([]);
    expect(done.rows().find((r) => r.id === 'first-fire-1')?.value).toBe(6240);
    const bad = backtestCalc.calculate(inputs, {
      data: 'time,errors,total\n0,0,0\n30,0,300\n15,0,150\n',
    });
    expect(bad.problems[0]?.key).toBe('data');
    expect(bad.problems[0]?.message).toMatch(/^Line 4/);
    const none = backtestCalc.calculate(inputs);
    expect(none.problems[0]?.key).toBe('sample');
  });
});
