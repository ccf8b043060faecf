/** Arrival counts per bucket of equal width, starting at t = 0. */
export interface Histogram {
  /** Bucket width, seconds. */
  readonly bucket: number;
  readonly counts: Uint32Array;
}

/** The largest bucket count and where it is (index of its first occurrence). */
export function peakOf(counts: ArrayLike<number>): { peak: number; index: number } {
  let peak = 0;
  let index = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i] ?? 0;
    if (c > peak) {
      peak = c;
      index = i;
    }
  }
  return { peak, index };
}

/**
 * Merges every `factor` neighbouring buckets into one (sums), for drawing at most a few hundred
 * bars; the last merged bucket may cover fewer. Returns counts per merged bucket.
 */
export function rebin(counts: ArrayLike<number>, factor: number): Uint32Array {
  const f = Math.max(1, Math.floor(factor));
  const out = new Uint32Array(Math.ceil(counts.length / f));
  for (let i = 0; i < counts.length; i++) {
    const j = Math.floor(i / f);
    out[j] = (out[j] ?? 0) + (counts[i] ?? 0);
  }
  return out;
}

/** The merge factor that brings `length` buckets down to at most `maxBars`. */
export function rebinFactor(length: number, maxBars: number): number {
  return Math.max(1, Math.ceil(length / Math.max(1, maxBars)));
}

/** At most this many bars per wave histogram: more are not readable, and are slow to draw. */
export const WAVE_MAX_BARS = 80;
