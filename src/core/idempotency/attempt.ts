import { GATEWAY_KEY_RETENTION_SECONDS, IDEMPOTENCY_KEY } from './constants';
import type { Cause } from './types';
import {
  missCause,
  read,
  storeFor,
  write,
  type Attempt,
  type Phase,
  type Response,
  type World,
} from './world';

/** One request through the endpoint: key check, charge, side effect, commit, response. */
export function* attempt(w: World, a: Attempt): Generator<Phase, Response> {
  const { s } = w;
  const key = s.key ? IDEMPOTENCY_KEY : null;
  const base = { t: a.t, attempt: a.n, region: a.region };
  const respond = (status: 200 | 409, chargeId: string | null, replayed: boolean): Response => {
    const ev: Response = {
      kind: 'respond',
      ...base,
      status,
      chargeId,
      replayed,
      delivery: a.delivery,
    };
    w.trace.push(ev);
    return ev;
  };
  w.trace.push({ kind: 'send', ...base, key, timing: a.timing });
  yield 'sent';
  let cause: Cause | null = null;
  if (key !== null) {
    const store = storeFor(s, a.region);
    const { found, age } = read(w, store, key, a.t);
    // No record, an expired one, or a failed one (nothing was charged, no response to replay):
    // this attempt executes. Only in_progress (wait: 409) and succeeded (replay) stop it.
    const fresh = found === 'none' || found === 'expired' || found === 'failed';
    if (fresh) cause = missCause(w, a, found);
    if (cause) w.lastMiss = cause;
    if (fresh) w.executing += 1;
    const inProgress = { status: 'in_progress', createdAt: a.t, response: null } as const;
    if (s.atomic && fresh) write(w, store, key, inProgress);
    w.trace.push({
      kind: 'store-check',
      ...base,
      store,
      key,
      atomic: s.atomic,
      found,
      age,
      claimed: s.atomic && fresh,
    });
    if (!fresh) {
      const rec = w.stores.get(store)?.get(key);
      if (found === 'in_progress' || !rec?.response) return respond(409, null, false);
      // found === 'succeeded': replay the stored response.
      if (!s.gated) {
        w.effectCount += 1;
        w.trace.push({
          kind: 'side-effect',
          ...base,
          chargeId: rec.response.chargeId,
          replay: true,
          cause: 'ungated',
        });
      }
      return respond(200, rec.response.chargeId, true);
    }
    if (!s.atomic) {
      yield 'read';
      const overwrote = w.stores.get(store)?.get(key)?.status === 'in_progress';
      write(w, store, key, inProgress);
      w.trace.push({ kind: 'store-claim', ...base, store, key, overwrote });
    }
  } else {
    cause = missCause(w, a, null);
    if (cause) w.lastMiss = cause;
    w.executing += 1;
  }
  yield 'claimed';
  const gatewayKey = s.gateway ? key : null;
  const known = gatewayKey === null ? undefined : w.gatewayKeys.get(gatewayKey);
  let chargeId: string;
  if (known && a.t - known.at < GATEWAY_KEY_RETENTION_SECONDS) {
    chargeId = known.chargeId;
    w.trace.push({
      kind: 'charge',
      ...base,
      gatewayKey,
      chargeId,
      deduplicated: true,
      cause: null,
    });
  } else {
    w.chargeCount += 1;
    chargeId = `ch_${w.chargeCount}`;
    if (gatewayKey !== null) w.gatewayKeys.set(gatewayKey, { chargeId, at: a.t });
    w.trace.push({
      kind: 'charge',
      ...base,
      gatewayKey,
      chargeId,
      deduplicated: false,
      cause: w.chargeCount > 1 ? (cause ?? w.lastMiss) : null,
    });
  }
  yield 'charged';
  w.effectCount += 1;
  w.trace.push({
    kind: 'side-effect',
    ...base,
    chargeId,
    replay: false,
    cause: w.effectCount > 1 ? (cause ?? w.lastMiss) : null,
  });
  if (key !== null) {
    const store = storeFor(s, a.region);
    const createdAt = w.stores.get(store)?.get(key)?.createdAt ?? a.t;
    write(w, store, key, { status: 'succeeded', createdAt, response: { status: 200, chargeId } });
    w.trace.push({ kind: 'store-commit', ...base, store, key, chargeId });
  }
  return respond(200, chargeId, false);
}
