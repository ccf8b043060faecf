import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTiers } from '@/core/alerts/parse-tiers';
import { tierText } from '@/core/alerts/tiers';
import { parseWindow, windowText } from '@/core/alerts/window-text';

const T30 = 30 * 86_400;

describe('the custom tier language', () => {
  it('reads a three-tier example: shares and factors, windows in s, m, h, d', () => {
    const entries = parseTiers('page 1h/5m 2%; page 6h/30m 5%; ticket 3d/6h x1', T30);
    expect(entries.map((e) => e.error)).toEqual([null, null, null]);
    expect(entries.map((e) => e.tier)).toEqual([
      {
        severity: 'page',
        long: 3600,
        short: 300,
        factor: expect.closeTo(14.4, 12) as number,
        share: 0.02,
        for: 0,
      },
      {
        severity: 'page',
        long: 21_600,
        short: 1800,
        factor: expect.closeTo(6, 12) as number,
        share: 0.05,
        for: 0,
      },
      { severity: 'ticket', long: 259_200, short: 21_600, factor: 1, for: 0 },
    ]);
  });

  it('takes new lines, critical/warning, 14.4x and for', () => {
    const [a, b] = parseTiers('critical 1h30m/90s 14.4x for 2m\n  warning 4d/6h x1 for 3h  ', T30);
    expect(a!.tier).toEqual({ severity: 'page', long: 5400, short: 90, factor: 14.4, for: 120 });
    expect(b!.tier).toEqual({
      severity: 'ticket',
      long: 345_600,
      short: 21_600,
      factor: 1,
      for: 10_800,
    });
  });

  it('points at the mistake, line and column, and keeps reading the other tiers', () => {
    const text = 'page 1h/5m 2%; pgae 6h/30m 5%\nticket 3d/6q x1';
    const entries = parseTiers(text, T30);
    expect(entries[0]!.error).toBeNull();
    expect(entries[1]!.error).toBe(
      'line 1, column 16: “pgae” is not a severity: write page or ticket.',
    );
    expect(entries[2]!.error).toBe(
      'line 2, column 11: “6q” is not a window: write a number and a unit (s, m, h, d), e.g. 5m or 1h30m.',
    );
  });

  it('says what is wrong with shares, windows and extra words', () => {
    const error = (line: string) => parseTiers(line, T30)[0]!.error;
    expect(error('page 1h/5m 120%')).toBe(
      'line 1, column 12: A budget share must be more than 0% and at most 100%.',
    );
    expect(error('page 5m/1h 2%')).toBe(
      'line 1, column 6: The short window (1h) must be shorter than the long one (5m).',
    );
    expect(error('page 31d/1h 2%')).toBe(
      'line 1, column 6: The long window (31d) is longer than the 30 days SLO period.',
    );
    expect(error('page 1h 2%')).toBe(
      'line 1, column 6: “1h” is not long/short windows: write them as 1h/5m.',
    );
    expect(error('page 1h/5m')).toMatch(/Add the amount/);
    expect(error('page 1h/5m two')).toMatch(/column 12: “two” is not an amount/);
    expect(error('page 1h/5m 2% soon')).toMatch(/column 15: Unexpected “soon”/);
    expect(error('page 1h/5m 2% for')).toMatch(/after “for”/);
    expect(error('page 1h/5m x0')).toBe(
      'line 1, column 12: A burn-rate factor must be more than 0.',
    );
    expect(error('page')).toMatch(/Add the windows/);
  });

  it('ignores empty tiers (a trailing ;) and reads nothing from blank text', () => {
    expect(parseTiers('page 1h/5m 2%;', T30)).toHaveLength(1);
    expect(parseTiers('  \n ; ', T30)).toEqual([]);
  });

  it('prints a tier back as the language reads it (round trip)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('page', 'ticket'),
        fc.integer({ min: 2, max: 10 * 86_400 }),
        fc.integer({ min: 1, max: 99 }),
        fc.oneof(
          fc.integer({ min: 1, max: 100 }),
          fc.integer({ min: 1, max: 1000 }).map((x) => -x),
        ),
        fc.integer({ min: 0, max: 3600 }),
        (severity, long, part, amount, holdFor) => {
          const short = Math.max(1, Math.floor((long * part) / 100));
          fc.pre(short < long);
          const text = `${severity} ${windowText(long)}/${windowText(short)} ${amount > 0 ? `${amount}%` : `x${-amount / 10}`}${holdFor ? ` for ${windowText(holdFor)}` : ''}`;
          const [entry] = parseTiers(text, T30);
          expect(entry!.error).toBeNull();
          expect(tierText(entry!.tier!)).toBe(text);
        },
      ),
    );
  });
});

describe('windows', () => {
  it('reads Prometheus durations and writes them back', () => {
    expect(parseWindow('5m')).toBe(300);
    expect(parseWindow('1h30m')).toBe(5400);
    expect(parseWindow('1.5h')).toBe(5400);
    expect(parseWindow('3d')).toBe(259_200);
    expect(parseWindow('30m1h')).toBeNull();
    expect(parseWindow('5')).toBeNull();
    expect(parseWindow('')).toBeNull();
    expect(windowText(3857)).toBe('1h4m17s');
    expect(windowText(367_860)).toBe('4d6h11m');
    expect(windowText(0.5)).toBe('500ms');
    expect(parseWindow('1m500ms')).toBe(60.5);
  });
});
