import { createEngineTask, type EngineJob, type EngineOutcome } from '@/core/sim/engines';
import { CancelledError } from './bridge';
import { PROGRESS_INTERVAL_MS, type Progress } from './sim-protocol';

/** How long one main-thread slice may run before yielding to the browser. */
const SLICE_MS = 8;

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The fallback where no Worker exists (jsdom, old browsers): the same engine on the main thread,
 * in slices of about 8 ms with a yield between them, so typing and clicking still get through.
 */
export async function runSliced(
  job: EngineJob,
  onProgress: (p: Progress) => void,
  cancelled: () => boolean,
): Promise<{ outcome: EngineOutcome; ms: number }> {
  const started = performance.now();
  const task = createEngineTask(job);
  let chunk = 256;
  let last = started;
  for (;;) {
    if (cancelled()) throw new CancelledError();
    const sliceStart = performance.now();
    let finished = false;
    while (!finished && performance.now() - sliceStart < SLICE_MS) {
      const before = performance.now();
      finished = task.step(chunk);
      const took = performance.now() - before;
      chunk = Math.max(1, Math.min(1 << 20, Math.round((chunk * 2) / Math.max(0.25, took))));
    }
    if (finished) break;
    const now = performance.now();
    if (now - last >= PROGRESS_INTERVAL_MS) {
      last = now;
      onProgress({ done: task.done(), total: task.total, partial: task.partial() });
    }
    await yieldToBrowser();
  }
  if (cancelled()) throw new CancelledError();
  return { outcome: task.result(), ms: performance.now() - started };
}
