import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, type Decision, type DecisionFacts, type Verdict } from '@/core/decision/decide';
import { explainDecision } from '@/core/decision/explain';
import { EDGES, takenEdgeIndices } from '@/core/decision/flowchart';
import { DECISION_PRESETS } from '@/core/decision/presets';
import { CLEAN } from './helpers';

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

// CLEAN is the clean promotion: every check passes (4 of 5 voters, lag 0.4 s of 5 s allowed).

/** quorumCheck(4, 5) worked by hand: a majority of 5 is floor(5/2) + 1 = 3, and 4 ≥ 3. */
const Q_4_OF_5 = { up: 4, voters: 5, majority: 3, holds: true, exactlyHalf: false };

/** The steps between consecutive nodes of a path, written out from the node list. */
function stepsOf(nodes: readonly string[]): { from: string; to: string }[] {
  return nodes.slice(1).map((to, i) => ({ from: nodes[i] ?? '', to }));
}

describe('decide: where a path with an unreadable input stops', () => {
  const blockedCases: ReadonlyArray<[string, Partial<DecisionFacts>, string[], boolean | null]> = [
    ['seen unreadable', { seen: null }, ['check', 'failures'], true],
    [
      'threshold unreadable (with enough failures)',
      { threshold: null },
      ['check', 'failures'],
      true,
    ],
    ['action unreadable (with N failures)', { action: null }, ['check', 'failures', 'kind'], true],
    ['lag unreadable', { lag: null }, ['check', 'failures', 'kind', 'lag'], null],
    ['allowed lag unreadable', { maxLag: null }, ['check', 'failures', 'kind', 'lag'], null],
    [
      'both lags unreadable',
      { lag: null, maxLag: null },
      ['check', 'failures', 'kind', 'lag'],
      null,
    ],
    [
      'partition unreadable',
      { partition: null },
      ['check', 'failures', 'kind', 'lag', 'quorum', 'partition'],
      true,
    ],
    [
      'blast radius unreadable',
      { blastUnderstood: null },
      ['check', 'failures', 'kind', 'lag', 'quorum', 'partition', 'blast'],
      true,
    ],
  ];

  it.each(blockedCases)('%s', (_, change, nodes, caughtUp) => {
    const expected: Decision = {
      verdict: null,
      reason: null,
      nodes: nodes as Decision['nodes'],
      steps: stepsOf(nodes) as unknown as Decision['steps'],
      blockedAt: nodes[nodes.length - 1] as Decision['blockedAt'],
      quorum: Q_4_OF_5,
      replicaCaughtUp: caughtUp,
    };
    expect(decide({ ...CLEAN, ...change })).toEqual(expected);
  });

  it('a seen count of 0 against an unreadable threshold is still blocked, not “keep checking”', () => {
    const d = decide({ ...CLEAN, seen: 0, threshold: null });
    expect([d.verdict, d.blockedAt]).toEqual([null, 'failures']);
  });
});

describe('decide: the whole decision of each verdict', () => {
  it('an unknown blast radius pages a human from the blast node', () => {
    expect(decide({ ...CLEAN, blastUnderstood: false })).toEqual({
      verdict: 'page-human',
      reason: { kind: 'blast-unknown' },
      nodes: ['check', 'failures', 'kind', 'lag', 'quorum', 'partition', 'blast', 'page'],
      steps: [
        { from: 'check', to: 'failures' },
        { from: 'failures', to: 'kind' },
        { from: 'kind', to: 'lag' },
        { from: 'lag', to: 'quorum' },
        { from: 'quorum', to: 'partition' },
        { from: 'partition', to: 'blast' },
        { from: 'blast', to: 'page' },
      ],
      blockedAt: null,
      quorum: Q_4_OF_5,
      replicaCaughtUp: true,
    });
  });

  it('a possible partition pages a human from the partition node', () => {
    expect(decide({ ...CLEAN, partition: true })).toEqual({
      verdict: 'page-human',
      reason: { kind: 'partition' },
      nodes: ['check', 'failures', 'kind', 'lag', 'quorum', 'partition', 'page'],
      steps: stepsOf(['check', 'failures', 'kind', 'lag', 'quorum', 'partition', 'page']),
      blockedAt: null,
      quorum: Q_4_OF_5,
      replicaCaughtUp: true,
    });
  });

  it('the clean promotion', () => {
    const nodes = ['check', 'failures', 'kind', 'lag', 'quorum', 'partition', 'blast', 'promote'];
    expect(decide(CLEAN)).toEqual({
      verdict: 'auto-promote-and-page',
      reason: { kind: 'clean-promotion', lag: 0.4, quorum: Q_4_OF_5 },
      nodes,
      steps: stepsOf(nodes),
      blockedAt: null,
      quorum: Q_4_OF_5,
      replicaCaughtUp: true,
    });
  });

  it('a lagging replica pages with the lag in the reason, and is not caught up', () => {
    expect(decide({ ...CLEAN, lag: 6, maxLag: 5 })).toEqual({
      verdict: 'page-human',
      reason: { kind: 'replica-behind', lag: 6, maxLag: 5 },
      nodes: ['check', 'failures', 'kind', 'lag', 'page'],
      steps: stepsOf(['check', 'failures', 'kind', 'lag', 'page']),
      blockedAt: null,
      quorum: Q_4_OF_5,
      replicaCaughtUp: false,
    });
  });
});

describe('decide: replicaCaughtUp is lag ≤ allowed lag, whenever both are readable', () => {
  it.each([
    [0, 5, true],
    [4.999, 5, true],
    [5, 5, true], // the boundary: equal is caught up
    [5.001, 5, false],
    [0, 0, true],
    [1, 0, false],
    [null, 5, null],
    [1, null, null],
    [null, null, null],
  ])('lag %s, allowed %s → %s', (lag, maxLag, caughtUp) => {
    expect(decide({ ...CLEAN, lag, maxLag }).replicaCaughtUp).toBe(caughtUp);
  });

  it('is reported even when the path never reaches the lag node (a reversible action)', () => {
    const d = decide({ ...CLEAN, action: 'breaker', lag: 9, maxLag: 3 });
    expect([d.verdict, d.replicaCaughtUp]).toEqual(['automate', false]);
    expect(decide({ ...CLEAN, seen: 0, lag: null }).replicaCaughtUp).toBeNull();
  });
});
