import { describe, expect, it } from 'vitest';
import { createRng } from '@/core/random/prng';
import { TimerHeap } from '@/core/overload/timer-heap';

/** Pops every entry: [time, payload] in the order they come out. */
function drain(heap: TimerHeap): [number, number][] {
  const out: [number, number][] = [];
  while (heap.size > 0) {
    out.push([heap.peekTime(), heap.peekPayload()]);
    heap.pop();
  }
  return out;
}

describe('TimerHeap', () => {
  it('pops entries in time order, growing past its first 64 slots (a sort by brute force)', () => {
    const rng = createRng(3);
    for (const n of [1, 2, 3, 7, 64, 65, 300]) {
      const heap = new TimerHeap();
      const times = Array.from({ length: n }, () => Math.floor(rng.next() * 1000) / 10);
      times.forEach((t, i) => heap.push(t, i));
      expect(heap.size).toBe(n);
      const out = drain(heap);
      expect(out.map(([t]) => t)).toEqual([...times].sort((a, b) => a - b));
      // Each payload comes out with its own time, once.
      for (const [t, payload] of out) expect(times[payload]).toBe(t);
      expect(new Set(out.map(([, p]) => p)).size).toBe(n);
    }
  });

  it('is empty at Infinity, and clears', () => {
    const heap = new TimerHeap();
    expect(heap.peekTime()).toBe(Infinity);
    heap.push(5, 1);
    heap.push(2, 2);
    expect(heap.peekTime()).toBe(2);
    expect(heap.peekPayload()).toBe(2);
    heap.pop();
    expect(heap.peekTime()).toBe(5);
    expect(heap.peekPayload()).toBe(1);
    heap.pop();
    expect(heap.size).toBe(0);
    expect(heap.peekTime()).toBe(Infinity);
    heap.push(1, 9);
    heap.clear();
    expect(heap.size).toBe(0);
    expect(heap.peekTime()).toBe(Infinity);
  });

  it('interleaved pushes and pops match a sorted list', () => {
    const rng = createRng(5);
    const heap = new TimerHeap();
    const list: number[] = [];
    for (let i = 0; i < 2000; i++) {
      if (list.length > 0 && rng.next() < 0.45) {
        list.sort((a, b) => a - b);
        expect(heap.peekTime()).toBe(list.shift());
        heap.pop();
      } else {
        const t = rng.next() * 100;
        heap.push(t, i);
        list.push(t);
      }
      expect(heap.size).toBe(list.length);
    }
  });
});
