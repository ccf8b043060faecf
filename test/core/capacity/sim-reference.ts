import type { CapacitySimParams } from '@/core/capacity/simulate';
import { createServiceSampler } from '@/core/capacity/service';
import { exponential } from '@/core/random/exponential';
import { createRng } from '@/core/random/prng';

/**
 * The capacity simulation written the slow, obvious way, for small runs: the same random streams
 * (gaps from the seed's first fork, services from its second, one of each per request, in
 * order), but the earliest-free server and the earliest user found by a linear scan, and the
 * busy time inside the measured window summed request by request from every request's service
 * interval. Returns the measured waits and responses in request order, the window and the busy
 * time.
 */
export function referenceQueue(p: CapacitySimParams) {
  const root = createRng(p.seed);
  const gapRng = root.fork();
  const sampler = createServiceSampler(root.fork(), p.service, p.cv);
  const closed = p.loop === 'closed';
  const gapMean = closed ? p.think : 1 / p.rate;
  const draw = () => (gapMean > 0 ? gapMean * exponential(gapRng) : 0);
  const free: number[] = Array.from({ length: p.servers }, () => 0);
  const next: number[] = closed ? Array.from({ length: p.users }, draw) : [];
  const intervals: Array<readonly [number, number]> = [];
  const waits: number[] = [];
  const responses: number[] = [];
  let t = 0;
  let start = 0;
  const argmin = (xs: number[]) => xs.reduce((best, x, i) => (x < xs[best]! ? i : best), 0);
  for (let i = 0; i < p.warmup + p.requests; i++) {
    const gap = draw();
    const s = sampler.next();
    let user = -1;
    if (closed) {
      user = argmin(next);
      t = next[user]!;
    } else {
      t += gap;
    }
    const server = argmin(free);
    const begin = Math.max(t, free[server]!);
    free[server] = begin + s;
    if (closed) next[user] = begin + s + gap;
    intervals.push([begin, begin + s]);
    if (i >= p.warmup) {
      waits.push(begin - t);
      responses.push(begin - t + s);
    }
    if (i === p.warmup - 1) start = t;
  }
  const end = t;
  let busy = 0;
  for (const [a, b] of intervals) busy += Math.max(0, Math.min(b, end) - Math.max(a, start));
  return { waits, responses, start, end, busy };
}
