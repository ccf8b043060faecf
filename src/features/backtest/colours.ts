/** Burn-rate line colours per window, shortest first. */
export const BURN_COLOURS = [
  'var(--bt-w1)',
  'var(--bt-w2)',
  'var(--bt-w3)',
  'var(--bt-w4)',
  'var(--bt-w5)',
  'var(--bt-w6)',
] as const;
