import { describe, expect, it } from 'vitest';
import { decide, type DecisionFacts } from '@/core/decision/decide';
import { flowchartSource, takenEdgeIndices } from '@/core/decision/flowchart';
import { CLEAN, PALETTE } from './helpers';

const source = (f: DecisionFacts) => flowchartSource(f, decide(f), PALETTE);
const lines = (f: DecisionFacts) => source(f).split('\n');
/** The one line of the chart that starts with `prefix` (the node id, or a keyword). */
const lineOf = (f: DecisionFacts, prefix: string) => {
  const found = lines(f).filter((l) => l.startsWith(prefix));
  expect(found).toHaveLength(1);
  return found[0];
};

describe('flowchart source', () => {
  it('draws the clean promotion with its path highlighted', () => {
    expect(source(CLEAN)).toMatchInlineSnapshot(`
      "flowchart TD
        accTitle: Failover decision flowchart
        accDescr: Path taken: Health check runs, then N consecutive failures? 3 of N = 3, then What kind of action?, then Replica caught up? lag 0.4 s ≤ 5 s allowed, then Quorum reachable? 4 of 5 voters up, majority 3, then Clear failure or possible partition?, then Blast radius understood?, then Auto-promote, page for review.
        check["Health check runs"]
        failures{"N consecutive failures?<br/>3 of N = 3"}
        keep(["Keep checking"])
        kind{"What kind of action?"}
        lb["Remove instance from pool<br/>cheap, instantly reversible"]
        breaker["Open circuit breaker<br/>cheap, instantly reversible"]
        automate(["Automate: no human needed"])
        lag{"Replica caught up?<br/>lag 0.4 s ≤ 5 s allowed"}
        quorum{"Quorum reachable?<br/>4 of 5 voters up, majority 3"}
        partition{"Clear failure or<br/>possible partition?"}
        blast{"Blast radius understood?"}
        promote(["Auto-promote,<br/>page for review"])
        page(["Page a human:<br/>do not auto-promote"])
        check --> failures
        failures -->|"no"| keep
        keep -.->|"next interval"| check
        failures -->|"yes"| kind
        kind -->|"remove from LB pool"| lb
        kind -->|"open circuit breaker"| breaker
        kind -->|"promote new primary"| lag
        lb --> automate
        breaker --> automate
        lag -->|"no"| page
        lag -->|"yes"| quorum
        quorum -->|"no"| page
        quorum -->|"yes"| partition
        partition -->|"possible partition"| page
        partition -->|"clear failure"| blast
        blast -->|"no"| page
        blast -->|"yes"| promote
        classDef taken fill:#e0f2ef,stroke:#0f766e,stroke-width:3px,color:#14181f
        classDef blocked stroke:#b42318,stroke-width:3px,stroke-dasharray:6 4
        classDef verdict fill:#a7e8dc,stroke:#0f766e,stroke-width:4px,color:#14181f,font-weight:bold
        class check,failures,kind,lag,quorum,partition,blast taken
        class promote verdict
        linkStyle 0,3,6,10,12,14,16 stroke:#0f766e,stroke-width:3px
      "
    `);
  });

  it('highlights a different path when the replica lags', () => {
    const text = source({ ...CLEAN, lag: 42 });
    expect(text).toContain('lag{"Replica caught up?<br/>lag 42 s > 5 s allowed"}');
    expect(text).toContain('  class check,failures,kind,lag taken\n  class page verdict');
    expect(text).toContain('  linkStyle 0,3,6,9 stroke:#0f766e,stroke-width:3px');
  });

  it('marks the node it cannot decide, with a dashed border, and no verdict', () => {
    const text = source({ ...CLEAN, voters: null });
    expect(text).toContain('quorum{"Quorum reachable?<br/>voters ?"}');
    expect(text).toContain('  class check,failures,kind,lag taken\n  class quorum blocked');
    // No node is styled as a verdict, and no verdict style is even defined.
    expect(text).not.toMatch(/^\s*class \S+ verdict$/m);
    expect(text).not.toContain('classDef verdict');
    expect(text).toContain('  linkStyle 0,3,6,10 ');
  });

  it('colours the verdict node by verdict: amber for page-human, the accent for automation', () => {
    const human = source({ ...CLEAN, partition: true });
    expect(human).toContain(
      '  classDef verdict fill:#fbe3a1,stroke:#b7791f,stroke-width:4px,color:#14181f,font-weight:bold',
    );
    expect(human).toContain('  class page verdict');
    for (const f of [CLEAN, { ...CLEAN, action: 'lb' as const }]) {
      expect(source(f)).toContain(
        '  classDef verdict fill:#a7e8dc,stroke:#0f766e,stroke-width:4px',
      );
    }
  });

  it('blocks at the quorum node when more voters are online than exist', () => {
    const text = source({ ...CLEAN, up: 7, voters: 5 });
    expect(text).toContain('  class quorum blocked');
    expect(text).toContain('quorum{"Quorum reachable?<br/>7 of 5 voters up, majority 3"}');
  });

  it('keeps checking along the “no” branch', () => {
    const text = source({ ...CLEAN, seen: 1, action: 'lb' });
    expect(text).toContain('failures{"N consecutive failures?<br/>1 of N = 3"}');
    expect(text).toContain('  class check,failures taken\n  class keep verdict');
    expect(text).toContain('  linkStyle 0,1 stroke');
  });
});

describe('takenEdgeIndices: the edges of each path, by their place in EDGES', () => {
  // EDGES, numbered: 0 check→failures, 1 failures→keep, 2 keep→check, 3 failures→kind,
  // 4 kind→lb, 5 kind→breaker, 6 kind→lag, 7 lb→automate, 8 breaker→automate, 9 lag→page,
  // 10 lag→quorum, 11 quorum→page, 12 quorum→partition, 13 partition→page,
  // 14 partition→blast, 15 blast→page, 16 blast→promote.
  it.each([
    ['keep checking', { seen: 2 }, [0, 1]],
    ['load-balancer pool', { action: 'lb' }, [0, 3, 4, 7]],
    ['circuit breaker', { action: 'breaker' }, [0, 3, 5, 8]],
    ['lagging replica', { lag: 42 }, [0, 3, 6, 9]],
    ['no quorum (2 of 5)', { up: 2 }, [0, 3, 6, 10, 11]],
    ['possible partition', { partition: true }, [0, 3, 6, 10, 12, 13]],
    ['blast radius unknown', { blastUnderstood: false }, [0, 3, 6, 10, 12, 14, 15]],
    ['clean promotion', {}, [0, 3, 6, 10, 12, 14, 16]],
    ['blocked at quorum', { voters: null }, [0, 3, 6, 10]],
  ] as ReadonlyArray<[string, Partial<DecisionFacts>, number[]]>)('%s', (_, change, indices) => {
    expect(takenEdgeIndices(decide({ ...CLEAN, ...change }))).toEqual(indices);
  });

  it('a page reached from the quorum node is styled on edge 11, not on lag → page', () => {
    expect(lineOf({ ...CLEAN, up: 1 }, '  linkStyle')).toBe(
      '  linkStyle 0,3,6,10,11 stroke:#0f766e,stroke-width:3px',
    );
  });
});

describe('flowchart source of a blocked path', () => {
  it('an unreadable failure count: the whole chart', () => {
    expect(source({ ...CLEAN, seen: null })).toBe(
      [
        'flowchart TD',
        '  accTitle: Failover decision flowchart',
        '  accDescr: The path stops at “N consecutive failures? seen ?”: an input it needs is invalid.',
        '  check["Health check runs"]',
        '  failures{"N consecutive failures?<br/>seen ?"}',
        '  keep(["Keep checking"])',
        '  kind{"What kind of action?"}',
        '  lb["Remove instance from pool<br/>cheap, instantly reversible"]',
        '  breaker["Open circuit breaker<br/>cheap, instantly reversible"]',
        '  automate(["Automate: no human needed"])',
        '  lag{"Replica caught up?<br/>lag 0.4 s ≤ 5 s allowed"}',
        '  quorum{"Quorum reachable?<br/>4 of 5 voters up, majority 3"}',
        '  partition{"Clear failure or<br/>possible partition?"}',
        '  blast{"Blast radius understood?"}',
        '  promote(["Auto-promote,<br/>page for review"])',
        '  page(["Page a human:<br/>do not auto-promote"])',
        '  check --> failures',
        '  failures -->|"no"| keep',
        '  keep -.->|"next interval"| check',
        '  failures -->|"yes"| kind',
        '  kind -->|"remove from LB pool"| lb',
        '  kind -->|"open circuit breaker"| breaker',
        '  kind -->|"promote new primary"| lag',
        '  lb --> automate',
        '  breaker --> automate',
        '  lag -->|"no"| page',
        '  lag -->|"yes"| quorum',
        '  quorum -->|"no"| page',
        '  quorum -->|"yes"| partition',
        '  partition -->|"possible partition"| page',
        '  partition -->|"clear failure"| blast',
        '  blast -->|"no"| page',
        '  blast -->|"yes"| promote',
        '  classDef taken fill:#e0f2ef,stroke:#0f766e,stroke-width:3px,color:#14181f',
        '  classDef blocked stroke:#b42318,stroke-width:3px,stroke-dasharray:6 4',
        '  class check taken',
        '  class failures blocked',
        '  linkStyle 0 stroke:#0f766e,stroke-width:3px',
        '',
      ].join('\n'),
    );
  });

  it('an unreadable threshold also shows “seen ?”', () => {
    const f = { ...CLEAN, threshold: null };
    expect(lineOf(f, '  failures{')).toBe('  failures{"N consecutive failures?<br/>seen ?"}');
    expect(lineOf(f, '  accDescr:')).toBe(
      '  accDescr: The path stops at “N consecutive failures? seen ?”: an input it needs is invalid.',
    );
  });

  it('an unreadable action names the kind node', () => {
    const f = { ...CLEAN, action: null };
    expect(lineOf(f, '  accDescr:')).toBe(
      '  accDescr: The path stops at “What kind of action?”: an input it needs is invalid.',
    );
    expect(source(f)).toContain(
      '\n  class check,failures taken\n  class kind blocked\n  linkStyle 0,3 stroke:#0f766e,stroke-width:3px\n',
    );
  });

  it.each([
    ['lag', { lag: null }],
    ['allowed lag', { maxLag: null }],
  ] as ReadonlyArray<[string, Partial<DecisionFacts>]>)(
    'an unreadable %s shows “lag ?”',
    (_, change) => {
      const f = { ...CLEAN, ...change };
      expect(lineOf(f, '  lag{')).toBe('  lag{"Replica caught up?<br/>lag ?"}');
      expect(lineOf(f, '  accDescr:')).toBe(
        '  accDescr: The path stops at “Replica caught up? lag ?”: an input it needs is invalid.',
      );
      expect(lineOf(f, '  class lag')).toBe('  class lag blocked');
    },
  );

  it('unreadable voter counts show “voters ?”, and the stop is named with a space for the break', () => {
    for (const change of [{ up: null }, { voters: null }]) {
      const f = { ...CLEAN, ...change };
      expect(lineOf(f, '  quorum{')).toBe('  quorum{"Quorum reachable?<br/>voters ?"}');
      expect(lineOf(f, '  accDescr:')).toBe(
        '  accDescr: The path stops at “Quorum reachable? voters ?”: an input it needs is invalid.',
      );
    }
  });

  it('partition and blast radius unreadable', () => {
    expect(lineOf({ ...CLEAN, partition: null }, '  accDescr:')).toBe(
      '  accDescr: The path stops at “Clear failure or possible partition?”: an input it needs is invalid.',
    );
    expect(lineOf({ ...CLEAN, blastUnderstood: null }, '  accDescr:')).toBe(
      '  accDescr: The path stops at “Blast radius understood?”: an input it needs is invalid.',
    );
  });
});

describe('flowchart labels with live numbers', () => {
  it('lag exactly at the limit reads “≤”, just over reads “>”', () => {
    expect(lineOf({ ...CLEAN, lag: 5, maxLag: 5 }, '  lag{')).toBe(
      '  lag{"Replica caught up?<br/>lag 5 s ≤ 5 s allowed"}',
    );
    expect(lineOf({ ...CLEAN, lag: 5.5, maxLag: 5 }, '  lag{')).toBe(
      '  lag{"Replica caught up?<br/>lag 5.5 s > 5 s allowed"}',
    );
  });

  it('the failure count and threshold, and the voters with their majority', () => {
    const f = { ...CLEAN, seen: 7, threshold: 4, up: 3, voters: 6 };
    expect(lineOf(f, '  failures{')).toBe('  failures{"N consecutive failures?<br/>7 of N = 4"}');
    expect(lineOf(f, '  quorum{')).toBe(
      '  quorum{"Quorum reachable?<br/>3 of 6 voters up, majority 4"}',
    );
  });
});
