import { describe, expect, it } from 'vitest';
import { attempt } from '@/core/idempotency/attempt';
import { describeTrace, type TraceLine } from '@/core/idempotency/describe';
import { BASE_SCENARIO } from '@/core/idempotency/presets';
import { simulate } from '@/core/idempotency/simulate';
import type { Scenario } from '@/core/idempotency/types';
import { emptyWorld, type Response } from '@/core/idempotency/world';

/**
 * Every described line of a run, written out by hand from the scenario: the message number
 * (`-` for a note), sender > receiver, the arrow, `BAD` where a guarantee breaks, and the text.
 */
const show = (l: TraceLine) =>
  `${l.step ?? '-'} ${l.from}>${l.to} ${l.arrow}${l.bad ? ' BAD' : ''}: ${l.text}`;
const described = (changes: Partial<Scenario>) =>
  describeTrace(simulate({ ...BASE_SCENARIO, ...changes }).trace).map(show);

/** Attempt 1 of the worked example (atomic local store, no gateway key), its response lost. */
const FIRST_ATTEMPT_LOST = [
  '1 client>api-a call: attempt 1: POST /payments (key k-7f3a)',
  '2 api-a>store-a call: SET k-7f3a in_progress IF ABSENT',
  '3 store-a>api-a reply: created: in_progress',
  '4 api-a>gateway call: create charge',
  '5 gateway>api-a reply: ch_1 created',
  '6 api-a>effect call: send receipt for ch_1',
  '7 api-a>store-a call: SET k-7f3a succeeded (200, ch_1)',
  '8 api-a>client lost: 200 ch_1 (lost in transit)',
];

describe('the described trace, line by line', () => {
  it('no key: no store messages at all, “no key” on each send, the second charge and receipt marked', () => {
    expect(described({ key: false })).toEqual([
      '1 client>api-a call: attempt 1: POST /payments (no key)',
      '2 api-a>gateway call: create charge',
      '3 gateway>api-a reply: ch_1 created',
      '4 api-a>effect call: send receipt for ch_1',
      '5 api-a>client lost: 200 ch_1 (lost in transit)',
      '- client>client note: no response: waits 2 s, then retries',
      '6 client>api-a call: attempt 2, retry: POST /payments (no key)',
      '7 api-a>gateway call: create charge',
      '8 gateway>api-a reply BAD: ch_2 created: a second charge',
      '9 api-a>effect call BAD: send receipt for ch_2',
      '10 api-a>client reply: 200 ch_2',
    ]);
  });

  it('TTL expiry against an atomic store: the reply gives the record’s age and that it was created anew', () => {
    expect(described({ ttl: 60, delay: 120 })).toEqual([
      ...FIRST_ATTEMPT_LOST,
      '- client>client note: no response: waits 120 s, then retries',
      '9 client>api-a call: attempt 2, retry: POST /payments (key k-7f3a)',
      '10 api-a>store-a call: SET k-7f3a in_progress IF ABSENT',
      '11 store-a>api-a reply: expired (age 120 s ≥ TTL): created anew, in_progress',
      '12 api-a>gateway call: create charge',
      '13 gateway>api-a reply BAD: ch_2 created: a second charge',
      '14 api-a>effect call BAD: send receipt for ch_2',
      '15 api-a>store-a call: SET k-7f3a succeeded (200, ch_2)',
      '16 api-a>client reply: 200 ch_2',
    ]);
  });

  it('TTL expiry, read-then-write global store, gateway dedup: GET replies, the key passed to the gateway, the original charge returned', () => {
    expect(
      described({ ttl: 60, delay: 120, atomic: false, store: 'global', gateway: true }),
    ).toEqual([
      '1 client>api-a call: attempt 1: POST /payments (key k-7f3a)',
      '2 api-a>store-global call: GET k-7f3a',
      '3 store-global>api-a reply: no record',
      '4 api-a>store-global call: SET k-7f3a in_progress',
      '5 api-a>gateway call: create charge (key k-7f3a)',
      '6 gateway>api-a reply: ch_1 created',
      '7 api-a>effect call: send receipt for ch_1',
      '8 api-a>store-global call: SET k-7f3a succeeded (200, ch_1)',
      '9 api-a>client lost: 200 ch_1 (lost in transit)',
      '- client>client note: no response: waits 120 s, then retries',
      '10 client>api-a call: attempt 2, retry: POST /payments (key k-7f3a)',
      '11 api-a>store-global call: GET k-7f3a',
      '12 store-global>api-a reply: expired (age 120 s ≥ TTL)',
      '13 api-a>store-global call: SET k-7f3a in_progress',
      '14 api-a>gateway call: create charge (key k-7f3a)',
      // The gateway stopped the second charge: not a broken guarantee; the receipt is.
      '15 gateway>api-a reply: ch_1: key seen, original returned',
      '16 api-a>effect call BAD: send receipt for ch_1',
      '17 api-a>store-global call: SET k-7f3a succeeded (200, ch_1)',
      '18 api-a>client reply: 200 ch_1',
    ]);
  });

  it('ungated receipt: the replay sends it again, marked as on a replay', () => {
    expect(described({ gated: false })).toEqual([
      ...FIRST_ATTEMPT_LOST,
      '- client>client note: no response: waits 2 s, then retries',
      '9 client>api-a call: attempt 2, retry: POST /payments (key k-7f3a)',
      '10 api-a>store-a call: SET k-7f3a in_progress IF ABSENT',
      '11 store-a>api-a reply: exists: succeeded',
      '12 api-a>effect call BAD: send receipt for ch_1 (on a replay)',
      '13 api-a>client reply: 200 ch_1, replayed from the record',
    ]);
  });

  it('no retries: the client gives up, in a note of its own', () => {
    expect(described({ retries: 0 })).toEqual([
      ...FIRST_ATTEMPT_LOST,
      '- client>client note: out of retries: gives up without a 200',
    ]);
  });

  it('one retry, spent in flight: 409, then attempt 1’s late answer, then the client gives up', () => {
    expect(described({ lost: false, inflight: true, retries: 1 })).toEqual([
      '1 client>api-a call: attempt 1: POST /payments (key k-7f3a)',
      '2 api-a>store-a call: [1] SET k-7f3a in_progress IF ABSENT',
      '3 store-a>api-a reply: [1] created: in_progress',
      '- client>client note: no answer yet: attempt 1 times out, the client retries',
      '4 client>api-a call: attempt 2, retry after a timeout: POST /payments (key k-7f3a)',
      '5 api-a>store-a call: [2] SET k-7f3a in_progress IF ABSENT',
      '6 store-a>api-a reply: [2] exists: in_progress',
      '7 api-a>client reply: 409 in progress: retry later',
      '8 api-a>gateway call: [1] create charge',
      '9 gateway>api-a reply: [1] ch_1 created',
      '10 api-a>effect call: [1] send receipt for ch_1',
      '11 api-a>store-a call: [1] SET k-7f3a succeeded (200, ch_1)',
      '12 api-a>client lost: 200 ch_1 (client already timed out)',
      '- client>client note: out of retries: gives up without a 200',
    ]);
  });

  it('no key, in-flight retry: attempt 2 charges first, so attempt 1’s charge is the second one', () => {
    expect(described({ key: false, lost: false, inflight: true })).toEqual([
      '1 client>api-a call: attempt 1: POST /payments (no key)',
      '- client>client note: no answer yet: attempt 1 times out, the client retries',
      '2 client>api-a call: attempt 2, retry after a timeout: POST /payments (no key)',
      '3 api-a>gateway call: [2] create charge',
      '4 gateway>api-a reply: [2] ch_1 created',
      '5 api-a>effect call: [2] send receipt for ch_1',
      '6 api-a>client reply: 200 ch_1',
      '7 api-a>gateway call: [1] create charge',
      // Attempt 1 passed its check first (nothing was executing): the blame is attempt 2's “no key”.
      '8 gateway>api-a reply BAD: [1] ch_2 created: a second charge',
      '9 api-a>effect call BAD: [1] send receipt for ch_2',
      '10 api-a>client lost: 200 ch_2 (client already timed out)',
    ]);
  });

  it('the notes carry the time they happen at, and the failover note sits on region A', () => {
    const lines = describeTrace(simulate({ ...BASE_SCENARIO, failover: true }).trace);
    expect(lines.filter((l) => l.arrow === 'note')).toEqual([
      {
        step: null,
        t: 0,
        from: 'client',
        to: 'client',
        text: 'no response: waits 2 s, then retries',
        arrow: 'note',
        bad: false,
      },
      {
        step: null,
        t: 2,
        from: 'api-a',
        to: 'api-a',
        text: 'region A fails over: traffic now goes to region B',
        arrow: 'note',
        bad: false,
      },
    ]);
  });
});

describe('the failover note', () => {
  const finish = (g: Generator<unknown, Response>): Response => {
    for (let r = g.next(); ; r = g.next()) if (r.done) return r.value;
  };

  it('is written once, before the first send to region B, however many attempts go there', () => {
    // Three attempts driven by hand: attempt 1 in region A, then two retries in region B (the
    // second replays what the first stored in B).
    const s: Scenario = { ...BASE_SCENARIO, failover: true };
    const w = emptyWorld(s);
    finish(attempt(w, { n: 1, t: 0, region: 'a', timing: 'first', delivery: 'lost' }));
    finish(attempt(w, { n: 2, t: 2, region: 'b', timing: 'later', delivery: 'lost' }));
    finish(attempt(w, { n: 3, t: 4, region: 'b', timing: 'later', delivery: 'received' }));
    const texts = describeTrace(w.trace).map((l) => l.text);
    const note = 'region A fails over: traffic now goes to region B';
    expect(texts.filter((t) => t === note)).toHaveLength(1);
    expect(texts[texts.indexOf(note) + 1]).toBe('attempt 2, retry: POST /payments (key k-7f3a)');
    expect(texts.at(-1)).toBe('200 ch_2, replayed from the record');
  });
});
