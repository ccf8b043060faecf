import { describe, expect, it } from 'vitest';
import { parseBacktestCsv } from '@/core/backtest/parse-csv';
import {
  BACKTEST_SAMPLES,
  parseSampleId,
  SAMPLE_IDS,
  sampleById,
  sampleCsv,
  type BacktestSample,
} from '@/core/backtest/samples';
import type { CounterSeries } from '@/core/backtest/series';

function sample(id: string): BacktestSample {
  const s = sampleById(id);
  if (!s) throw new Error(id);
  return s;
}

function series(id: string): { errors: CounterSeries; total: CounterSeries } {
  const data = sample(id).data();
  expect(data.errors).toHaveLength(1);
  expect(data.total).toHaveLength(1);
  return { errors: data.errors[0] as CounterSeries, total: data.total[0] as CounterSeries };
}

/** The counter's value at time t (a sample time). */
function at(s: CounterSeries, t: number): number {
  const i = s.t.indexOf(t);
  if (i < 0) throw new Error(`no sample at ${t}`);
  return s.v[i] as number;
}

const DAY = 86400;

describe('the built-in samples', () => {
  it('are the four named ones, each with a title, a line, its sample step and a 99.9%/30 d SLO', () => {
    expect(BACKTEST_SAMPLES.map((s) => s.id)).toEqual([...SAMPLE_IDS]);
    expect(SAMPLE_IDS).toEqual(['clean-week', 'incident-2pct', 'slow-burn', 'low-traffic']);
    for (const s of BACKTEST_SAMPLES) {
      expect(s.id).toMatch(/^[a-z0-9-]+$/); // usable in a URL as is
      expect(s.title).not.toBe('');
      expect(s.description).not.toMatch(/\n/);
      // The week-long ones every minute (promtool's 10,000-sample limit on a 3d window), the
      // day-long ones every 15 s.
      expect(s.interval).toBe(s.duration > DAY ? 60 : 15);
      expect(s.slo).toBe('99.9');
      expect(s.periodDays).toBe(30);
      const { errors, total } = series(s.id);
      const n = s.duration / s.interval + 1;
      expect(total.t.length).toBe(n);
      expect(errors.t.length).toBe(n);
      expect(total.t[0]).toBe(0);
      expect(total.t[n - 1]).toBe(s.duration);
      expect(total.v[0]).toBe(0);
      expect(errors.v[0]).toBe(0);
      // Every step; integer counters that never decrease; errors never above total.
      let firstBad = -1;
      for (let k = 1; k < n && firstBad < 0; k++) {
        const [t, e, v] = [total.t[k] as number, errors.v[k] as number, total.v[k] as number];
        const good =
          t === s.interval * k &&
          errors.t[k] === t &&
          Number.isInteger(e) &&
          Number.isInteger(v) &&
          v >= (total.v[k - 1] as number) &&
          e >= (errors.v[k - 1] as number) &&
          e <= v;
        if (!good) firstBad = k;
      }
      expect(firstBad).toBe(-1);
    }
  });

  it('are deterministic: the same arrays every call, fresh arrays each time', () => {
    for (const s of BACKTEST_SAMPLES) {
      const a = s.data();
      const b = s.data();
      for (const side of ['errors', 'total'] as const) {
        const [x, y] = [a[side][0] as CounterSeries, b[side][0] as CounterSeries];
        expect(Buffer.from(x.t.buffer).equals(Buffer.from(y.t.buffer))).toBe(true);
        expect(Buffer.from(x.v.buffer).equals(Buffer.from(y.v.buffer))).toBe(true);
        expect(x.v).not.toBe(y.v);
      }
    }
  });

  it('clean-week: 7 days at 10 req/s, 0.05% errors: 6,048,000 requests, 3,024 errors', () => {
    const { errors, total } = series('clean-week');
    expect(at(total, 7 * DAY)).toBe(6_048_000);
    expect(at(errors, 7 * DAY)).toBe(3_024);
    expect(at(total, 180)).toBe(1_800);
    // 2,000 requests (200 s, not a multiple of 60) → first error at the sample after: t = 240 s.
    expect(at(errors, 180)).toBe(0);
    expect(at(errors, 240)).toBe(1);
  });

  it('incident-2pct: 36,000 requests in the incident hour, 720 of them errors, none outside', () => {
    const { errors, total } = series('incident-2pct');
    expect(sample('incident-2pct').duration).toBe(DAY);
    expect(at(total, 7200) - at(total, 3600)).toBe(36_000);
    expect(at(errors, 7200) - at(errors, 3600)).toBe(720);
    expect(at(errors, 3600)).toBe(0);
    expect(at(errors, DAY)).toBe(720);
    expect(at(total, DAY)).toBe(864_000);
    // 2% in every sample of the hour: 3 of 150.
    expect(at(errors, 3615) - at(errors, 3600)).toBe(3);
    expect(at(errors, 7215) - at(errors, 7200)).toBe(0);
  });

  it('slow-burn: 0.15% of the 2,592,000 requests from day 1 to day 4: 3,888 errors', () => {
    const { errors, total } = series('slow-burn');
    expect(sample('slow-burn').duration).toBe(7 * DAY);
    expect(at(total, 4 * DAY) - at(total, DAY)).toBe(2_592_000);
    expect(at(errors, DAY)).toBe(0);
    expect(at(errors, 4 * DAY)).toBe(3_888);
    expect(at(errors, 7 * DAY)).toBe(3_888);
    expect(at(errors, 2 * DAY)).toBe(1_296); // a third of the way: 864,000 × 0.0015
  });

  it('low-traffic: 36 req/h, 864 requests in the day, exactly one bad one at 12 h', () => {
    const { errors, total } = series('low-traffic');
    expect(at(total, 3600)).toBe(36);
    expect(at(total, DAY)).toBe(864);
    expect(at(errors, 12 * 3600 - 15)).toBe(0);
    expect(at(errors, 12 * 3600)).toBe(1);
    expect(at(errors, DAY)).toBe(1);
  });

  it('write a CSV template that reads back to the same data', () => {
    for (const s of BACKTEST_SAMPLES) {
      const csv = sampleCsv(s);
      expect(csv.startsWith(`time,errors,total\n0,0,0\n${s.interval},`)).toBe(true);
      const back = parseBacktestCsv(csv);
      expect(back.ok).toBe(true);
      if (!back.ok) return;
      const { errors, total } = series(s.id);
      for (const [x, y] of [
        [back.value.errors, errors],
        [back.value.total, total],
      ] as const) {
        expect(x.labels).toEqual(y.labels);
        expect(Buffer.from(x.t.buffer).equals(Buffer.from(y.t.buffer))).toBe(true);
        expect(Buffer.from(x.v.buffer).equals(Buffer.from(y.v.buffer))).toBe(true);
      }
    }
    // Line 243 is sample 241 (t = 3615 s): the incident's first 3 errors of 36,150 requests.
    expect(sampleCsv(sample('incident-2pct')).split('\n')[242]).toBe('3615,3,36150');
  });

  it('are found by their URL names', () => {
    expect(parseSampleId(' slow-burn ')).toEqual({ ok: true, value: 'slow-burn' });
    expect(parseSampleId('nope')).toEqual({
      ok: false,
      error:
        '“nope” is not a sample data set: use one of “clean-week”, “incident-2pct”, “slow-burn”, “low-traffic”.',
    });
    expect(sampleById('nope')).toBeUndefined();
  });
});
