import { attempt } from './attempt';
import type { Cause, ClientOutcome, Delivery, Region, RunResult, Scenario, Timing } from './types';
import { emptyWorld, type Phase, type Response, type World } from './world';

/** Runs generators to the end, interleaved as the timing asks; returns their responses in order. */
function schedule(
  first: Generator<Phase, Response>,
  second: Generator<Phase, Response> | null,
  timing: Timing,
): Response[] {
  const out: Response[] = [];
  const finish = (g: Generator<Phase, Response>) => {
    for (let r = g.next(); ; r = g.next()) if (r.done) return void out.push(r.value);
  };
  if (!second) return (finish(first), out);
  if (timing === 'inflight') {
    for (let r = first.next(); ; r = first.next()) {
      if (r.done) return (out.push(r.value), finish(second), out);
      if (r.value === 'claimed') break;
    }
    finish(second);
    finish(first);
    return out.reverse();
  }
  // A race: each attempt takes one step in turn, so both can read before either writes.
  const live = [first, second];
  const done = new Map<Generator<Phase, Response>, Response>();
  while (done.size < 2) {
    for (const g of live) {
      if (done.has(g)) continue;
      const r = g.next();
      if (r.done) done.set(g, r.value);
    }
  }
  return [done.get(first)!, done.get(second)!];
}

/** Runs the scenario to the client's last response; deterministic: the same scenario, the same trace. */
export function simulate(s: Scenario): RunResult {
  const w = emptyWorld(s);
  const ignored: string[] = [];
  let retriesLeft = s.retries;
  const early: Timing | null = s.race ? 'race' : s.inflight ? 'inflight' : null;
  if (s.race && s.inflight)
    ignored.push(
      'A retry that races the original cannot also arrive while it is in progress: the race is shown.',
    );
  if (early && retriesLeft === 0)
    ignored.push(
      `With no retries the ${early === 'race' ? 'race' : 'in-progress retry'} cannot happen.`,
    );
  const useEarly = early !== null && retriesLeft > 0;
  // An in-flight retry means the client timed out on attempt 1 and abandoned it: its response,
  // when it finally comes, finds nobody waiting (whether or not it would also have been lost).
  const timedOut = useEarly && early === 'inflight';
  if (timedOut && s.lost)
    ignored.push(
      'The first response cannot also be lost in transit: the client had already timed out on it.',
    );
  const first: Delivery = timedOut ? 'timed-out' : s.lost ? 'lost' : 'received';
  const one = attempt(w, { n: 1, t: 0, region: 'a', timing: 'first', delivery: first });
  let two: Generator<Phase, Response> | null = null;
  if (useEarly) {
    retriesLeft -= 1;
    two = attempt(w, { n: 2, t: 0, region: 'a', timing: early, delivery: 'received' });
  }
  const responses = schedule(one, two, early ?? 'first');
  let n = responses.length;
  let t = 0;
  let kept: Response | null = null;
  for (;;) {
    const delivered = responses.filter((r) => r.delivery === 'received');
    kept = delivered.find((r) => r.status === 200) ?? delivered[delivered.length - 1] ?? kept;
    if (kept?.status === 200) break;
    const after = kept?.status === 409 ? 'conflict' : 'lost';
    if (retriesLeft === 0) {
      w.trace.push({ kind: 'give-up', t, after });
      break;
    }
    retriesLeft -= 1;
    w.trace.push({ kind: 'wait', t, seconds: s.delay, after });
    t += s.delay;
    n += 1;
    const region: Region = s.failover ? 'b' : 'a';
    responses.splice(
      0,
      responses.length,
      ...schedule(
        attempt(w, { n, t, region, timing: 'later', delivery: 'received' }),
        null,
        'later',
      ),
    );
  }
  if (s.failover && !w.trace.some((e) => e.kind === 'send' && e.region === 'b')) {
    ignored.push('No delayed retry was needed, so nothing reached region B.');
  }
  return summarise(w, kept, ignored);
}

function summarise(w: World, kept: Response | null, ignored: string[]): RunResult {
  const outcome: ClientOutcome = !kept
    ? 'no-response'
    : kept.status === 409
      ? 'conflict-409'
      : kept.replayed
        ? 'replayed-200'
        : 'fresh-200';
  const causes: Cause[] = [];
  const duplicateCharges = w.chargeCount > 1;
  for (const e of w.trace) {
    const cause =
      e.kind === 'charge' || (e.kind === 'side-effect' && !duplicateCharges) ? e.cause : null;
    if (cause && !causes.includes(cause)) causes.push(cause);
  }
  const verdict = duplicateCharges
    ? 'duplicate-charge'
    : w.effectCount > 1
      ? 'duplicate-side-effect'
      : outcome === 'fresh-200' || outcome === 'replayed-200'
        ? 'exactly-once'
        : 'outcome-unknown';
  return {
    trace: w.trace,
    charges: w.chargeCount,
    sideEffects: w.effectCount,
    outcome,
    clientChargeId: kept?.chargeId ?? null,
    verdict,
    causes,
    ignored,
  };
}
