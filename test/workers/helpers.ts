import type { NoiseParams } from '@/core/alerts/noise';
import { DAY, HOUR, MINUTE } from '@/core/alerts/tier';
import { createEngineTask } from '@/core/sim/engines';
import type { FromWorker, ToWorker } from '@/workers/sim-protocol';

type Behaviour = 'ok' | 'crash' | 'late-reply' | 'unreadable';

/**
 * A stand-in Worker that runs the engine on a microtask (so pools of any size can be tested
 * deterministically in one thread), or crashes, or answers with a stale run id first, or sends a
 * reply that cannot be deserialised (a `messageerror`).
 */
export class FakeWorker extends EventTarget {
  static created = 0;
  terminated = false;
  private readonly behaviour: Behaviour;

  constructor(behaviour: Behaviour = 'ok') {
    super();
    this.behaviour = behaviour;
    FakeWorker.created += 1;
  }

  postMessage(message: ToWorker): void {
    queueMicrotask(() => {
      if (this.terminated) return;
      if (this.behaviour === 'crash') {
        this.dispatchEvent(Object.assign(new Event('error'), { message: 'boom' }));
        return;
      }
      if (this.behaviour === 'unreadable') {
        this.dispatchEvent(new MessageEvent('messageerror'));
        return;
      }
      if (this.behaviour === 'late-reply') {
        this.reply({ type: 'error', runId: message.runId - 1, message: 'stale' });
      }
      const task = createEngineTask(message.job);
      while (!task.step(4096)) {
        this.reply({
          type: 'progress',
          runId: message.runId,
          done: task.done(),
          total: task.total,
          partial: task.partial(),
        });
      }
      this.reply({ type: 'result', runId: message.runId, outcome: task.result(), ms: 1 });
    });
  }

  private reply(data: FromWorker) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }

  terminate(): void {
    this.terminated = true;
  }
}

export const fakeFactory = (behaviours: Behaviour[] = []) => {
  let i = 0;
  return () => new FakeWorker(behaviours[i++] ?? 'ok') as unknown as Worker;
};

/** A small retries contention sweep: 3 strategies × 3 client counts, 3 runs per cell. */
export const CONTENTION = {
  runs: 3,
  seed: 5,
  clientCounts: [10, 20, 40],
  strategies: ['full', 'exponential', 'constant'] as const,
};

/** A short alerts noise run: a page and a ticket tier over 40 periods. */
export const NOISE: NoiseParams = {
  rps: 0.05,
  base: 0.002,
  budget: 0.001,
  periodSeconds: 30 * DAY,
  tiers: [
    { severity: 'page', long: HOUR, short: 5 * MINUTE, factor: 14.4, for: 0 },
    { severity: 'ticket', long: 3 * DAY, short: 6 * HOUR, factor: 1, for: 0 },
  ],
  periods: 40,
  seed: 21,
};
