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
