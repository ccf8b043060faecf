import { describe, expect, it } from 'vitest';
import { decide, type DecisionFacts } from '@/core/decision/decide';
import { flowchartSource } from '@/core/decision/flowchart';
import { CLEAN, PALETTE } from './fixtures';

const source = (f: DecisionFacts) => flowchartSource(f, decide(f), PALETTE);

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
