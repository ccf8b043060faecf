/**
 * Independent reference implementations for the capacity tests: none of them calls the code
 * under test, and each is computed another way (exact rationals, direct sums in log space,
 * brute-force quadrature, the MVA recursion).
 */

/** A sum with Neumaier's compensation: ln k! for k up to 10^5 to about 1e-16 relative. */
function compensatedSum(values: Iterable<number>): number {
  let sum = 0;
  let carry = 0;
  for (const v of values) {
    const t = sum + v;
    carry += Math.abs(sum) >= Math.abs(v) ? sum - t + v : v - t + sum;
    sum = t;
  }
  return sum + carry;
}

/** ln k! for k = 0…n, each by a compensated running sum of ln j. */
export function logFactorials(n: number): Float64Array {
  const out = new Float64Array(n + 1);
  let sum = 0;
  let carry = 0;
  for (let k = 1; k <= n; k++) {
    const v = Math.log(k);
    const t = sum + v;
    carry += Math.abs(sum) >= Math.abs(v) ? sum - t + v : v - t + sum;
    sum = t;
    out[k] = sum + carry;
  }
  return out;
}

/** ln Σ e^{x_i}. */
export function logSumExp(xs: readonly number[]): number {
  const top = Math.max(...xs);
  return top + Math.log(compensatedSum(xs.map((x) => Math.exp(x - top))));
}

/** Erlang B by the textbook formula (a^c/c!)/Σ_{k≤c} a^k/k!, summed in log space. */
export function erlangBDirect(c: number, a: number): number {
  const lf = logFactorials(c);
  const terms = Array.from({ length: c + 1 }, (_, k) => k * Math.log(a) - (lf[k] ?? 0));
  return Math.exp((terms[c] ?? 0) - logSumExp(terms));
}

/**
 * Erlang C by its textbook formula, summed in log space:
 * C = (a^c/c!·c/(c − a)) / (Σ_{k<c} a^k/k! + a^c/c!·c/(c − a)).
 */
export function erlangCDirect(c: number, a: number): number {
  const lf = logFactorials(c);
  const terms = Array.from({ length: c }, (_, k) => k * Math.log(a) - (lf[k] ?? 0));
  const last = c * Math.log(a) - (lf[c] ?? 0) + Math.log(c / (c - a));
  return Math.exp(last - logSumExp([...terms, last]));
}

/**
 * Erlang C exactly, in rationals, for a load a = p/q: with everything multiplied by
 * c!·q^c·(cq − p), C = p^c·c·q / ((cq − p)·Σ_{k<c} p^k q^{c−k} c!/k! + p^c·c·q).
 */
export function erlangCExact(c: number, p: bigint, q: bigint): number {
  const C = BigInt(c);
  let sum = 0n;
  let fallingFactorial = 1n; // c!/k! for k = c, c − 1, …
  for (let k = c; k >= 0; k--) {
    if (k < c) sum += p ** BigInt(k) * q ** BigInt(c - k) * fallingFactorial;
    fallingFactorial *= BigInt(k === 0 ? 1 : k);
  }
  const top = p ** C * C * q;
  const bottom = (C * q - p) * sum + top;
  const scale = 10n ** 40n;
  return Number((top * scale) / bottom) / 1e40;
}

/**
 * P(N < m) and P(N ≥ m) for N ~ Poisson(x), from weights relative to the mode (ratios x/j
 * outwards), normalised by the whole sum: no factorial, no ln Γ. Weights below 1e-80 of the
 * mode are dropped, so a tail below about 1e-70 is not resolved.
 */
export function poissonSplit(m: number, x: number): { below: number; atLeast: number } {
  const mode = Math.floor(x);
  let below = 0;
  let atLeast = 0;
  const add = (j: number, w: number) => {
    if (j < m) below += w;
    else atLeast += w;
  };
  let w = 1;
  for (let j = mode; j >= 0 && w > 1e-80; j--) {
    add(j, w);
    w *= j / x;
  }
  w = 1;
  for (let j = mode + 1; w > 1e-80; j++) {
    w *= x / j;
    add(j, w);
  }
  const total = below + atLeast;
  return { below: below / total, atLeast: atLeast / total };
}

/** Composite Simpson's rule with n (even) panels. */
export function simpson(f: (x: number) => number, a: number, b: number, n = 20_000): number {
  const h = (b - a) / n;
  let sum = f(a) + f(b);
  for (let i = 1; i < n; i++) sum += (i % 2 === 1 ? 4 : 2) * f(a + i * h);
  return (sum * h) / 3;
}

/**
 * ∫₀ᵗ s^{k−1}·f(s) ds by Simpson: in s for k ≥ 1, and for k < 1 in v with s = t·v^{1/k}
 * (∫₀ᵗ s^{k−1}f(s) ds = (t^k/k)∫₀¹ f(t·v^{1/k}) dv), which removes the singularity at 0.
 */
export function powerWeighted(k: number, f: (s: number) => number, t: number, n = 20_000) {
  if (k >= 1) return simpson((s) => s ** (k - 1) * f(s), 0, t, n);
  return (t ** k / k) * simpson((v) => f(t * v ** (1 / k)), 0, 1, n);
}

/**
 * Exact Mean Value Analysis for the single-server closed loop: R(n) = S(1 + Q(n − 1)),
 * X(n) = n/(R(n) + Z), Q(n) = X(n)·R(n), from Q(0) = 0. Returns R, X and Q for n = 0…N.
 */
export function mvaSingleServer(users: number, service: number, think: number) {
  const R = [0];
  const X = [0];
  const Q = [0];
  for (let n = 1; n <= users; n++) {
    const r = service * (1 + (Q[n - 1] ?? 0));
    const x = n / (r + think);
    R.push(r);
    X.push(x);
    Q.push(x * r);
  }
  return { R, X, Q };
}

/**
 * The closed loop's stationary distribution by its product form, in log space, for Z > 0: the
 * birth–death chain with up-rate (N − n)/Z and down-rate min(n, c)/S has
 * π_n ∝ N!/(N − n)!·(S/Z)^n / (min(n, c)!·c^{(n − c)⁺}).
 */
export function closedDistributionDirect(
  users: number,
  think: number,
  service: number,
  servers: number,
): Float64Array {
  const lf = logFactorials(users);
  const logs = Array.from(
    { length: users + 1 },
    (_, n) =>
      (lf[users] ?? 0) -
      (lf[users - n] ?? 0) +
      n * Math.log(service / think) -
      (lf[Math.min(n, servers)] ?? 0) -
      Math.max(0, n - servers) * Math.log(servers),
  );
  const total = logSumExp(logs);
  return Float64Array.from(logs, (l) => Math.exp(l - total));
}

/**
 * P(W > t) in the closed loop with Z > 0, from the definitions: by the arrival theorem a
 * request finds the loop of N − 1 users (closedDistributionDirect); finding n ≥ c others it
 * waits for n − c + 1 departures at rate c/S, an Erlang time, P(Erlang(m, c/S) > t) = P(N < m)
 * for N ~ Poisson(ct/S) (poissonSplit).
 */
export function closedWaitExceedsDirect(
  users: number,
  think: number,
  service: number,
  servers: number,
  t: number,
): number {
  const seen = closedDistributionDirect(users - 1, think, service, servers);
  let sum = 0;
  for (let n = servers; n < seen.length; n++)
    sum += (seen[n] ?? 0) * poissonSplit(n - servers + 1, (t * servers) / service).below;
  return sum;
}

/**
 * P(W_q + S > t) for gamma service (shape k, rate β) and a wait that is Exp(d) with probability
 * C and 0 otherwise, by quadrature with the factor F = e^{−x}x^{k−1}/Γ(k) (x = βt) taken out,
 * so that a tail far below 1e-100 keeps its digits:
 * P(S > t) = F·∫₀^∞ (1 + v/x)^{k−1}e^{−v} dv (s = t + v/β) and
 * C·∫₀ᵗ g(s)e^{−d(t−s)} ds = F·C·β·∫₀ᵗ (1 − w/t)^{k−1}e^{−(d−β)w} dw (w = t − s).
 * Each integrand falls at least at a known rate from its start; Simpson integrates it until it
 * is e^{−60} down. For x > k − 1 and d > β (both integrands fall from their start), with
 * 60/(d − β + (k − 1)/t) < t.
 */
export function gammaResponseTail(
  k: number,
  beta: number,
  d: number,
  C: number,
  t: number,
  logGammaK: number,
): number {
  const x = beta * t;
  const fall1 = 1 - (k - 1) / x;
  const fall2 = d - beta + (k - 1) / t;
  if (!(fall1 > 0) || !(fall2 > 0) || 60 / fall2 >= t) throw new Error('outside the oracle');
  const service = simpson((v) => (1 + v / x) ** (k - 1) * Math.exp(-v), 0, 60 / fall1);
  const wait = simpson((w) => (1 - w / t) ** (k - 1) * Math.exp(-(d - beta) * w), 0, 60 / fall2);
  return Math.exp(-x + (k - 1) * Math.log(x) - logGammaK) * (service + C * beta * wait);
}

/**
 * ln P(a, x) for x < a by the series x^a e^{−x}/Γ(a + 1)·Σ_{n≥0} x^n/((a + 1)…(a + n)), with
 * the prefactor's logarithm given (it needs ln Γ(a + 1) to the accuracy wanted).
 */
export function logLowerGammaSeries(a: number, x: number, logPrefactor: number): number {
  let term = 1;
  let sum = 1;
  for (let n = 1; term > 1e-18 * sum; n++) {
    term *= x / (a + n);
    sum += term;
  }
  return logPrefactor + Math.log(sum);
}
