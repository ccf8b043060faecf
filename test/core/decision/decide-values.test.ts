import { describe, expect, it } from 'vitest';
import { decide, type Decision, type DecisionFacts } from '@/core/decision/decide';
import { CLEAN } from './fixtures';

/** The clean promotion: every check passes (4 of 5 voters, lag 0.4 s of 5 s allowed). */

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
