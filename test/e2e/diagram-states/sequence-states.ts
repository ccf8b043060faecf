/**
 * Every idempotency run worth drawing, with what its sequence diagram must show, worked by hand
 * from the endpoint docs/url-parameters.md describes ("Idempotency keys"): the client
 * POSTs with key k-7f3a; an atomic store answers `SET … IF ABSENT` with "created" or "exists: <status>",
 * a read-then-write store answers `GET` and is written after; a new key is charged, the receipt
 * sent, the record committed and 200 returned; `succeeded` is replayed from the record, and
 * `in_progress` gets 409. A lost or timed-out response makes the client wait `delay` and retry,
 * until `retries` run out. A second charge or receipt is shaded (one band each).
 *
 * The worked example (`v=1`): key on, atomic store, the first response lost, 3 retries, delay
 * 2 s, TTL 86,400 s, region-local stores, gated receipt, no gateway dedup. Each state changes only
 * what its query says.
 */

export interface SequenceState {
  readonly name: string;
  readonly query: string;
  readonly charges: number;
  readonly receipts: number;
  readonly outcome: string;
  readonly verdict: string;
  /** Participants as drawn, left to right. */
  readonly actors: readonly string[];
  /** Message text that must be drawn (each as one string; wrapped lines are joined). */
  readonly messages: readonly string[];
  /** Message text that must not be drawn. */
  readonly absent?: readonly string[];
  readonly notes: readonly string[];
  /** Shaded bands: one per second charge and one per second receipt. */
  readonly bands: number;
  /** The SVG's description: the verdict sentence. */
  readonly description: string;
}

const CLIENT = 'Client';
const API_A = 'API region A';
const API_B = 'API region B';
const STORE_A = 'Store A (local)';
const STORE_B = 'Store B (local)';
const STORE_GLOBAL = 'Store (global)';
const GATEWAY = 'Payment gateway';
const EMAIL = 'Receipt email';
const REGION_A = [CLIENT, API_A, STORE_A, GATEWAY, EMAIL];

const FIRST = 'attempt 1: POST /payments (key k-7f3a)';
const CLAIM = 'SET k-7f3a in_progress IF ABSENT';
const LOST = '200 ch_1 (lost in transit)';
const REPLAYED = '200 ch_1, replayed from the record';
const WAIT_2S = 'no response: waits 2 s, then retries';
const GIVE_UP = 'out of retries: gives up without a 200';
const SECOND_CHARGE = 'ch_2 created: a second charge';
const CONFLICT = '409 in progress: retry later';

const exactlyOnceReplayed =
  'Exactly once: 1 charge, 1 receipt, and the client got 200 ch_1, rebuilt from the stored record.';
const REGION_LOCAL =
  'the retry landed in region B, whose region-local store had never seen the key';
const TTL_EXPIRED = 'the retry came after the stored record had expired, so its key counted as new';
const GATEWAY_SAVED = 'the gateway recognised the key and returned the original charge';

export const sequenceStates: readonly SequenceState[] = [
  {
    // The worked example: attempt 1 charges ch_1 but its 200 is lost; the retry finds the
    // record succeeded and replays it. One charge, one receipt.
    name: 'lost response, retried against an atomic store',
    query: 'v=1',
    charges: 1,
    receipts: 1,
    outcome: 'replayed-200',
    verdict: 'exactly-once',
    actors: REGION_A,
    messages: [FIRST, CLAIM, 'created: in_progress', LOST, 'exists: succeeded', REPLAYED],
    notes: [WAIT_2S],
    bands: 0,
    description: exactlyOnceReplayed,
  },
  {
    // No key: no store is consulted, the retry is a new payment: ch_2, a second receipt.
    name: 'no idempotency key',
    query: 'key=0',
    charges: 2,
    receipts: 2,
    outcome: 'fresh-200',
    verdict: 'duplicate-charge',
    actors: [CLIENT, API_A, GATEWAY, EMAIL],
    messages: ['attempt 1: POST /payments (no key)', SECOND_CHARGE, 'send receipt for ch_2'],
    absent: ['k-7f3a'],
    notes: [WAIT_2S],
    bands: 2,
    description:
      'The customer was charged 2 times (2 receipts): without an idempotency key the server cannot tell a retry from a new payment.',
  },
  {
    // Read-then-write and a racing retry: both GETs see no record before either SET, so both
    // charge; each server message is tagged with its attempt, the second SET overwrites.
    name: 'read-then-write store, racing retries',
    query: 'atomic=0&lost=0&race=1',
    charges: 2,
    receipts: 2,
    outcome: 'fresh-200',
    verdict: 'duplicate-charge',
    actors: REGION_A,
    messages: [
      'attempt 2, racing retry: POST /payments (key k-7f3a)',
      '[1] GET k-7f3a [1] no record [2] GET k-7f3a [2] no record',
      '[2] SET k-7f3a in_progress (overwrites the other claim)',
      `[2] ${SECOND_CHARGE}`,
    ],
    absent: ['IF ABSENT'],
    notes: [],
    bands: 2,
    description:
      'The customer was charged 2 times (2 receipts): with a read-then-write store both attempts read “no record” before either wrote its claim (an atomic check-and-set lets only one through).',
  },
  {
    // The same race against an atomic check-and-set: the second claim finds in_progress and
    // gets 409; one charge, and the client keeps attempt 1's 200.
    name: 'racing retries against an atomic store',
    query: 'lost=0&race=1',
    charges: 1,
    receipts: 1,
    outcome: 'fresh-200',
    verdict: 'exactly-once',
    actors: REGION_A,
    messages: [`[2] ${CLAIM} [2] exists: in_progress ${CONFLICT}`, '200 ch_1'],
    absent: ['ch_2'],
    notes: [],
    bands: 0,
    description: 'Exactly once: 1 charge, 1 receipt, and the client got 200 ch_1.',
  },
  {
    // The retry lands in region B, whose own store has no record: a second charge there.
    name: 'retry in region B, region-local stores',
    query: 'failover=1',
    charges: 2,
    receipts: 2,
    outcome: 'fresh-200',
    verdict: 'duplicate-charge',
    actors: [CLIENT, API_A, STORE_A, API_B, STORE_B, GATEWAY, EMAIL],
    messages: ['attempt 2, retry: POST /payments (key k-7f3a)', SECOND_CHARGE, '200 ch_2'],
    notes: [WAIT_2S, 'region A fails over: traffic now goes to region B'],
    bands: 2,
    description: `The customer was charged 2 times (2 receipts): ${REGION_LOCAL}.`,
  },
  {
    // The gateway deduplicates by the key: region B's charge returns ch_1; the receipt still
    // goes twice (one band).
    name: 'retry in region B, the gateway’s own idempotency',
    query: 'failover=1&gateway=1',
    charges: 1,
    receipts: 2,
    outcome: 'fresh-200',
    verdict: 'duplicate-side-effect',
    actors: [CLIENT, API_A, STORE_A, API_B, STORE_B, GATEWAY, EMAIL],
    messages: ['create charge (key k-7f3a)', 'ch_1: key seen, original returned'],
    absent: ['ch_2'],
    notes: ['region A fails over: traffic now goes to region B'],
    bands: 1,
    description: `1 charge but 2 receipts: ${GATEWAY_SAVED}, but ${REGION_LOCAL}.`,
  },
  {
    // One global store: region B finds the record and replays it.
    name: 'retry in region B, a global store',
    query: 'failover=1&store=global',
    charges: 1,
    receipts: 1,
    outcome: 'replayed-200',
    verdict: 'exactly-once',
    actors: [CLIENT, API_A, API_B, STORE_GLOBAL, GATEWAY, EMAIL],
    messages: ['exists: succeeded', REPLAYED],
    notes: ['region A fails over: traffic now goes to region B'],
    bands: 0,
    description: exactlyOnceReplayed,
  },
  {
    // The gateway alone: the store replays before the gateway is asked again.
    name: 'the gateway deduplicates, nothing reaches it twice',
    query: 'gateway=1',
    charges: 1,
    receipts: 1,
    outcome: 'replayed-200',
    verdict: 'exactly-once',
    actors: REGION_A,
    messages: ['create charge (key k-7f3a)', 'exists: succeeded', REPLAYED],
    absent: ['key seen'],
    notes: [WAIT_2S],
    bands: 0,
    description: exactlyOnceReplayed,
  },
  {
    // An ungated receipt goes out on the replay too.
    name: 'ungated receipt email',
    query: 'gated=0',
    charges: 1,
    receipts: 2,
    outcome: 'replayed-200',
    verdict: 'duplicate-side-effect',
    actors: REGION_A,
    messages: ['send receipt for ch_1 (on a replay)', REPLAYED],
    notes: [WAIT_2S],
    bands: 1,
    description:
      '1 charge but 2 receipts: the receipt is sent on every successful response, the replayed one included (gate it on the same key check).',
  },
  {
    // The retry comes 120 s later, the record lives 60 s: age 120 s ≥ TTL, so the key is new.
    name: 'retry after TTL expiry',
    query: 'ttl=60&delay=120',
    charges: 2,
    receipts: 2,
    outcome: 'fresh-200',
    verdict: 'duplicate-charge',
    actors: REGION_A,
    messages: ['expired (age 120 s ≥ TTL): created anew, in_progress', SECOND_CHARGE],
    notes: ['no response: waits 120 s, then retries'],
    bands: 2,
    description: `The customer was charged 2 times (2 receipts): ${TTL_EXPIRED}.`,
  },
  {
    // TTL expiry again, but the gateway (keys kept 24 h) returns the original charge.
    name: 'retry after TTL expiry, saved by the gateway',
    query: 'ttl=60&delay=120&gateway=1',
    charges: 1,
    receipts: 2,
    outcome: 'fresh-200',
    verdict: 'duplicate-side-effect',
    actors: REGION_A,
    messages: ['expired (age 120 s ≥ TTL): created anew', 'ch_1: key seen, original returned'],
    absent: ['ch_2'],
    notes: [],
    bands: 1,
    description: `1 charge but 2 receipts: ${GATEWAY_SAVED}, but ${TTL_EXPIRED}.`,
  },
  {
    // The client times out on attempt 1 and retries while it runs: the retry finds
    // in_progress and gets 409; attempt 1's 200 comes back to nobody; after waiting, attempt 3
    // finds the record succeeded and replays it.
    name: 'in-flight retry: 409, then the replay',
    query: 'inflight=1',
    charges: 1,
    receipts: 1,
    outcome: 'replayed-200',
    verdict: 'exactly-once',
    actors: REGION_A,
    messages: [
      'attempt 2, retry after a timeout: POST /payments (key k-7f3a)',
      `[2] exists: in_progress ${CONFLICT}`,
      '200 ch_1 (client already timed out)',
      'attempt 3, retry',
      REPLAYED,
    ],
    absent: ['lost in transit'],
    notes: [
      'no answer yet: attempt 1 times out, the client retries',
      'told to wait: waits 2 s, then retries',
    ],
    bands: 0,
    description: exactlyOnceReplayed,
  },
  {
    // With one retry, spent on the in-flight attempt, the client's last answer is the 409.
    name: 'in-flight retry with no retries left: the client keeps the 409',
    query: 'inflight=1&retries=1',
    charges: 1,
    receipts: 1,
    outcome: 'conflict-409',
    verdict: 'outcome-unknown',
    actors: REGION_A,
    messages: [CONFLICT, '200 ch_1 (client already timed out)'],
    absent: ['attempt 3'],
    notes: [GIVE_UP],
    bands: 0,
    description:
      'Charged once, but the client never learned it: its last answer was 409 (still in progress) and it ran out of retries.',
  },
  {
    // No retries: the lost 200 is all there is.
    name: 'no retries: the response is lost and the client gives up',
    query: 'retries=0',
    charges: 1,
    receipts: 1,
    outcome: 'no-response',
    verdict: 'outcome-unknown',
    actors: REGION_A,
    messages: [FIRST, LOST],
    absent: ['attempt 2'],
    notes: [GIVE_UP],
    bands: 0,
    description:
      'Charged once, but the client never learned it: no response reached it and it ran out of retries.',
  },
];
