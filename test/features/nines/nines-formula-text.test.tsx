import { describe, expect, it } from 'vitest';
import { CALENDARS } from '@/core/availability/calendars';
import { parseAvailabilityPercent, parseDowntimeSeconds } from '@/core/availability/parse';
import { rational } from '@/core/exact/rational';
import { texDuration } from '@/core/format';
import { forwardFormula, reverseFormula } from '@/features/nines/nines-formula-text';

describe('formula text', () => {
  it('substitutes the user’s numbers into downtime = (1 − A) × hours', () => {
    const u = parseAvailabilityPercent('99.99');
    if (!u.ok) throw new Error(u.error);
    const { text, tex } = forwardFormula(u.value, CALENDARS['365d']);
    expect(text).toContain(
      'downtime per year = (1 − A) × 8,760 h = (1 − 0.9999) × 8,760 h = 0.876 h = 52m 33.6s',
    );
    expect(text).toContain(
      'downtime per month = (1 − A) × 730 h = (1 − 0.9999) × 730 h = 0.073 h = 4m 22.8s',
    );
    expect(text).toContain('nines = −log10(1 − A) = 4');
    expect(tex).toContain('8{,}760');
  });

  it('uses the calendar’s hours', () => {
    const u = parseAvailabilityPercent('99.9');
    if (!u.ok) throw new Error(u.error);
    expect(forwardFormula(u.value, CALENDARS.gregorian).text).toContain(
      '(1 − 0.999) × 8,765.82 h = 8.76582 h',
    );
  });

  it('writes the reverse formula A = 1 − d / T, approximate where it does not terminate', () => {
    const u = parseDowntimeSeconds('1800', CALENDARS['365d'].seconds.month, 'month');
    if (!u.ok) throw new Error(u.error);
    const { text } = reverseFormula(u.value, rational(1800n), 'month', CALENDARS['365d']);
    expect(text).toBe(
      'A = 1 − d / T(month) = 1 − 1,800 s / 2,628,000 s ≈ 0.9993150685 = 99.93151%',
    );
  });

  it('never writes a tiny downtime’s availability as 1', () => {
    const year = CALENDARS['365d'].seconds.year;
    const u = parseDowntimeSeconds('0.0001', year, 'year');
    if (!u.ok) throw new Error(u.error);
    const { text } = reverseFormula(u.value, rational(1n, 10_000n), 'year', CALENDARS['365d']);
    expect(text).toContain('≈ 0.999999999996829 = 99.9999999996829%');
  });

  it('keeps exact products exact, without e-notation, at twenty decimals', () => {
    const u = parseAvailabilityPercent(`99.${'9'.repeat(20)}`);
    if (!u.ok) throw new Error(u.error);
    const { text } = forwardFormula(u.value, CALENDARS['365d']);
    expect(text).toContain('= 0.000000000000000000876 h = 3.1536 fs');
    expect(text).not.toMatch(/e-/);
  });
});

/** The formulas' durations are core/format's texDuration, checked here on this panel's figures. */
describe('texDuration, as the nines formulas write durations', () => {
  it('writes µ as \\mu, which KaTeX’s text fonts lack', () => {
    expect(texDuration(3.1536e-5)).toBe('\\text{31.536 }\\mu\\text{s}');
    expect(texDuration(3153.6)).toBe('\\text{52m 33.6s}');
  });
});
