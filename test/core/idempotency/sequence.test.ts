import { describe, expect, it } from 'vitest';
import { explainRun } from '@/core/idempotency/explain';
import { BASE_SCENARIO } from '@/core/idempotency/presets';
import { sequenceSource } from '@/core/idempotency/sequence';
import { simulate } from '@/core/idempotency/simulate';
import type { Scenario } from '@/core/idempotency/types';

const PALETTE = { bad: 'rgba(180, 35, 24, 0.16)' };
const source = (changes: Partial<Scenario>) => {
  const r = simulate({ ...BASE_SCENARIO, ...changes });
  return sequenceSource(r, explainRun(r), PALETTE);
};

describe('sequence diagram source', () => {
  it('lost response, atomic store', () => {
    expect(source({})).toMatchInlineSnapshot(`
      "---
      config:
        sequence:
          wrap: true
          width: 120
          actorMargin: 24
          diagramMarginX: 8
          noteMargin: 6
      ---
      sequenceDiagram
        accTitle: Idempotency keys: the run as a sequence of messages
        accDescr: Exactly once: 1 charge, 1 receipt, and the client got 200 ch_1, rebuilt from the stored record.
        autonumber
        participant C as Client
        participant A as API region A
        participant SA as Store A (local)
        participant G as Payment gateway
        participant E as Receipt email
        C->>A: attempt 1: POST /payments (key k-7f3a)
        A->>SA: SET k-7f3a in_progress IF ABSENT
        SA-->>A: created: in_progress
        A->>G: create charge
        G-->>A: ch_1 created
        A->>E: send receipt for ch_1
        A->>SA: SET k-7f3a succeeded (200, ch_1)
        A--xC: 200 ch_1 (lost in transit)
        Note over C: no response: waits 2 s, then retries
        C->>A: attempt 2, retry: POST /payments (key k-7f3a)
        A->>SA: SET k-7f3a in_progress IF ABSENT
        SA-->>A: exists: succeeded
        A-->>C: 200 ch_1, replayed from the record
      "
    `);
  });

  it('failover to region B with region-local stores', () => {
    expect(source({ failover: true })).toMatchInlineSnapshot(`
      "---
      config:
        sequence:
          wrap: true
          width: 120
          actorMargin: 24
          diagramMarginX: 8
          noteMargin: 6
      ---
      sequenceDiagram
        accTitle: Idempotency keys: the run as a sequence of messages
        accDescr: The customer was charged 2 times (2 receipts): the retry landed in region B, whose region-local store had never seen the key.
        autonumber
        participant C as Client
        participant A as API region A
        participant SA as Store A (local)
        participant B as API region B
        participant SB as Store B (local)
        participant G as Payment gateway
        participant E as Receipt email
        C->>A: attempt 1: POST /payments (key k-7f3a)
        A->>SA: SET k-7f3a in_progress IF ABSENT
        SA-->>A: created: in_progress
        A->>G: create charge
        G-->>A: ch_1 created
        A->>E: send receipt for ch_1
        A->>SA: SET k-7f3a succeeded (200, ch_1)
        A--xC: 200 ch_1 (lost in transit)
        Note over C: no response: waits 2 s, then retries
        Note over A: region A fails over: traffic now goes to region B
        C->>B: attempt 2, retry: POST /payments (key k-7f3a)
        B->>SB: SET k-7f3a in_progress IF ABSENT
        SB-->>B: created: in_progress
        B->>G: create charge
        rect rgba(180, 35, 24, 0.16)
        G-->>B: ch_2 created: a second charge
        end
        rect rgba(180, 35, 24, 0.16)
        B->>E: send receipt for ch_2
        end
        B->>SB: SET k-7f3a succeeded (200, ch_2)
        B-->>C: 200 ch_2
      "
    `);
  });

  it('read-then-write race', () => {
    expect(source({ atomic: false, lost: false, race: true })).toMatchInlineSnapshot(`
      "---
      config:
        sequence:
          wrap: true
          width: 120
          actorMargin: 24
          diagramMarginX: 8
          noteMargin: 6
      ---
      sequenceDiagram
        accTitle: Idempotency keys: the run as a sequence of messages
        accDescr: The customer was charged 2 times (2 receipts): with a read-then-write store both attempts read “no record” before either wrote its claim (an atomic check-and-set lets only one through).
        autonumber
        participant C as Client
        participant A as API region A
        participant SA as Store A (local)
        participant G as Payment gateway
        participant E as Receipt email
        C->>A: attempt 1: POST /payments (key k-7f3a)
        C->>A: attempt 2, racing retry: POST /payments (key k-7f3a)
        A->>SA: [1] GET k-7f3a
        SA-->>A: [1] no record
        A->>SA: [2] GET k-7f3a
        SA-->>A: [2] no record
        A->>SA: [1] SET k-7f3a in_progress
        A->>SA: [2] SET k-7f3a in_progress (overwrites the other claim)
        A->>G: [1] create charge
        G-->>A: [1] ch_1 created
        A->>G: [2] create charge
        rect rgba(180, 35, 24, 0.16)
        G-->>A: [2] ch_2 created: a second charge
        end
        A->>E: [1] send receipt for ch_1
        A->>SA: [1] SET k-7f3a succeeded (200, ch_1)
        A-->>C: 200 ch_1
        rect rgba(180, 35, 24, 0.16)
        A->>E: [2] send receipt for ch_2
        end
        A->>SA: [2] SET k-7f3a succeeded (200, ch_2)
        A-->>C: 200 ch_2
      "
    `);
  });

  it('a retry while the first is in progress: attempt 1 times out, its answer comes too late', () => {
    expect(source({ lost: false, inflight: true })).toMatchInlineSnapshot(`
      "---
      config:
        sequence:
          wrap: true
          width: 120
          actorMargin: 24
          diagramMarginX: 8
          noteMargin: 6
      ---
      sequenceDiagram
        accTitle: Idempotency keys: the run as a sequence of messages
        accDescr: Exactly once: 1 charge, 1 receipt, and the client got 200 ch_1, rebuilt from the stored record.
        autonumber
        participant C as Client
        participant A as API region A
        participant SA as Store A (local)
        participant G as Payment gateway
        participant E as Receipt email
        C->>A: attempt 1: POST /payments (key k-7f3a)
        A->>SA: [1] SET k-7f3a in_progress IF ABSENT
        SA-->>A: [1] created: in_progress
        Note over C: no answer yet: attempt 1 times out, the client retries
        C->>A: attempt 2, retry after a timeout: POST /payments (key k-7f3a)
        A->>SA: [2] SET k-7f3a in_progress IF ABSENT
        SA-->>A: [2] exists: in_progress
        A-->>C: 409 in progress: retry later
        A->>G: [1] create charge
        G-->>A: [1] ch_1 created
        A->>E: [1] send receipt for ch_1
        A->>SA: [1] SET k-7f3a succeeded (200, ch_1)
        A--xC: 200 ch_1 (client already timed out)
        Note over C: told to wait: waits 2 s, then retries
        C->>A: attempt 3, retry: POST /payments (key k-7f3a)
        A->>SA: [3] SET k-7f3a in_progress IF ABSENT
        SA-->>A: [3] exists: succeeded
        A-->>C: 200 ch_1, replayed from the record
      "
    `);
  });

  it('carries its compact layout in front matter, so a pasted copy fits the same width', () => {
    const text = source({ failover: true });
    expect(text.startsWith('---\nconfig:\n  sequence:\n    wrap: true\n    width: 120\n')).toBe(
      true,
    );
    expect(text.split('\n---\n')[1]?.startsWith('sequenceDiagram\n')).toBe(true);
  });
});

describe('label escaping (Mermaid reads `;` as a line break and `#…;` as an entity)', () => {
  it('writes no `;` or `#` into any message, note or description', () => {
    const r = simulate({ ...BASE_SCENARIO });
    const text = sequenceSource(r, 'Charged twice; see #2 and #3; then 200', PALETTE);
    const descr = text.split('\n').find((l) => l.includes('accDescr:'));
    expect(descr).toBe('  accDescr: Charged twice, see no. 2 and no. 3, then 200');
    // Every line after the front matter: no `;` (a line break) and no `#` (an entity).
    const body = text.slice(text.indexOf('sequenceDiagram'));
    expect(body).not.toMatch(/[;#]/);
  });
});
