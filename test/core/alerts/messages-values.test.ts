import { describe, expect, it } from 'vitest';
import { tierProblem } from '@/core/alerts/check-tier';
import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { parseTiers } from '@/core/alerts/parse-tiers';
import { policyTiers, tierOf } from '@/core/alerts/policies';
import { DAY, HOUR, MINUTE, type Tier } from '@/core/alerts/tier';
import { tierEntries, tierText } from '@/core/alerts/tiers';
import { parseWindow, windowText } from '@/core/alerts/window-text';
import { fieldFor } from '@/core/fields/schema';

// Every message is written out in full: the panel shows them to users as they are.

const T30 = 30 * DAY;

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
      'line 1, column 8: The long window (2d) is longer than the 1 day SLO period.',
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

describe('windows', () => {
  it('reads each unit once, largest first', () => {
    expect(parseWindow('500ms')).toBe(0.5);
    expect(parseWindow('1s500ms')).toBe(1.5);
    expect(parseWindow('12m')).toBe(720);
    expect(parseWindow('2d')).toBe(172_800);
    expect(parseWindow('1d1h1m1s')).toBe(90_061);
    expect(parseWindow('0.5m')).toBe(30);
    expect(parseWindow('1.25h')).toBe(4500);
    expect(parseWindow('1d0.25h')).toBe(87_300);
    expect(parseWindow('1h1h')).toBeNull();
    expect(parseWindow('1m1m')).toBeNull();
    expect(parseWindow('1ms1s')).toBeNull();
    expect(parseWindow('a5m')).toBeNull();
    expect(parseWindow('5ma')).toBeNull();
    expect(parseWindow('5 m')).toBeNull();
    expect(parseWindow('.5m')).toBeNull();
    expect(parseWindow('5.m')).toBeNull();
    expect(parseWindow('5w')).toBeNull();
  });

  it('writes nothing, negatives and non-numbers as 0s', () => {
    expect(windowText(0)).toBe('0s');
    expect(windowText(-60)).toBe('0s');
    expect(windowText(Number.NaN)).toBe('0s');
    expect(windowText(Infinity)).toBe('0s');
    expect(windowText(1)).toBe('1s');
    expect(windowText(0.001)).toBe('1ms');
  });
});

describe('a tier’s problems at their edges', () => {
  const good: Tier = { severity: 'page', long: HOUR, short: 5 * MINUTE, factor: 14.4, for: 0 };

  it('the short window just shorter than the long one, the smallest factor', () => {
    expect(tierProblem({ ...good, short: HOUR - 1 }, T30)).toBeNull();
    expect(tierProblem({ ...good, short: -1 }, T30)).toBe(
      'The short window must be longer than 0 s (at this period it rounds to nothing).',
    );
    expect(tierProblem({ ...good, short: Number.NaN }, T30)).toBe(
      'The short window must be longer than 0 s (at this period it rounds to nothing).',
    );
    expect(tierProblem({ ...good, short: 2 * HOUR }, T30)).toBe(
      'The short window (2h) must be shorter than the long one (1h).',
    );
    expect(tierProblem({ ...good, long: 31 * DAY, short: 2 * HOUR }, T30)).toBe(
      'The long window (31d) is longer than the 30 days SLO period.',
    );
    expect(tierProblem({ ...good, factor: 1e-9 }, T30)).toBeNull();
    expect(tierProblem({ ...good, factor: -1 }, T30)).toBe(
      'The burn-rate factor must be more than 0.',
    );
    expect(tierProblem({ ...good, factor: Number.NaN }, T30)).toBe(
      'The burn-rate factor must be more than 0.',
    );
    expect(tierProblem({ ...good, share: -0.5 }, T30)).toBe(
      'A budget share must be more than 0% and at most 100%.',
    );
    expect(tierProblem({ ...good, share: Number.NaN }, T30)).toBe(
      'A budget share must be more than 0% and at most 100%.',
    );
  });
});

describe('tier text and policy entries', () => {
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
      error: 'The short window must be longer than 0 s (at this period it rounds to nothing).',
    });
    expect(entries[1]!.tier).toStrictEqual({
      severity: 'page',
      long: 13 * MINUTE,
      short: 1 * MINUTE,
      factor: 7,
      for: 1 * MINUTE,
    });
  });

  it('pyrra over 7 days: a quarter of its 28-day windows, halves rounded up', () => {
    // 1h/4 = 15m; 5m/4 = 75 s → 1m; 2m/4 = 30 s → 1m (Go rounds halves away from zero).
    expect(policyTiers('pyrra', 7 * DAY)[0]).toStrictEqual({
      severity: 'page',
      long: 15 * MINUTE,
      short: 1 * MINUTE,
      factor: 14,
      for: 1 * MINUTE,
    });
  });

  it('a rule by share gets share × period / long; a rule with neither gets 0', () => {
    expect(tierOf({ severity: 'page', long: HOUR, short: 300, share: 0.5 }, 7200)).toStrictEqual({
      severity: 'page',
      long: HOUR,
      short: 300,
      factor: 1,
      share: 0.5,
      for: 0,
    });
    expect(tierOf({ severity: 'ticket', long: HOUR, short: 300 }, 7200)).toStrictEqual({
      severity: 'ticket',
      long: HOUR,
      short: 300,
      factor: 0,
      for: 0,
    });
    expect(
      tierOf({ severity: 'page', long: HOUR, short: 300, factor: 3, share: 0.5, for: 60 }, 7200),
    ).toStrictEqual({ severity: 'page', long: HOUR, short: 300, factor: 3, share: 0.5, for: 60 });
  });
});

describe('the text fields', () => {
  const parse = (name: 'service' | 'errors' | 'total' | 'slo', text: string) =>
    fieldFor(ALERTS_FIELDS, name).parse(text);

  it('a service name: letters, digits, - and _, starting with a letter or _', () => {
    expect(parse('service', '  checkout-web_2 ')).toEqual({ ok: true, value: 'checkout-web_2' });
    expect(parse('service', '_x')).toEqual({ ok: true, value: '_x' });
    expect(parse('service', 'A')).toEqual({ ok: true, value: 'A' });
    expect(parse('service', '   ')).toEqual({
      ok: false,
      error: 'Enter a service name, for example api.',
    });
    for (const bad of ['1api', '-api', 'api!', '!api', 'a b', 'a.b']) {
      expect(parse('service', bad)).toEqual({
        ok: false,
        error:
          'A service name takes letters, digits, - and _, starting with a letter: api, checkout-web.',
      });
    }
  });

  it('a selector: any text, trimmed', () => {
    expect(parse('errors', '  up{job="x"} ')).toEqual({ ok: true, value: 'up{job="x"}' });
    expect(parse('total', 'x')).toEqual({ ok: true, value: 'x' });
    for (const name of ['errors', 'total'] as const) {
      expect(parse(name, ' \t ')).toEqual({
        ok: false,
        error: 'Enter a PromQL selector, for example http_requests_total{job="api"}.',
      });
    }
  });

  it('an SLO of 100% or 0%, in full', () => {
    expect(parse('slo', '100')).toEqual({
      ok: false,
      error:
        'An SLO of 100% leaves no error budget, so there is nothing to burn and nothing to alert on. Choose a target below 100.',
    });
    expect(parse('slo', '0')).toEqual({
      ok: false,
      error: 'An SLO of 0% promises nothing: every request may fail. Choose a target above 0.',
    });
    expect(parse('slo', '0.0')).toEqual({
      ok: false,
      error: 'An SLO of 0% promises nothing: every request may fail. Choose a target above 0.',
    });
    expect(parse('slo', '0.001').ok).toBe(true);
    expect(parse('slo', '99.999').ok).toBe(true);
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
