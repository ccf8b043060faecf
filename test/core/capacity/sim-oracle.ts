/**
 * Closed forms the capacity simulation is checked against, written here from the textbook
 * formulas (not imported from src/core/capacity), so that the engine and its oracle are
 * independent.
 */

/** Erlang B by the stable recurrence B(0) = 1, B(k) = a·B(k−1)/(k + a·B(k−1)); a = λS in Erlangs. */
export function erlangB(c: number, a: number): number {
  let b = 1;
  for (let k = 1; k <= c; k++) b = (a * b) / (k + a * b);
  return b;
}

/** Erlang C: P(wait > 0) in M/M/c, C = c·B/(c − a·(1 − B)); a < c. */
export function erlangC(c: number, a: number): number {
  const b = erlangB(c, a);
  return (c * b) / (c - a * (1 - b));
}

/** M/M/c at arrival rate λ, mean service S, c servers. */
export function mmc(rate: number, service: number, c: number) {
  const a = rate * service;
  const pWait = erlangC(c, a);
  /** The conditional wait's rate cμ − λ: P(W_q > t) = C·e^(−θt). */
  const theta = c / service - rate;
  const meanWait = pWait / theta;
  return {
    pWait,
    theta,
    meanWait,
    meanResponse: meanWait + service,
    /** P(W_q > t). */
    tail: (t: number) => pWait * Math.exp(-theta * t),
    /** The density of W_q at t > 0. */
    density: (t: number) => theta * pWait * Math.exp(-theta * t),
    /** The p-quantile of W_q for p > 1 − C (0 below). */
    quantile: (p: number) => (p <= 1 - pWait ? 0 : Math.log(pWait / (1 - p)) / theta),
  };
}

/** Pollaczek–Khinchine, M/G/1: W_q = ρS(1 + cv²)/(2(1 − ρ)). */
export function pollaczekKhinchine(rate: number, service: number, cv: number): number {
  const rho = rate * service;
  return (rho * service * (1 + cv * cv)) / (2 * (1 - rho));
}

/** Allen–Cunneen's approximation of W_q in M/G/c (Poisson arrivals): Erlang C's W_q × (1 + cv²)/2. */
export function allenCunneen(rate: number, service: number, cv: number, c: number): number {
  return (mmc(rate, service, c).meanWait * (1 + cv * cv)) / 2;
}

/**
 * Exact mean value analysis of a closed loop: N users, one FCFS exponential server of mean S,
 * exponential think time Z: R(n) = S(1 + Q(n − 1)), X(n) = n/(R(n) + Z), Q(n) = X(n)R(n).
 */
export function mva(users: number, service: number, think: number) {
  let q = 0;
  let r = 0;
  let x = 0;
  for (let n = 1; n <= users; n++) {
    r = service * (1 + q);
    x = n / (r + think);
    q = x * r;
  }
  return { response: r, throughput: x, queue: q };
}
