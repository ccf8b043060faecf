/**
 * Erlang's formulas for c servers offered a load of a Erlangs (a = λS: arrival rate times mean
 * service time, the mean number of busy servers if none were ever short).
 *
 * Erlang B, the share of arrivals a loss system (no queue) turns away, is computed by its
 * recurrence, never by a^c/c!: each step is a ratio of numbers below a + k, so c = 100,000 is as
 * accurate as c = 1. Erlang C, the chance that an arrival to the M/M/c queue waits, follows from B.
 */

/**
 * One step of the Erlang B recurrence: B(k) = a·B(k − 1)/(k + a·B(k − 1)) from B(k − 1).
 * The one expression every caller uses, so that a search over c gets the same bits as erlangB.
 */
function nextBlocking(servers: number, load: number, previous: number): number {
  const offered = load * previous;
  return offered / (servers + offered);
}

/**
 * Erlang B: the blocking probability of c servers with no queue offered a Erlangs,
 * B(c, a) = (a^c/c!)/Σ_{k≤c} a^k/k!, by the stable recurrence B(0) = 1,
 * B(k) = a·B(k − 1)/(k + a·B(k − 1)). O(c); no factorials, no overflow.
 */
export function erlangB(servers: number, load: number): number {
  let blocking = 1;
  for (let k = 1; k <= servers; k++) blocking = nextBlocking(k, load, blocking);
  return blocking;
}

/**
 * The Erlang B values B(0) = 1, B(1), B(2), … for one load, one per step: a search over the
 * number of servers reads them in order and pays O(c) in all, not O(c²). Never ends by itself.
 */
export function* erlangBSequence(load: number): Generator<number, never> {
  let blocking = 1;
  for (let k = 1; ; k++) {
    yield blocking;
    blocking = nextBlocking(k, load, blocking);
  }
}

/**
 * Erlang C from Erlang B for the same c and a: C = c·B/(c − a(1 − B)). Precondition a < c (a
 * stable queue); for a ≥ c every arrival waits and it returns 1.
 */
export function erlangCFromB(servers: number, load: number, blocking: number): number {
  if (load >= servers) return 1;
  return Math.min(1, (servers * blocking) / (servers - load * (1 - blocking)));
}

/**
 * Erlang C: the probability that an arrival to an M/M/c queue (Poisson arrivals, exponential
 * service, c servers) has to wait, C(c, a) = c·B(c, a)/(c − a(1 − B(c, a))) with a = λS Erlangs.
 * Precondition: a < c, the only case with a steady state; for a ≥ c the queue grows without
 * bound, every arrival eventually waits, and it returns 1.
 */
export function erlangC(servers: number, load: number): number {
  if (load >= servers) return 1;
  return erlangCFromB(servers, load, erlangB(servers, load));
}
