import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTiers } from '@/core/alerts/parse-tiers';
import { DAY } from '@/core/alerts/tier';
import { tierText } from '@/core/alerts/tiers';
import { windowText } from '@/core/alerts/window-text';

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
      'line 1, column 6: Impossible at this period: the long window (31d) is longer than the 30 days SLO period. The tier is left out; the other tiers work without it.',
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

// Every message is written out in full: the panel shows them to users as they are.

const errorOf = (text: string, period = T30) => {
  const entries = parseTiers(text, period);
  expect(entries).toHaveLength(1);
  return entries[0]!.error;
};

const tierFrom = (text: string, period = T30) => {
  const [entry] = parseTiers(text, period);
  expect(entry!.error).toBeNull();
  return entry!.tier;
};

describe('custom tiers: every message, with its line and column', () => {
  it('a missing or unknown severity, windows or amount', () => {
    expect(errorOf('page')).toBe('line 1, column 5: Add the windows after “page”, e.g. 1h/5m.');
    expect(errorOf('pager 1h/5m 2%')).toBe(
      'line 1, column 1: “pager” is not a severity: write page or ticket.',
    );
    expect(errorOf('page 1h/5m')).toBe(
      'line 1, column 11: Add the amount: a budget share such as 2% or a factor such as x14.4.',
    );
    expect(errorOf('  page 1h/5m   ')).toBe(
      'line 1, column 16: Add the amount: a budget share such as 2% or a factor such as x14.4.',
    );
  });

  it('windows that are not long/short, or not windows', () => {
    expect(errorOf('page 1h/5m/1m 2%')).toBe(
      'line 1, column 6: “1h/5m/1m” is not long/short windows: write them as 1h/5m.',
    );
    expect(errorOf('page 1x/5m 2%')).toBe(
      'line 1, column 6: “1x” is not a window: write a number and a unit (s, m, h, d), e.g. 5m or 1h30m.',
    );
    expect(errorOf('page 1h/5x 2%')).toBe(
      'line 1, column 9: “5x” is not a window: write a number and a unit (s, m, h, d), e.g. 5m or 1h30m.',
    );
    expect(errorOf('page 30m/5xx 2%')).toBe(
      'line 1, column 10: “5xx” is not a window: write a number and a unit (s, m, h, d), e.g. 5m or 1h30m.',
    );
    expect(errorOf('page /5m 2%')).toBe(
      'line 1, column 6: “” is not a window: write a number and a unit (s, m, h, d), e.g. 5m or 1h30m.',
    );
  });

  it('amounts: shares above 0% and at most 100%, factors above 0', () => {
    expect(errorOf('page 1h/5m two')).toBe(
      'line 1, column 12: “two” is not an amount: write a budget share such as 2% or a burn-rate factor such as x14.4.',
    );
    const notAmount = (amount: string) =>
      `line 1, column 12: “${amount}” is not an amount: write a budget share such as 2% or a burn-rate factor such as x14.4.`;
    for (const amount of ['a2%', '2%b', '.5%', '2%%', 'X14', 'ax2', 'x2b', '2xx', 'x', '1.%']) {
      expect(errorOf(`page 1h/5m ${amount}`)).toBe(notAmount(amount));
    }
    expect(errorOf('page 1h/5m 0%')).toBe(
      'line 1, column 12: A budget share must be more than 0% and at most 100%.',
    );
    expect(errorOf('page 1h/5m 100.5%')).toBe(
      'line 1, column 12: A budget share must be more than 0% and at most 100%.',
    );
    expect(errorOf('page 1h/5m 0x')).toBe(
      'line 1, column 12: A burn-rate factor must be more than 0.',
    );
    // 100% of a 30-day budget in an hour: factor 720.
    expect(tierFrom('page 1h/5m 100%')).toStrictEqual({
      severity: 'page',
      long: 3600,
      short: 300,
      factor: 720,
      share: 1,
      for: 0,
    });
    // 12.5% of a 30-day budget in 6 h: 0.125 × 120 = 15.
    expect(tierFrom('page 6h/30m 12.5%')).toStrictEqual({
      severity: 'page',
      long: 21_600,
      short: 1800,
      factor: 15,
      share: 0.125,
      for: 0,
    });
    expect(tierFrom('page 1h/5m 12x')).toStrictEqual({
      severity: 'page',
      long: 3600,
      short: 300,
      factor: 12,
      for: 0,
    });
    expect(tierFrom('page 1h/5m x0.5')!.factor).toBe(0.5);
    // Two decimals: 2.25% × 720 = 16.2; factors 14.25 either way round.
    expect(tierFrom('page 1h/5m 2.25%')).toMatchObject({ share: 0.0225, factor: 16.2 });
    expect(tierFrom('page 1h/5m x14.25')!.factor).toBe(14.25);
    expect(tierFrom('page 1h/5m 14.25x')!.factor).toBe(14.25);
  });

  it('what may follow the amount: only “for <window>”', () => {
    expect(errorOf('page 1h/5m 2% soon')).toBe(
      'line 1, column 15: Unexpected “soon”: only “for <window>” may follow the amount.',
    );
    expect(errorOf('page 1h/5m 2% for')).toBe(
      'line 1, column 18: Write how long the condition must hold after “for”, e.g. for 2m.',
    );
    expect(errorOf('page 1h/5m 2% for soon')).toBe(
      'line 1, column 19: Write how long the condition must hold after “for”, e.g. for 2m.',
    );
    expect(errorOf('page 1h/5m 2% for 2m then')).toBe(
      'line 1, column 22: Unexpected “then” after the tier.',
    );
    expect(tierFrom('Page 1h/5m 2% FOR 2m')).toMatchObject({ severity: 'page', for: 120 });
    expect(tierFrom('WARNING 1h/5m x1 For 90s')).toMatchObject({ severity: 'ticket', for: 90 });
    expect(tierFrom('Critical 1h/5m x1')).toMatchObject({ severity: 'page', for: 0 });
  });

  it('the tier’s own problems point at its windows', () => {
    expect(errorOf('page 0s/0s 2%')).toBe(
      'line 1, column 6: The long window must be longer than 0 s.',
    );
    expect(errorOf('ticket 1h/0s x1')).toBe(
      'line 1, column 8: The short window must be longer than 0 s (at this period it rounds to nothing).',
    );
    expect(errorOf('ticket 2d/1h x1', DAY)).toBe(
      'line 1, column 8: Impossible at this period: the long window (2d) is longer than the 1 day SLO period. The tier is left out; the other tiers work without it.',
    );
  });

  it('counts lines and columns across ; and new lines, and keeps each line as written', () => {
    const entries = parseTiers('page 1h/5m 2%;bad 1h\n\n  ticket 3d/6h\nticket 3d/6h x1 ;', T30);
    expect(entries.map((e) => e.text)).toEqual([
      'page 1h/5m 2%',
      'bad 1h',
      'ticket 3d/6h',
      'ticket 3d/6h x1',
    ]);
    expect(entries.map((e) => e.error)).toEqual([
      null,
      'line 1, column 15: “bad” is not a severity: write page or ticket.',
      'line 3, column 15: Add the amount: a budget share such as 2% or a factor such as x14.4.',
      null,
    ]);
    expect(entries[1]!.tier).toBeNull();
  });
});

describe('a severity is one of the two words, not a name an object inherits', () => {
  it('refuses constructor, __proto__ and toString like any other unknown word', () => {
    for (const word of ['constructor', '__proto__', 'toString']) {
      const [entry] = parseTiers(`${word} 1h/5m 2%`, 30 * DAY);
      expect(entry?.tier).toBeNull();
      expect(entry?.error).toBe(
        `line 1, column 1: “${word}” is not a severity: write page or ticket.`,
      );
    }
  });
});
