import { describe, expect, it } from 'vitest';
import { measure } from '@/cli/bench';

/** A clock that advances by the next listed duration each time a run happens. */
function scripted(durations: number[]) {
  let t = 0;
  let i = 0;
  return {
    now: () => t,
    run: () => {
      t += durations[i++] ?? 0;
    },
  };
}

describe('measure', () => {
  it('reports the best and the median wall time of the repeats', () => {
    const odd = scripted([120, 95, 180, 97, 101]);
    expect(measure(5, { now: odd.now }, odd.run)).toEqual({
      ms: 95,
      medianMs: 101,
      repeats: 5,
      cpuMs: null,
    });
    const even = scripted([10, 40, 20, 30]);
    expect(measure(4, { now: even.now }, even.run)).toMatchObject({ ms: 10, medianMs: 25 });
  });

  it('pauses between repeats, not before the first or after the last', () => {
    const events: string[] = [];
    const clock = { now: () => 0, pause: (ms: number) => events.push(`pause ${ms}`) };
    measure(3, clock, () => events.push('run'), 150);
    expect(events).toEqual(['run', 'pause 150', 'run', 'pause 150', 'run']);
  });

  it('reports the least CPU time when given a CPU clock', () => {
    const wall = scripted([50, 60, 70]);
    let cpuTime = 0;
    const spent = [48, 30, 65];
    let k = 0;
    const run = () => {
      wall.run();
      cpuTime += spent[k++] ?? 0;
    };
    expect(measure(3, { now: wall.now, cpu: () => cpuTime }, run).cpuMs).toBe(30);
  });
});
