import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALENDARS, CALENDAR_IDS, PERIODS } from '@/core/availability/calendars';
import { availability, downtimeBudget, downtimeCurve, nines } from '@/core/availability/downtime';
import { parseAvailabilityPercent, parseDowntimeSeconds } from '@/core/availability/parse';
import { mul, rational, toDecimalString, toNumber, type Rational } from '@/core/exact/rational';

function u(text: string): Rational {
  const parsed = parseAvailabilityPercent(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const budget365 = (a: string) => downtimeBudget(u(a), CALENDARS['365d']);

describe('downtime budget, 365-day calendar (worked examples)', () => {
  it('99.9% allows 8.76 h a year and 43.8 min a month', () => {
    const b = budget365('99.9');
    expect(b.year).toBe(8.76 * 3600); // 31,536 s = 8h 45m 36s
    expect(b.month).toBe(43.8 * 60); // 2,628 s = 43m 48s
    expect(b.day).toBe(86.4);
    expect(b.week).toBe(604.8);
    expect(b.quarter).toBe(7884);
  });

  it('99.99% allows 52.56 min a year', () => {
    expect(budget365('99.99').year).toBe(3153.6); // 52.56 min
  });

  it('99.999% allows 5.256 min a year and 26.28 s a month', () => {
    expect(budget365('99.999').year).toBe(315.36);
    expect(budget365('99.999').month).toBe(26.28);
  });

  it('twelve nines give exactly 12 nines and 31.536 µs a year', () => {
    expect(nines(u('99.9999999999'))).toBe(12);
    expect(budget365('99.9999999999').year).toBe(3.1536e-5);
  });

  it('each extra nine divides downtime by exactly 10', () => {
    const ladder = ['90', '99', '99.9', '99.99', '99.999', '99.9999', '99.99999'];
    for (let i = 1; i < ladder.length; i++) {
      const before = budget365(ladder[i - 1] ?? '');
      const after = budget365(ladder[i] ?? '');
      for (const p of PERIODS) expect(before[p] / after[p]).toBeCloseTo(10, 12);
    }
  });
});

describe('downtime budget on the other calendars', () => {
  it('gregorian: 99.9% allows 8h 45m 56.952s a year and 43m 49.746s a month', () => {
    const b = downtimeBudget(u('99.9'), CALENDARS.gregorian);
    expect(b.year).toBe(365.2425 * 86.4); // 31,556.952 s
    expect(b.month).toBe(2629.746);
  });

  it('julian year is 365.25 days; 30d and 28d windows are the month', () => {
    expect(CALENDARS.julian.seconds.year).toBe(365.25 * 86_400);
    expect(CALENDARS['30d'].seconds.month).toBe(30 * 86_400);
    expect(CALENDARS['28d'].seconds.month).toBe(28 * 86_400);
    expect(downtimeBudget(u('99.9'), CALENDARS['30d']).month).toBe(43.2 * 60);
  });
});

const availabilityText = fc
  .tuple(
    fc.integer({ min: 0, max: 99 }),
    fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 20 }),
  )
  .map(([whole, frac]) => (frac ? `${whole}.${frac}` : `${whole}`));

describe('properties', () => {
  it('forward then reverse returns the input availability exactly, digit for digit', () => {
    fc.assert(
      fc.property(
        availabilityText,
        fc.constantFrom(...CALENDAR_IDS),
        fc.constantFrom(...PERIODS),
        (a, cal, p) => {
          const forward = u(a);
          const periodSeconds = CALENDARS[cal].seconds[p];
          // The downtime as exact decimal text (it terminates: u is decimal, periods are whole seconds).
          const downText = toDecimalString(mul(forward, BigInt(periodSeconds)), 60);
          fc.pre((downText.split('.')[1]?.length ?? 0) <= 20); // the input limit is 20 decimals
          const back = parseDowntimeSeconds(downText, periodSeconds, p);
          expect(back).toEqual({ ok: true, value: forward });
        },
      ),
    );
  });

  it('forward then reverse returns the input availability, for every period and calendar', () => {
    fc.assert(
      fc.property(
        availabilityText,
        fc.constantFrom(...CALENDAR_IDS),
        fc.constantFrom(...PERIODS),
        (a, cal, p) => {
          const forward = u(a);
          const periodSeconds = CALENDARS[cal].seconds[p];
          const down = downtimeBudget(forward, CALENDARS[cal])[p];
          const back = parseDowntimeSeconds(String(down), periodSeconds, p);
          // String(down) can be exponential for tiny budgets; the reverse parser takes plain decimals.
          fc.pre(back.ok);
          if (!back.ok) return;
          expect(toNumber(back.value)).toBeCloseTo(toNumber(forward), 12);
          const relative = Math.abs(toNumber(back.value) / toNumber(forward) - 1);
          expect(relative).toBeLessThan(1e-14);
        },
      ),
    );
  });

  it('downtime never rises as availability rises, and nines never fall', () => {
    fc.assert(
      fc.property(availabilityText, availabilityText, (a, b) => {
        const [ua, ub] = [u(a), u(b)];
        const [da, db] = [
          downtimeBudget(ua, CALENDARS['365d']).year,
          downtimeBudget(ub, CALENDARS['365d']).year,
        ];
        const pa = Number(a);
        const pb = Number(b);
        if (pa < pb) {
          expect(da).toBeGreaterThanOrEqual(db);
          expect(nines(ua)).toBeLessThanOrEqual(nines(ub));
        }
      }),
    );
  });

  it('never allows more downtime than the period, nor none at all', () => {
    fc.assert(
      fc.property(availabilityText, fc.constantFrom(...CALENDAR_IDS), (a, cal) => {
        const b = downtimeBudget(u(a), CALENDARS[cal]);
        for (const p of PERIODS) {
          expect(b[p]).toBeGreaterThan(0);
          expect(b[p]).toBeLessThanOrEqual(CALENDARS[cal].seconds[p]);
        }
      }),
    );
  });
});

describe('downtimeCurve', () => {
  it('samples 10^-n × period', () => {
    const curve = downtimeCurve(31_536_000, 1, 3, 0.5);
    expect(curve.map((p) => p.nines)).toEqual([1, 1.5, 2, 2.5, 3]);
    expect(curve[4]?.seconds).toBeCloseTo(31_536, 6);
  });
});

describe('nines and availability', () => {
  it('nines is infinite only at u = 0 and −log10(u) otherwise', () => {
    expect(nines(rational(0n))).toBe(Number.POSITIVE_INFINITY);
    expect(nines(rational(1n, 1000n))).toBe(3);
    expect(nines(rational(5n, 10_000n))).toBeCloseTo(3.30103, 5);
  });

  it('availability is 1 − u exactly', () => {
    expect(availability(rational(1n, 10_000n))).toEqual(rational(9999n, 10_000n));
  });
});
