import { TRIGGER_START, type MetastableParams } from './types';

type Capacity = Pick<MetastableParams, 'capacity' | 'dip' | 'trigger'>;

/** Requests per second the server completes at time t: capacity, × dip during the trigger. */
export function capacityAt(p: Capacity, t: number): number {
  return t >= TRIGGER_START && t < TRIGGER_START + p.trigger ? p.capacity * p.dip : p.capacity;
}

/**
 * When a request whose service starts at `start` completes. One request is one unit of work and
 * the server does capacity(t) units per second, so service takes 1/capacity, exactly integrated
 * across the trigger's edges (a request in service when capacity drops slows down; with a dip of
 * 0 the server stalls until the trigger ends).
 */
export function finishTime(p: Capacity, start: number): number {
  const t0 = TRIGGER_START;
  const t1 = TRIGGER_START + p.trigger;
  let t = start;
  let work = 1;
  if (t < t0) {
    const end = t + work / p.capacity;
    if (end <= t0 || p.trigger <= 0) return end;
    work -= (t0 - t) * p.capacity;
    t = t0;
  }
  if (t < t1) {
    const speed = p.capacity * p.dip;
    if (speed > 0) {
      const end = t + work / speed;
      if (end <= t1) return end;
      work -= (t1 - t) * speed;
    }
    t = t1;
  }
  return t + work / p.capacity;
}
