import { describe, expect, it } from 'vitest';
import { daysText, tierProblem } from '@/core/alerts/check-tier';
import { DAY, HOUR, MINUTE, type Tier } from '@/core/alerts/tier';

const good: Tier = { severity: 'page', long: HOUR, short: 5 * MINUTE, factor: 14.4, for: 0 };
const period = 30 * DAY;

describe('a tier’s problems, in words', () => {
  it('accepts the workbook’s first tier, and its edges', () => {
    expect(tierProblem(good, period)).toBeNull();
    expect(tierProblem({ ...good, long: period }, period)).toBeNull();
    expect(tierProblem({ ...good, share: 1 }, period)).toBeNull();
    expect(tierProblem({ ...good, share: 0.02 }, period)).toBeNull();
    expect(tierProblem({ ...good, for: 120 }, period)).toBeNull();
  });

  it('names each problem', () => {
    expect(tierProblem({ ...good, long: 0 }, period)).toBe(
      'The long window must be longer than 0 s.',
    );
    expect(tierProblem({ ...good, long: NaN }, period)).toBe(
      'The long window must be longer than 0 s.',
    );
    expect(tierProblem({ ...good, short: 0 }, period)).toBe(
      'The short window must be longer than 0 s (at this period it rounds to nothing).',
    );
    expect(tierProblem({ ...good, short: HOUR }, period)).toBe(
      'The short window (1h) must be shorter than the long one (1h).',
    );
    expect(tierProblem({ ...good, long: period + 1 }, 30 * DAY)).toBe(
      'The long window (30d1s) is longer than the 30 days SLO period.',
    );
    expect(tierProblem({ ...good, share: 0 }, period)).toBe(
      'A budget share must be more than 0% and at most 100%.',
    );
    expect(tierProblem({ ...good, share: 1.01 }, period)).toBe(
      'A budget share must be more than 0% and at most 100%.',
    );
    expect(tierProblem({ ...good, factor: 0 }, period)).toBe(
      'The burn-rate factor must be more than 0.',
    );
    expect(tierProblem({ ...good, factor: Infinity }, period)).toBe(
      'The burn-rate factor must be more than 0.',
    );
    expect(tierProblem({ ...good, for: -1 }, period)).toBe(
      'The `for` duration cannot be negative.',
    );
  });

  it('writes periods in days, one day singular', () => {
    expect(daysText(DAY)).toBe('1 day');
    expect(daysText(30 * DAY)).toBe('30 days');
    expect(daysText(7.5 * DAY)).toBe('7.5 days');
  });
});

describe('a tier’s problems at their edges', () => {
  it('the short window just shorter than the long one, the smallest factor', () => {
    expect(tierProblem({ ...good, short: HOUR - 1 }, period)).toBeNull();
    expect(tierProblem({ ...good, short: -1 }, period)).toBe(
      'The short window must be longer than 0 s (at this period it rounds to nothing).',
    );
    expect(tierProblem({ ...good, short: Number.NaN }, period)).toBe(
      'The short window must be longer than 0 s (at this period it rounds to nothing).',
    );
    expect(tierProblem({ ...good, short: 2 * HOUR }, period)).toBe(
      'The short window (2h) must be shorter than the long one (1h).',
    );
    expect(tierProblem({ ...good, long: 31 * DAY, short: 2 * HOUR }, period)).toBe(
      'The long window (31d) is longer than the 30 days SLO period.',
    );
    expect(tierProblem({ ...good, factor: 1e-9 }, period)).toBeNull();
    expect(tierProblem({ ...good, factor: -1 }, period)).toBe(
      'The burn-rate factor must be more than 0.',
    );
    expect(tierProblem({ ...good, factor: Number.NaN }, period)).toBe(
      'The burn-rate factor must be more than 0.',
    );
    expect(tierProblem({ ...good, share: -0.5 }, period)).toBe(
      'A budget share must be more than 0% and at most 100%.',
    );
    expect(tierProblem({ ...good, share: Number.NaN }, period)).toBe(
      'A budget share must be more than 0% and at most 100%.',
    );
  });
});
