/**
 * The outcomes of each client's last `size` calls: a count-based sliding window (a ring per
 * client, subtract on evict), as Resilience4j's FixedSizeSlidingWindowMetrics keeps them.
 */
export interface OutcomeWindow {
  readonly size: number;
  /** 1 = failed, per client and slot. */
  readonly ring: Uint8Array;
  readonly head: Int32Array;
  /** Calls in the window (up to size). */
  readonly calls: Int32Array;
  readonly failures: Int32Array;
}

export function createOutcomeWindow(clients: number, size: number): OutcomeWindow {
  return {
    size,
    ring: new Uint8Array(clients * size),
    head: new Int32Array(clients),
    calls: new Int32Array(clients),
    failures: new Int32Array(clients),
  };
}

/** Records one call of client c, evicting the oldest once the window is full. */
export function recordOutcome(w: OutcomeWindow, c: number, ok: boolean): void {
  const slot = c * w.size + w.head[c]!;
  const failed = ok ? 0 : 1;
  if (w.calls[c]! === w.size) w.failures[c] = w.failures[c]! - w.ring[slot]!;
  else w.calls[c] = w.calls[c]! + 1;
  w.ring[slot] = failed;
  w.failures[c] = w.failures[c]! + failed;
  w.head[c] = (w.head[c]! + 1) % w.size;
}

/** Forgets client c's calls (a breaker that changes state starts a new window). */
export function clearOutcomes(w: OutcomeWindow, c: number): void {
  w.head[c] = 0;
  w.calls[c] = 0;
  w.failures[c] = 0;
  w.ring.fill(0, c * w.size, (c + 1) * w.size);
}
