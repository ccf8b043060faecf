import { describe, expect, it } from 'vitest';
import { mapTask, runToEnd, sequentialCells, type SimTask } from '@/core/sim/task';

/** A task that counts `n` units and returns their sum 0 + 1 + … + (n − 1). */
function counter(n: number): SimTask<number, number> {
  let done = 0;
  let sum = 0;
  return {
    total: n,
    done: () => done,
    step(units) {
      const end = Math.min(n, done + units);
      for (; done < end; done++) sum += done;
      return done >= n;
    },
    partial: () => done,
    result: () => sum,
  };
}

describe('simulation tasks', () => {
  it('runs a task to its end in chunks', () => {
    expect(runToEnd(counter(10), 3)).toBe(45);
    expect(runToEnd(counter(100_000))).toBe((100_000 * 99_999) / 2);
  });

  it('maps partials and results, and passes the rest through', () => {
    const inner = counter(5);
    const t = mapTask(
      inner,
      (p) => `done ${p}`,
      (r) => r * 2,
    );
    expect(t.total).toBe(5);
    expect(t.step(2)).toBe(false);
    expect(t.done()).toBe(2);
    expect(t.partial()).toBe('done 2');
    expect(t.step(10)).toBe(true);
    expect(t.result()).toBe(20);
  });

  it('runs cells one after another, carrying the budget across cells', () => {
    const made: number[] = [];
    const t = sequentialCells(
      [3, 4, 5],
      10,
      (n: number) => {
        made.push(n);
        return counter(n);
      },
      (cells) => cells.join('+'),
    );
    // Units are the cells' own (3 + 4 + 5 = 12), total counts perCell each.
    expect(t.total).toBe(30);
    expect(t.done()).toBe(0);
    expect(t.step(2)).toBe(false);
    expect(t.done()).toBe(2);
    expect(t.partial()).toEqual([]);
    // 1 more ends cell 1 (sum 3); the other 4 end cell 2 (sum 6).
    expect(t.step(5)).toBe(false);
    expect(t.partial()).toEqual([3, 6]);
    expect(made).toEqual([3, 4, 5]);
    expect(t.done()).toBe(20);
    const before = t.partial();
    before.push(99);
    expect(t.partial()).toEqual([3, 6]);
    expect(t.step(4)).toBe(false);
    expect(t.done()).toBe(24);
    expect(t.step(1)).toBe(true);
    expect(t.done()).toBe(30);
    expect(t.result()).toBe('3+6+10');
  });

  it('has nothing to do for no cells', () => {
    const t = sequentialCells([], 10, counter, (cells) => cells.length);
    expect(t.total).toBe(0);
    expect(t.done()).toBe(0);
    expect(t.step(1)).toBe(true);
    expect(t.result()).toBe(0);
  });

  it('does not step with no budget', () => {
    const t = sequentialCells([2], 2, counter, (cells) => cells[0]);
    expect(t.step(0)).toBe(false);
    expect(t.done()).toBe(0);
    expect(runToEnd(t)).toBe(1);
  });
});
