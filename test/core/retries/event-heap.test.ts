import { describe, expect, it } from 'vitest';
import { EventHeap } from '@/core/retries/event-heap';
import { createRng } from '@/core/random/prng';

/** Pops every client: the order of their times. */
function drain(heap: EventHeap): number[] {
  const out: number[] = [];
  while (heap.size > 0) out.push(heap.pop());
  return out;
}

describe('EventHeap', () => {
  it('pops clients in order of their times (a sort by brute force)', () => {
    const rng = createRng(7);
    for (const n of [1, 2, 3, 5, 8, 33, 200]) {
      const heap = new EventHeap(n);
      const times = Array.from({ length: n }, () => Math.floor(rng.next() * 50));
      times.forEach((t, id) => heap.push(id, t));
      expect(heap.size).toBe(n);
      const order = drain(heap);
      expect(order.map((id) => times[id])).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(order).size).toBe(n);
      expect(heap.size).toBe(0);
    }
  });

  it('peeks without removing; a heap with no room has no client (−1)', () => {
    expect(new EventHeap(0).peek()).toBe(-1);
    const heap = new EventHeap(3);
    heap.push(0, 5);
    heap.push(1, 2);
    heap.push(2, 9);
    expect(heap.peek()).toBe(1);
    expect(heap.size).toBe(3);
    expect(heap.pop()).toBe(1);
    expect(heap.peek()).toBe(0);
    expect(heap.time[2]).toBe(9);
  });

  it('reschedules the earliest client with one sift', () => {
    const heap = new EventHeap(4);
    [3, 1, 4, 2].forEach((t, id) => heap.push(id, t));
    // Client 1 (t = 1) moves to t = 3.5: now after 3 (t = 2) and 0 (t = 3), before 2 (t = 4).
    heap.rescheduleTop(3.5);
    expect(heap.time[1]).toBe(3.5);
    expect(drain(heap)).toEqual([3, 0, 1, 2]);
  });

  it('rescheduling against a right child that is earlier than the left', () => {
    const heap = new EventHeap(3);
    heap.push(0, 0);
    heap.push(1, 5);
    heap.push(2, 3);
    heap.rescheduleTop(10);
    expect(drain(heap)).toEqual([2, 1, 0]);
  });

  it('keeps a rescheduled client first when it is still earliest, and clears', () => {
    const heap = new EventHeap(3);
    heap.push(0, 1);
    heap.push(1, 4);
    heap.push(2, 6);
    heap.rescheduleTop(4);
    expect(heap.peek()).toBe(0);
    heap.clear();
    expect(heap.size).toBe(0);
    heap.push(2, 1);
    expect(heap.pop()).toBe(2);
  });

  it('rescheduled and pushed clients interleave like a sorted list (brute force)', () => {
    const rng = createRng(11);
    const n = 64;
    const heap = new EventHeap(n);
    const time = new Map<number, number>();
    for (let id = 0; id < n; id++) {
      const t = rng.next() * 100;
      heap.push(id, t);
      time.set(id, t);
    }
    for (let i = 0; i < 500; i++) {
      const top = heap.peek();
      const earliest = Math.min(...time.values());
      expect(time.get(top)).toBe(earliest);
      const t = earliest + rng.next() * 30;
      heap.rescheduleTop(t);
      time.set(top, t);
    }
  });

  it('popping a heap with no room gives no client (−1), like peek', () => {
    expect(new EventHeap(0).pop()).toBe(-1);
  });
});
