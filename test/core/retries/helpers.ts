/** Small statistics helpers for the seeded distribution tests. */

/** Kolmogorov–Smirnov statistic D = sup |F_n(x) − F(x)| of a sample against a CDF. */
export function ksStatistic(sample: readonly number[], cdf: (x: number) => number): number {
  const sorted = [...sample].sort((a, b) => a - b);
  const n = sorted.length;
  let d = 0;
  sorted.forEach((x, i) => {
    const f = cdf(x);
    d = Math.max(d, Math.abs((i + 1) / n - f), Math.abs(f - i / n));
  });
  return d;
}

/** The KS critical value at significance 0.001 (c(α) = 1.949) for n samples. */
export const ksCritical = (n: number) => 1.949 / Math.sqrt(n);

export function mean(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

export function sd(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
}

/** ∫ f over [a, b] by Simpson's rule with n (even) intervals. */
export function integrate(f: (x: number) => number, a: number, b: number, n = 2000): number {
  const h = (b - a) / n;
  let s = f(a) + f(b);
  for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
  return (s * h) / 3;
}
