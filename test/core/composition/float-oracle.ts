/**
 * An independent floating-point oracle for large quorums: the failure-count distribution in
 * log space (natural logarithms, log-sum-exp), so that probabilities far below 10⁻³⁰⁸ stay
 * representable. About 12 significant digits; shares no code with the model.
 */
function logAdd(a: number, b: number): number {
  if (a === -Infinity) return b;
  if (b === -Infinity) return a;
  const m = Math.max(a, b);
  return m + Math.log(Math.exp(a - m) + Math.exp(b - m));
}

/** ln P(at least k of the members up fails), i.e. ln P(failures ≥ n − k + 1). */
export function logKofNU(us: readonly number[], k: number): number {
  const lost = us.length - k + 1;
  if (lost <= 0) return -Infinity;
  let dist = Array.from({ length: lost + 1 }, (_, f) => (f === 0 ? 0 : -Infinity));
  for (const u of us) {
    const lu = Math.log(u);
    const ld = Math.log1p(-u);
    dist = dist.map((p, f) => {
      const stay = f === lost ? p : p + ld;
      return f === 0 ? stay : logAdd(stay, (dist[f - 1] ?? -Infinity) + lu);
    });
  }
  return dist[lost] ?? -Infinity;
}

/** ln U of a k-of-n group with a beta factor: q꜀ + (1 − q꜀) · U((1 − β)·u), q꜀ = β · max u. */
export function logKofNCcfU(us: readonly number[], k: number, beta: number): number {
  const qc = beta * Math.max(...us);
  const structure = logKofNU(
    us.map((u) => (1 - beta) * u),
    k,
  );
  return logAdd(Math.log(qc), Math.log1p(-qc) + structure);
}

/** Relative difference of two positive numbers given by their natural logarithms. */
export function relativeGap(logA: number, logB: number): number {
  return Math.abs(Math.expm1(logA - logB));
}
