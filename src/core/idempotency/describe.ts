import { formatSeconds as secs } from '../format';
import type { Found, Region, StoreId, TraceEvent } from './types';

export type Actor = 'client' | 'api-a' | 'api-b' | StoreId | 'gateway' | 'effect';

export const ACTOR_NAMES: Readonly<Record<Actor, string>> = {
  client: 'Client',
  'api-a': 'API region A',
  'api-b': 'API region B',
  'store-a': 'Store A (local)',
  'store-b': 'Store B (local)',
  'store-global': 'Store (global)',
  gateway: 'Payment gateway',
  effect: 'Receipt email',
};

/** One row of the trace as people read it: a message between two actors, or a note. */
export interface TraceLine {
  /** Message number (as Mermaid's autonumber counts them); null for notes. */
  readonly step: number | null;
  readonly t: number;
  readonly from: Actor;
  /** The same as `from` for a note. */
  readonly to: Actor;
  readonly text: string;
  /** `lost`: a response the client never reads (lost in transit, or it had timed out). */
  readonly arrow: 'call' | 'reply' | 'lost' | 'note';
  /** True where a guarantee breaks (a second charge or receipt). */
  readonly bad: boolean;
}

const api = (r: Region): Actor => (r === 'a' ? 'api-a' : 'api-b');

const FOUND: Readonly<Record<Found, string>> = {
  none: 'no record',
  expired: 'expired',
  in_progress: 'in_progress',
  succeeded: 'succeeded',
  failed: 'failed',
};

type Line = Omit<TraceLine, 'step' | 't'>;

function lines(e: TraceEvent, tagged: boolean): Line[] {
  // When two attempts overlap, each server-side message says which attempt it belongs to.
  const tag = tagged && e.kind !== 'send' && 'attempt' in e ? `[${e.attempt}] ` : '';
  const msg = (
    from: Actor,
    to: Actor,
    text: string,
    arrow: Line['arrow'] = 'call',
    bad = false,
  ) => ({
    from,
    to,
    text: to === 'client' || from === 'client' ? text : `${tag}${text}`,
    arrow,
    bad,
  });
  switch (e.kind) {
    case 'send': {
      const why = {
        first: '',
        race: ', racing retry',
        inflight: ', retry after a timeout',
        later: ', retry',
      }[e.timing];
      const key = e.key ? `key ${e.key}` : 'no key';
      const send = msg(
        'client',
        api(e.region),
        `attempt ${e.attempt}${why}: POST /payments (${key})`,
      );
      if (e.timing !== 'inflight') return [send];
      // The in-flight retry exists because attempt 1 timed out on the client's side.
      return [
        msg('client', 'client', 'no answer yet: attempt 1 times out, the client retries', 'note'),
        send,
      ];
    }
    case 'store-check': {
      const age = e.age === null ? '' : ` (age ${secs(e.age)} ≥ TTL)`;
      if (e.atomic) {
        const reply = !e.claimed
          ? `exists: ${FOUND[e.found]}`
          : e.found === 'expired'
            ? `expired${age}: created anew, in_progress`
            : e.found === 'failed'
              ? 'was failed: claimed again, in_progress'
              : 'created: in_progress';
        return [
          msg(api(e.region), e.store, `SET ${e.key} in_progress IF ABSENT`),
          msg(e.store, api(e.region), reply, 'reply'),
        ];
      }
      return [
        msg(api(e.region), e.store, `GET ${e.key}`),
        msg(e.store, api(e.region), `${FOUND[e.found]}${age}`, 'reply'),
      ];
    }
    case 'store-claim':
      return [
        msg(
          api(e.region),
          e.store,
          `SET ${e.key} in_progress${e.overwrote ? ' (overwrites the other claim)' : ''}`,
        ),
      ];
    case 'charge': {
      const key = e.gatewayKey ? ` (key ${e.gatewayKey})` : '';
      const reply = e.deduplicated
        ? `${e.chargeId}: key seen, original returned`
        : `${e.chargeId} created`;
      return [
        msg(api(e.region), 'gateway', `create charge${key}`),
        msg(
          'gateway',
          api(e.region),
          e.cause ? `${reply}: a second charge` : reply,
          'reply',
          e.cause !== null,
        ),
      ];
    }
    case 'side-effect':
      return [
        msg(
          api(e.region),
          'effect',
          e.replay
            ? `send receipt for ${e.chargeId} (on a replay)`
            : `send receipt for ${e.chargeId}`,
          'call',
          e.cause !== null,
        ),
      ];
    case 'store-commit':
      return [msg(api(e.region), e.store, `SET ${e.key} succeeded (200, ${e.chargeId})`)];
    case 'respond': {
      const body =
        e.status === 200
          ? `200 ${e.chargeId ?? ''}${e.replayed ? ', replayed from the record' : ''}`
          : '409 in progress: retry later';
      const fate = {
        received: '',
        lost: ' (lost in transit)',
        'timed-out': ' (client already timed out)',
      }[e.delivery];
      return [
        msg(
          api(e.region),
          'client',
          `${body}${fate}`,
          e.delivery === 'received' ? 'reply' : 'lost',
        ),
      ];
    }
    case 'wait': {
      const why = e.after === 'lost' ? 'no response' : 'told to wait';
      return [msg('client', 'client', `${why}: waits ${secs(e.seconds)}, then retries`, 'note')];
    }
    case 'give-up':
      return [msg('client', 'client', 'out of retries: gives up without a 200', 'note')];
  }
}

/** The whole trace as numbered lines: the single source of the diagram and the table. */
export function describeTrace(trace: readonly TraceEvent[]): TraceLine[] {
  const out: TraceLine[] = [];
  let step = 0;
  let failedOver = false;
  const tagged = trace.some(
    (e) => e.kind === 'send' && (e.timing === 'race' || e.timing === 'inflight'),
  );
  for (const e of trace) {
    if (e.kind === 'send' && e.region === 'b' && !failedOver) {
      failedOver = true;
      out.push({
        step: null,
        t: e.t,
        from: 'api-a',
        to: 'api-a',
        text: 'region A fails over: traffic now goes to region B',
        arrow: 'note',
        bad: false,
      });
    }
    for (const line of lines(e, tagged)) {
      const numbered = line.arrow === 'note' ? null : (step += 1);
      out.push({ ...line, step: numbered, t: e.t });
    }
  }
  return out;
}
