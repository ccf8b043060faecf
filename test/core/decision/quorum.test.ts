import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from '@/core/decision/decide';
import { majority, quorumCheck } from '@/core/decision/quorum';
import { CLEAN } from './helpers';

describe('majority quorum', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
    [5, 3],
    [6, 4],
    [7, 4],
  ])('%i voters need %i', (voters, need) => {
    expect(majority(voters)).toBe(need);
  });

  it.each([
    [1, 2, false, true],
    [2, 4, false, true],
    [3, 6, false, true],
    [3, 4, true, false],
    [2, 3, true, false],
    [1, 3, false, false],
    [3, 5, true, false],
  ])('%i of %i up: holds %s, exactly half %s', (up, voters, holds, half) => {
    const q = quorumCheck(up, voters);
    expect(q.holds).toBe(holds);
    expect(q.exactlyHalf).toBe(half);
  });

  it('a majority is more than half, and one fewer is not (so two sides never both hold it)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (voters) => {
        const m = majority(voters);
        expect(2 * m).toBeGreaterThan(voters);
        expect(2 * (m - 1)).toBeLessThanOrEqual(voters);
      }),
    );
  });
});

describe('quorum input checks', () => {
  it.each([
    [6, 5],
    [-1, 5],
    [2.5, 5],
    [0, 0],
  ])('quorumCheck(%d, %d) is a RangeError', (up, voters) => {
    expect(() => quorumCheck(up, voters)).toThrow(RangeError);
  });

  it('a single voter is its own majority', () => {
    expect(quorumCheck(1, 1)).toEqual({
      up: 1,
      voters: 1,
      majority: 1,
      holds: true,
      exactlyHalf: false,
    });
    expect(quorumCheck(0, 1).holds).toBe(false);
  });

  it('all voters online is fine; one more than exist is refused by decide (blocked at quorum)', () => {
    expect(quorumCheck(5, 5).holds).toBe(true);
    const d = decide({ ...CLEAN, up: 6, voters: 5 });
    expect([d.verdict, d.blockedAt, d.quorum]).toEqual([null, 'quorum', null]);
  });

  it('an empty count of voters, online or in all, blocks at the quorum node, with no quorum checked', () => {
    const d = decide({ ...CLEAN, up: null });
    expect([d.verdict, d.blockedAt, d.quorum]).toEqual([null, 'quorum', null]);
    // No count of voters, even with none online: nothing to check a quorum against.
    const none = decide({ ...CLEAN, up: 0, voters: null });
    expect([none.verdict, none.blockedAt, none.quorum]).toEqual([null, 'quorum', null]);
  });
});
