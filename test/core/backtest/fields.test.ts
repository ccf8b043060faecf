import { describe, expect, it } from 'vitest';
import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { BACKTEST_FIELDS, SAMPLE_CHOICES } from '@/core/backtest/fields';
import { SAMPLE_IDS } from '@/core/backtest/samples';
import { defaultsOf, fieldFor, parseAll } from '@/core/fields/schema';

describe('BACKTEST_FIELDS', () => {
  it('offers exactly the samples of samples.ts, and `own`', () => {
    expect(SAMPLE_CHOICES.map((c) => c.value)).toEqual([...SAMPLE_IDS, 'own']);
    expect(fieldFor(BACKTEST_FIELDS, 'sample').default).toBe('incident-2pct');
  });

  it('shares the Alerts panel’s SLO, period, policy, tiers and selectors: keys, defaults and parsers', () => {
    for (const key of ['slo', 'period', 'policy', 'tiers', 'errors', 'total'] as const) {
      const mine = fieldFor(BACKTEST_FIELDS, key);
      const theirs = fieldFor(ALERTS_FIELDS, key);
      expect(mine.default).toBe(theirs.default);
      expect(mine.parse).toBe(theirs.parse);
      expect(mine.label).toBe(theirs.label);
    }
  });

  it('evaluates every 60 s by default, whatever the Alerts panel’s default, and reads Prometheus 2 ranges', () => {
    const parsed = parseAll(BACKTEST_FIELDS, defaultsOf(BACKTEST_FIELDS));
    expect(parsed.eval).toEqual({ ok: true, value: 60 });
    expect(parsed.prom).toEqual({ ok: true, value: '2' });
  });

  it('refuses a zero interval and an unknown sample in words', () => {
    const parsed = parseAll(BACKTEST_FIELDS, {
      ...defaultsOf(BACKTEST_FIELDS),
      eval: '0',
      sample: 'last-week',
    });
    expect(parsed.eval.ok).toBe(false);
    expect(parsed.sample.ok).toBe(false);
    if (!parsed.sample.ok) expect(parsed.sample.error).toMatch(/incident-2pct/);
  });
});
