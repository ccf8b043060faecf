/**
 * A series' samples in promtool's expanding notation (the `values:` of a test's input_series):
 * the i-th value is the sample at i × interval; `_` is a missing sample and `_xn` n of them;
 * `axn` is n + 1 copies of a; `a+bxn` is a, a+b, … n + 1 values, each the previous plus b
 * (accumulated as doubles, so a run is only written that way when that sum gives every value
 * exactly). Values are written in JavaScript's shortest form, which Go reads back to the same
 * double.
 */

/** Grid slot of every sample: (t − start) / interval, all whole (the caller checked). */
export function seriesNotation(slots: Float64Array, v: Float64Array): string {
  const tokens: string[] = [];
  let next = 0; // the next slot to write
  let i = 0;
  const n = slots.length;
  while (i < n) {
    const slot = slots[i]!;
    const gap = slot - next;
    if (gap === 1) tokens.push('_');
    else if (gap > 1) tokens.push(`_x${gap}`);
    // The longest run from i on consecutive slots that accumulating one step reproduces.
    let end = i + 1;
    if (end < n && slots[end] === slot + 1) {
      const step = v[end]! - v[i]!;
      let acc = v[i]!;
      while (end < n && slots[end] === slots[end - 1]! + 1) {
        const sum = acc + step;
        if (sum !== v[end]) break;
        acc = sum;
        end++;
      }
    }
    const count = end - i;
    const first = String(v[i]!);
    if (count < 3) {
      tokens.push(first);
      end = i + 1;
    } else {
      const step = v[i + 1]! - v[i]!;
      if (step === 0) tokens.push(`${first}x${count - 1}`);
      else tokens.push(`${first}${step < 0 ? '-' : '+'}${String(Math.abs(step))}x${count - 1}`);
    }
    next = slots[end - 1]! + 1;
    i = end;
  }
  return tokens.join(' ');
}
