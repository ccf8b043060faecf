import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, type DecisionFacts, type Verdict } from '@/core/decision/decide';
import { explainDecision } from '@/core/decision/explain';
import { EDGES, takenEdgeIndices } from '@/core/decision/flowchart';
import { DECISION_PRESETS } from '@/core/decision/presets';
import { majority, quorumCheck } from '@/core/decision/quorum';
import { CLEAN } from './fixtures';

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

describe('failover decision', () => {
  const cases: ReadonlyArray<[string, Partial<DecisionFacts>, Verdict]> = [
    ['fewer failures than N', { seen: 2 }, 'keep-checking'],
    ['no failures at all', { seen: 0, threshold: 1 }, 'keep-checking'],
    ['exactly N failures, LB pool', { action: 'lb' }, 'automate'],
    ['more than N failures, breaker', { seen: 9, action: 'breaker' }, 'automate'],
    [
      'LB pool ignores a lagging replica and lost quorum',
      { action: 'lb', lag: 99, up: 0 },
      'automate',
    ],
    ['clean promotion', {}, 'auto-promote-and-page'],
    ['lag exactly at the limit is caught up', { lag: 5 }, 'auto-promote-and-page'],
    ['lag just over the limit', { lag: 5.001 }, 'page-human'],
    ['exactly half the voters (2 of 4)', { up: 2, voters: 4 }, 'page-human'],
    ['exactly half the voters (3 of 6)', { up: 3, voters: 6 }, 'page-human'],
    ['bare majority 3 of 5', { up: 3, voters: 5 }, 'auto-promote-and-page'],
    ['bare majority 4 of 6', { up: 4, voters: 6 }, 'auto-promote-and-page'],
    ['2 of 3', { up: 2, voters: 3 }, 'auto-promote-and-page'],
    ['1 of 3', { up: 1, voters: 3 }, 'page-human'],
    ['possible partition', { partition: true }, 'page-human'],
    ['blast radius unknown', { blastUnderstood: false }, 'page-human'],
  ];
  it.each(cases)('%s', (_, change, verdict) => {
    expect(decide({ ...CLEAN, ...change }).verdict).toBe(verdict);
  });

  it.each(DECISION_PRESETS.map((p) => [p.label, p] as const))('preset “%s”', (_, p) => {
    const v = p.values;
    const d = decide({
      seen: v.seen,
      threshold: v.n,
      action: v.action,
      lag: v.lag,
      maxLag: v.maxlag,
      up: v.up,
      voters: v.voters,
      partition: v.partition,
      blastUnderstood: v.blast,
    });
    expect(d.verdict).toBe(p.expected);
  });

  it('walks the path node by node, and names the rule in the sentence', () => {
    const lagging = decide({ ...CLEAN, lag: 42 });
    expect(lagging.nodes).toEqual(['check', 'failures', 'kind', 'lag', 'page']);
    expect(explainDecision(lagging)).toMatch(/42 s behind \(at most 5 s allowed\)/);
    const clean = decide(CLEAN);
    expect(clean.nodes).toEqual([
      'check',
      'failures',
      'kind',
      'lag',
      'quorum',
      'partition',
      'blast',
      'promote',
    ]);
    expect(explainDecision(clean)).toMatch(/4 of 5 voters hold a majority of 3/);
    expect(explainDecision(decide({ ...CLEAN, up: 2, voters: 4 }))).toMatch(
      /majority needs 3, and exactly half is not a majority/,
    );
  });

  it('stops at the first node whose input is invalid, and ignores invalid inputs off the path', () => {
    const blocked = decide({ ...CLEAN, voters: null });
    expect(blocked.verdict).toBeNull();
    expect(blocked.blockedAt).toBe('quorum');
    expect(blocked.nodes).toEqual(['check', 'failures', 'kind', 'lag', 'quorum']);
    expect(decide({ ...CLEAN, action: 'lb', voters: null, lag: null }).verdict).toBe('automate');
    expect(decide({ ...CLEAN, seen: 1, action: null }).verdict).toBe('keep-checking');
  });

  it('every step of every path is an edge of the flowchart, starting at the health check', () => {
    const facts = fc.record({
      seen: fc.option(fc.integer({ min: 0, max: 10 })),
      threshold: fc.option(fc.integer({ min: 1, max: 10 })),
      action: fc.option(fc.constantFrom('lb', 'breaker', 'promote') as fc.Arbitrary<'lb'>),
      lag: fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
      maxLag: fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
      up: fc.option(fc.integer({ min: 0, max: 9 })),
      voters: fc.option(fc.integer({ min: 1, max: 9 })),
      partition: fc.option(fc.boolean()),
      blastUnderstood: fc.option(fc.boolean()),
    });
    fc.assert(
      fc.property(facts, (f) => {
        const d = decide(f);
        const idx = takenEdgeIndices(d);
        expect(idx.every((i) => i >= 0)).toBe(true);
        expect(d.steps[0]?.from ?? 'check').toBe('check');
        for (let i = 1; i < d.steps.length; i++) expect(d.steps[i]?.from).toBe(d.steps[i - 1]?.to);
        expect((d.verdict === null) !== (d.blockedAt === null)).toBe(true);
        // Automation without a human only ever happens for the reversible actions.
        if (d.verdict === 'automate')
          expect(f.action === 'lb' || f.action === 'breaker').toBe(true);
        // A promotion is never automatic without a majority.
        if (d.verdict === 'auto-promote-and-page') expect(d.quorum?.holds).toBe(true);
        // More voters online than exist never yields a quorum.
        if (f.up !== null && f.voters !== null && f.up > f.voters) expect(d.quorum).toBeNull();
      }),
    );
  });

  it('the flowchart has the 17 edges the decision’s walk needs', () => {
    expect(EDGES).toHaveLength(17);
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

  it('all voters online is fine; one more than exist is refused by decide (blocked at quorum)', () => {
    expect(quorumCheck(5, 5).holds).toBe(true);
    const d = decide({ ...CLEAN, up: 6, voters: 5 });
    expect([d.verdict, d.blockedAt, d.quorum]).toEqual([null, 'quorum', null]);
  });
});

describe('the sentences', () => {
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
