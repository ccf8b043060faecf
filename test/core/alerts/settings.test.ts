import { describe, expect, it } from 'vitest';
import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { exportSpecOf, tierSettings } from '@/core/alerts/settings';
import { defaultsOf, parseAll } from '@/core/fields/schema';

const parsed = (over: Record<string, string> = {}) =>
  parseAll(ALERTS_FIELDS, { ...defaultsOf(ALERTS_FIELDS), ...over });

describe('tierSettings: what the Alerts panel and the backtest read of the SLO and tiers', () => {
  it('gives the Workbook’s tiers at 99.9% over 30 days: B = 0.001, factors 14.4, 6 and 1', () => {
    const s = tierSettings(parsed(), '');
    expect(s.budget).toBeCloseTo(0.001, 15);
    expect(s.period).toBe(30 * 86_400);
    expect(s.policy).toBe('workbook');
    expect(s.tiers?.map((t) => t.factor)).toEqual([14.4, 6, 1]);
    expect(s.tiersField).toBeNull();
  });

  it('leaves out a tier impossible at the period and keeps the others', () => {
    // period=1: the 3d ticket is longer than the period; 1h and 6h stay (factors 0.48 and 0.2).
    const s = tierSettings(parsed({ period: '1' }), '');
    expect(s.usable).toBe(true);
    expect(s.entries).toHaveLength(3);
    expect(s.tiers?.map((t) => t.long)).toEqual([3600, 21_600]);
  });

  it('says the custom text’s problems as the tiers field’s, and has no tiers then', () => {
    const bad = tierSettings(parsed({ policy: 'custom' }), 'page 1h/5m');
    expect(bad.tiersField?.ok).toBe(false);
    expect(bad.tiers).toBeNull();
    const empty = tierSettings(parsed({ policy: 'custom' }), '');
    expect(empty.tiersField).toEqual({
      ok: false,
      error: 'Write at least one tier, e.g. page 1h/5m 2%.',
    });
    const good = tierSettings(parsed({ policy: 'custom' }), 'page 2h/10m 3%');
    expect(good.tiersField).toEqual({ ok: true, value: '' });
    // 3% of 30 days in 2 h: 0.03 × 720 h / 2 h = 10.8.
    expect(good.tiers?.[0]?.factor).toBeCloseTo(10.8, 12);
  });

  it('writes the export spec with the SLO exactly, or none while a field is invalid', () => {
    const f = parsed({ slo: '9.995e1' });
    expect(exportSpecOf(f, tierSettings(f, ''))?.sloText).toBe('99.95');
    const bad = parsed({ total: ' ' });
    expect(exportSpecOf(bad, tierSettings(bad, ''))).toBeNull();
    const noSlo = parsed({ slo: '100' });
    expect(tierSettings(noSlo, '').budget).toBeNull();
    expect(exportSpecOf(noSlo, tierSettings(noSlo, ''))).toBeNull();
  });
});
