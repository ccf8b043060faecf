import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE, type Tier } from '@/core/alerts/tier';
import { tierEntries, tierText } from '@/core/alerts/tiers';

const T30 = 30 * DAY;

describe('tierText and tierEntries', () => {
  it('prints shares as percentages and factors with an x, to 12 digits', () => {
    const base: Tier = { severity: 'page', long: HOUR, short: 5 * MINUTE, factor: 14.4, for: 0 };
    expect(tierText({ ...base, share: 0.07 })).toBe('page 1h/5m 7%');
    expect(tierText(base)).toBe('page 1h/5m x14.4');
    expect(tierText({ ...base, factor: 0.1 + 0.2 })).toBe('page 1h/5m x0.3');
    expect(tierText({ ...base, severity: 'ticket', for: 1 })).toBe('ticket 1h/5m x14.4 for 1s');
    expect(tierText({ ...base, for: 3 * HOUR })).toBe('page 1h/5m x14.4 for 3h');
  });

  it('the built-in policies as the custom language writes them', () => {
    expect(tierEntries('workbook', 'ignored', T30)).toStrictEqual([
      {
        text: 'page 1h/5m 2%',
        tier: { severity: 'page', long: HOUR, short: 300, factor: 14.4, share: 0.02, for: 0 },
        error: null,
      },
      {
        text: 'page 6h/30m 5%',
        tier: { severity: 'page', long: 6 * HOUR, short: 1800, factor: 6, share: 0.05, for: 0 },
        error: null,
      },
      {
        text: 'ticket 3d/6h 10%',
        tier: { severity: 'ticket', long: 3 * DAY, short: 6 * HOUR, factor: 1, share: 0.1, for: 0 },
        error: null,
      },
    ]);
    expect(tierEntries('pyrra', '', T30).map((e) => e.text)).toEqual([
      'page 1h4m/5m x14 for 2m',
      'page 6h26m/32m x7 for 16m',
      'ticket 1d1h43m/2h9m x2 for 1h4m',
      'ticket 4d6h51m/6h26m x1 for 3h13m',
    ]);
    expect(tierEntries('sloth', '', 28 * DAY).map((e) => e.text)).toEqual([
      'page 1h/5m 2%',
      'page 6h/30m 5%',
      'ticket 1d/2h 10%',
      'ticket 3d/6h 10%',
    ]);
    expect(tierEntries('custom', 'ticket 3d/6h x1', T30)).toStrictEqual([
      {
        text: 'ticket 3d/6h x1',
        tier: { severity: 'ticket', long: 3 * DAY, short: 6 * HOUR, factor: 1, for: 0 },
        error: null,
      },
    ]);
  });

  it('pyrra over one day: its 5m short window scales to 11 s and rounds to nothing', () => {
    // 1h/28 = 128.6 s → 2m; 5m/28 = 10.7 s → 0; 2m/28 = 4.3 s → 0; 6h/28 = 771 s → 13m.
    const entries = tierEntries('pyrra', '', DAY);
    expect(entries[0]).toStrictEqual({
      text: 'page 2m/0s x14',
      tier: null,
      error:
        'Impossible at this period: the short window must be longer than 0 s (at this period it rounds to nothing). The tier is left out; the other tiers work without it.',
      impossible: true,
    });
    expect(entries[1]!.tier).toStrictEqual({
      severity: 'page',
      long: 13 * MINUTE,
      short: 1 * MINUTE,
      factor: 7,
      for: 1 * MINUTE,
    });
  });

  it('reports a workbook ticket window longer than a 1-day period, keeping the other tiers', () => {
    const entries = tierEntries('workbook', '', DAY);
    expect(entries[0]!.error).toBeNull();
    expect(entries[2]!.tier).toBeNull();
    expect(entries[2]!.error).toBe(
      'Impossible at this period: the long window (3d) is longer than the 1 day SLO period. The tier is left out; the other tiers work without it.',
    );
    expect(entries[2]!.impossible).toBe(true);
    expect(entries[0]!.impossible).toBeUndefined();
  });
});
