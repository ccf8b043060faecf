/** Round values for the charts' axes: 1, 2 and 5 times a power of ten. */
const STEPS = [1, 2, 5] as const;

/** Every 1-2-5 value from the largest at or below `lo` to the smallest at or above `hi` (lo > 0). */
export function logTicks(lo: number, hi: number): number[] {
  const ticks: number[] = [];
  let power = Math.floor(Math.log10(lo));
  const below = STEPS.map((s) => s * 10 ** power).filter((v) => v <= lo);
  let started = below.length > 0;
  const first = below.at(-1);
  if (first !== undefined) ticks.push(Number(first.toPrecision(12)));
  for (let guard = 0; guard < 40; guard++, power++) {
    for (const s of STEPS) {
      const v = Number((s * 10 ** power).toPrecision(12));
      if (v <= (ticks.at(-1) ?? 0)) continue;
      if (!started && v < lo) continue;
      started = true;
      ticks.push(v);
      if (v >= hi) return ticks;
    }
  }
  return ticks;
}

/** Evenly spaced round ticks from 0 to at least `top`, about five of them. */
export function linearTicks(top: number): number[] {
  if (!(top > 0)) return [0];
  const raw = top / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = (STEPS.find((s) => s * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let v = 0; v < top + step; v += step) {
    ticks.push(Number(v.toPrecision(12)));
    if (v >= top) break;
  }
  return ticks;
}
