import { describe, expect, it } from 'vitest';
import { decide, type DecisionFacts } from '@/core/decision/decide';
import { explainDecision } from '@/core/decision/explain';
import { quorumCheck } from '@/core/decision/quorum';
import { CLEAN } from './helpers';

/** A clean promotion: every check passes. */
const clean: DecisionFacts = {
  seen: 3,
  threshold: 3,
  action: 'promote',
  lag: 0,
  maxLag: 5,
  up: 3,
  voters: 3,
  partition: false,
  blastUnderstood: true,
};

describe('the sentence of each verdict, word for word', () => {
  it('reversible actions: the load balancer and the breaker', () => {
    expect(explainDecision(decide({ ...clean, action: 'lb' }))).toBe(
      'Removing an instance from the load-balancer pool is cheap and undone by adding it back, so automation acts at once without a human.',
    );
    expect(explainDecision(decide({ ...clean, action: 'breaker' }))).toBe(
      'Opening a circuit breaker is cheap and closes again by itself once calls succeed, so automation acts at once without a human.',
    );
  });

  it('partition, unknown blast radius and the clean promotion', () => {
    expect(explainDecision(decide({ ...clean, partition: true }))).toBe(
      'This may be a partition rather than a dead primary: the old primary may still be serving ' +
        'clients on the other side, and two primaries cannot be merged back, so a human decides.',
    );
    expect(explainDecision(decide({ ...clean, blastUnderstood: false }))).toBe(
      'The safety checks pass, but nobody knows what else a promotion would touch; a hard-to-reverse ' +
        'step with an unknown blast radius is a human’s call.',
    );
    expect(explainDecision(decide(clean))).toBe(
      'The replica is caught up (0 s behind), 3 of 3 voters hold a majority of 2, the failure is clear and its blast radius ' +
        'known: promote automatically, but promotion is hard to reverse, so page someone to review it.',
    );
  });

  it('a blocked path says which input to fix', () => {
    expect(explainDecision(decide({ ...clean, seen: null }))).toBe(
      'An input this path needs is not valid: fix the highlighted field to get a verdict.',
    );
  });

  it('all voters online is a quorum the path can use', () => {
    expect(decide(clean).quorum).toEqual({
      up: 3,
      voters: 3,
      majority: 2,
      holds: true,
      exactlyHalf: false,
    });
  });

  it('quorumCheck refuses impossible counts in words', () => {
    expect(() => quorumCheck(1, 0)).toThrow('voters must be a whole number ≥ 1, got 0');
    expect(() => quorumCheck(4, 3)).toThrow(
      'up must be a whole number from 0 to 3 (the voters), got 4',
    );
  });
});

describe('explainDecision on variations of the clean promotion', () => {
  it('keep checking counts the failures seen', () => {
    expect(explainDecision(decide({ ...CLEAN, seen: 1 }))).toMatch(
      /^1 of 3 consecutive failures: 2 more before acting, because one failed check is as likely/,
    );
    expect(explainDecision(decide({ ...CLEAN, seen: 2 }))).toMatch(
      /^2 of 3 consecutive failures: 1 more before acting, because 2 failed checks in a row are as likely/,
    );
    expect(explainDecision(decide({ ...CLEAN, seen: 0 }))).toBe(
      'No failed checks yet (N = 3): nothing to act on, keep checking.',
    );
  });

  it('every page-human sentence says why the step is hard to undo', () => {
    for (const change of [
      { lag: 42 },
      { up: 2 },
      { partition: true },
      { blastUnderstood: false },
    ]) {
      const text = explainDecision(decide({ ...CLEAN, ...change }));
      expect(text).toMatch(/cannot be undone|cannot be merged back|hard-to-reverse/);
    }
    expect(explainDecision(decide({ ...CLEAN, up: 2 }))).toBe(
      'Only 2 of 5 voters are reachable; a majority needs 3, so a promotion here could leave two primaries accepting writes, and writes that diverged cannot be undone: a hard-to-reverse step without a quorum is a human’s call.',
    );
  });
});
