import { analyseTopology } from '@/core/composition/analyse';
import type { Located } from '@/core/composition/diagnostics';
import type { Evaluation } from '@/core/composition/evaluate';
import {
  CancelledError,
  createWorkerBridge,
  hasWorkers,
  type WorkerBridge,
  type WorkerFactory,
} from './bridge';
import type { AnalyseReply, AnalyseRequest } from './composition-protocol';

/** What the page needs from a topology beyond its syntax tree. */
export interface Analysed {
  readonly errors: readonly Located[];
  readonly evaluation: Evaluation | null;
}

/** Rejects a request that a newer one replaced. */
export class AnalysisCancelledError extends CancelledError {
  constructor() {
    super('replaced by a newer topology');
    this.name = 'AnalysisCancelledError';
  }
}

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./composition.worker.ts', import.meta.url), {
    type: 'module',
    name: 'composition',
  });

/** The same answer computed here, on the main thread. */
function analyseHere(text: string): Analysed {
  const { errors, evaluation } = analyseTopology(text);
  return { errors, evaluation };
}

/**
 * One Composition worker, kept between requests. A new request replaces the one waiting for an
 * answer (whose promise then rejects with AnalysisCancelledError); the worker finishes the text
 * it is on, whose answer is dropped, and then takes the latest text only, so typing into a big
 * topology never queues one evaluation per keystroke. Where no Worker exists, or when the worker
 * fails (it could not be loaded, or it threw), the text is analysed on the main thread instead:
 * slower to answer, never a different answer.
 */
export class CompositionClient {
  private readonly bridge: WorkerBridge<string, Analysed, never>;

  constructor(factory: WorkerFactory | null) {
    this.bridge = createWorkerBridge<string, Analysed, never, AnalyseRequest, AnalyseReply>({
      factory,
      whenReplaced: 'finish',
      message: (text, runId) => ({ runId, text }),
      read: (reply, text) => ({
        answer: reply.ok
          ? { errors: reply.errors, evaluation: reply.evaluation }
          : analyseHere(text),
      }),
      here: (text) => Promise.resolve(analyseHere(text)),
      failed: analyseHere,
      cancelled: () => new AnalysisCancelledError(),
    });
  }

  analyse(text: string): Promise<Analysed> {
    return this.bridge.request(text);
  }

  /** Starts the worker ahead of the first request (its code loads while the page is idle). */
  warm(): void {
    this.bridge.warm();
  }

  /** Gives up the request waiting for an answer, if any. */
  cancel(): void {
    this.bridge.cancel();
  }
}

let shared: CompositionClient | null = null;

/** The page's one Composition client (a worker where the browser has them). */
export function compositionClient(): CompositionClient {
  return (shared ??= new CompositionClient(hasWorkers() ? defaultFactory : null));
}
