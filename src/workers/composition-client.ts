import { analyseTopology } from '@/core/composition/analyse';
import type { Located } from '@/core/composition/diagnostics';
import type { Evaluation } from '@/core/composition/evaluate';
import type { AnalyseReply, AnalyseRequest } from './composition-protocol';

/** What the page needs from a topology beyond its syntax tree. */
export interface Analysed {
  readonly errors: readonly Located[];
  readonly evaluation: Evaluation | null;
}

/** Rejects a request that a newer one replaced. */
export class AnalysisCancelledError extends Error {
  constructor() {
    super('replaced by a newer topology');
    this.name = 'AnalysisCancelledError';
  }
}

export type WorkerFactory = () => Worker;

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

interface Request {
  readonly runId: number;
  readonly text: string;
  readonly resolve: (analysed: Analysed) => void;
  readonly reject: (error: Error) => void;
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
  private worker: Worker | null = null;
  private runId = 0;
  /** The request whose answer is wanted. */
  private wanted: Request | null = null;
  /** The request the worker is working on. */
  private sent: Request | null = null;
  private readonly factory: WorkerFactory | null;

  constructor(factory: WorkerFactory | null) {
    this.factory = factory;
  }

  analyse(text: string): Promise<Analysed> {
    this.cancel();
    if (!this.factory) return Promise.resolve(analyseHere(text));
    return new Promise<Analysed>((resolve, reject) => {
      this.wanted = { runId: ++this.runId, text, resolve, reject };
      if (!this.sent) this.send(this.wanted);
    });
  }

  /** Starts the worker ahead of the first request (its code loads while the page is idle). */
  warm(): void {
    if (this.factory) this.start();
  }

  /** Gives up the request waiting for an answer, if any. */
  cancel(): void {
    const wanted = this.wanted;
    this.wanted = null;
    wanted?.reject(new AnalysisCancelledError());
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = (this.factory as WorkerFactory)();
    worker.addEventListener('message', (event: MessageEvent<AnalyseReply>) =>
      this.answered(worker, event.data),
    );
    worker.addEventListener('error', () => this.failed(worker));
    worker.addEventListener('messageerror', () => this.failed(worker));
    this.worker = worker;
    return worker;
  }

  private send(request: Request): void {
    this.sent = request;
    this.start().postMessage({ runId: request.runId, text: request.text } satisfies AnalyseRequest);
  }

  private answered(worker: Worker, reply: AnalyseReply): void {
    if (worker !== this.worker || reply.runId !== this.sent?.runId) return;
    const sent = this.sent;
    this.sent = null;
    const wanted = this.wanted;
    if (!wanted) return;
    if (wanted !== sent) {
      this.send(wanted); // a newer text arrived meanwhile: its turn
      return;
    }
    this.wanted = null;
    wanted.resolve(
      reply.ok ? { errors: reply.errors, evaluation: reply.evaluation } : analyseHere(wanted.text),
    );
  }

  private failed(worker: Worker): void {
    if (worker !== this.worker) return;
    worker.terminate();
    this.worker = null;
    this.sent = null;
    const wanted = this.wanted;
    this.wanted = null;
    wanted?.resolve(analyseHere(wanted.text));
  }
}

export const hasWorkers = () => typeof Worker !== 'undefined';

let shared: CompositionClient | null = null;

/** The page's one Composition client (a worker where the browser has them). */
export function compositionClient(): CompositionClient {
  return (shared ??= new CompositionClient(hasWorkers() ? defaultFactory : null));
}
