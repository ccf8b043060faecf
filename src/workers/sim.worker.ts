// The thin worker entry of the simulation worker: runs any engine's job to the end, posting
// progress between steps. It never needs to hear "cancel": the page cancels by terminating it.
import { createEngineTask, transferablesOf } from '@/core/sim/engines';
import { PROGRESS_INTERVAL_MS, type FromWorker, type ToWorker } from './sim-protocol';
import { errorMessage, workerScope } from './worker-scope';

const scope = workerScope<ToWorker, FromWorker>();
const post = (message: FromWorker, transfer: Transferable[] = []) =>
  scope.postMessage(message, transfer);

scope.onmessage = (event) => {
  const { runId, job } = event.data;
  const started = performance.now();
  try {
    const task = createEngineTask(job);
    let last = started;
    let chunk = 1024;
    for (;;) {
      const before = performance.now();
      const finished = task.step(chunk);
      const now = performance.now();
      // Aim for steps of about 10 ms, whatever the cost of a unit.
      chunk = Math.max(
        1,
        Math.min(1 << 22, Math.round((chunk * 10) / Math.max(0.5, now - before))),
      );
      if (finished) break;
      if (now - last >= PROGRESS_INTERVAL_MS) {
        last = now;
        post({
          type: 'progress',
          runId,
          done: task.done(),
          total: task.total,
          partial: task.partial(),
        });
      }
    }
    const outcome = task.result();
    post(
      { type: 'result', runId, outcome, ms: performance.now() - started },
      transferablesOf(outcome),
    );
  } catch (error) {
    post({ type: 'error', runId, message: errorMessage(error) });
  }
};
