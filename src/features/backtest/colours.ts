/** Tier colours, in order (backtest.css: Okabe–Ito, lightened for dark). */
export const TIER_COLOURS = [
  'var(--bt-t1)',
  'var(--bt-t2)',
  'var(--bt-t3)',
  'var(--bt-t4)',
  'var(--bt-t5)',
  'var(--bt-t6)',
] as const;

/** Burn-rate line colours per window, shortest first. */
export const BURN_COLOURS = [
  'var(--bt-w1)',
  'var(--bt-w2)',
  'var(--bt-w3)',
  'var(--bt-w4)',
  'var(--bt-w5)',
  'var(--bt-w6)',
] as const;
