/** Starts a worker (tests pass a stand-in). */
export type WorkerFactory = () => Worker;

export const hasWorkers = () => typeof Worker !== 'undefined';

/** A request that a newer one replaced, or that was cancelled: not an error to show. */
export class CancelledError extends Error {
  constructor(message = 'cancelled') {
    super(message);
    this.name = 'CancelledError';
  }
}

export const isCancelled = (e: unknown): e is CancelledError => e instanceof CancelledError;

/** Why a worker gave no answer to a request. The worker is ended either way. */
export type WorkerFailure =
  /** An `error` event: the worker could not be loaded, or it threw outside a request. */
  | { readonly kind: 'crashed'; readonly message: string }
  /** A `messageerror`: a reply could not be deserialised. */
  | { readonly kind: 'unreadable' }
  /** The worker replied that the request failed. */
  | { readonly kind: 'failed'; readonly message: string };

/** What one reply says about its request: the answer, progress towards it, or a failure. */
export type Reading<Answer, Progress> =
  { readonly answer: Answer } | { readonly progress: Progress } | { readonly failed: string };

/** Every message to and from a worker carries the id of the request it belongs to. */
export interface Tagged {
  readonly runId: number;
}

/** A request answered on the main thread, where there is no worker. */
export interface MainThreadRun<Progress> {
  readonly onProgress: (progress: Progress) => void;
  /** True once a newer request or cancel() replaced this one. */
  readonly cancelled: () => boolean;
}

export interface BridgeOptions<
  Request,
  Answer,
  Progress,
  ToWorker extends Tagged,
  FromWorker extends Tagged,
> {
  /** Starts the worker; null where there is none, and every request is answered by `here`. */
  readonly factory: WorkerFactory | null;
  /**
   * What a newer request, or cancel(), does to the request the worker is busy with. `terminate`
   * ends the worker, the only way to stop a busy thread (for long runs; the next request starts a
   * fresh worker). `finish` lets it finish and drops its answer, then sends the latest request
   * only (for short ones, where loading a worker again would cost more than the wait).
   */
  readonly whenReplaced: 'terminate' | 'finish';
  /** The message that asks the worker for `request`. */
  readonly message: (request: Request, runId: number) => ToWorker;
  /** Reads a reply to `request` (one with the request's id). */
  readonly read: (reply: FromWorker, request: Request) => Reading<Answer, Progress>;
  /**
   * The answer computed on the main thread, where there is no worker; once `run.cancelled()`, it
   * should reject with a CancelledError.
   */
  readonly here: (request: Request, run: MainThreadRun<Progress>) => Promise<Answer>;
  /** The answer to a request whose worker failed (the worker is ended), or throws its error. */
  readonly failed: (request: Request, failure: WorkerFailure) => Answer;
  /** The error a replaced or cancelled request rejects with (by default a CancelledError). */
  readonly cancelled?: () => CancelledError;
}

/**
 * One worker behind typed requests: the latest request wins (the one before rejects with a
 * CancelledError), a failed worker is ended and its request answered by `failed`, and where there
 * is no Worker the main thread answers instead.
 */
export interface WorkerBridge<Request, Answer, Progress> {
  /** Asks for `request`, replacing the request in progress. */
  request(request: Request, onProgress?: (progress: Progress) => void): Promise<Answer>;
  /** Starts the worker ahead of a request (its code loads meanwhile). */
  warm(): void;
  /** Gives up the request in progress, if any. */
  cancel(): void;
  /** Gives up the request in progress and ends the worker. */
  dispose(): void;
}

/** Request ids are unique across every bridge of the page: no reply is taken for another's. */
let lastRunId = 0;

export function createWorkerBridge<
  Request,
  Answer,
  Progress,
  ToWorker extends Tagged,
  FromWorker extends Tagged,
>(
  options: BridgeOptions<Request, Answer, Progress, ToWorker, FromWorker>,
): WorkerBridge<Request, Answer, Progress> {
  return options.factory
    ? workerBridge(options.factory, options)
    : mainThreadBridge<Request, Answer, Progress>(options);
}

function mainThreadBridge<Request, Answer, Progress>(
  options: Pick<BridgeOptions<Request, Answer, Progress, Tagged, Tagged>, 'here'>,
): WorkerBridge<Request, Answer, Progress> {
  let stop: (() => void) | null = null;
  const cancel = () => {
    stop?.();
    stop = null;
  };
  return {
    request(request, onProgress = () => {}) {
      cancel();
      let stopped = false;
      stop = () => {
        stopped = true;
      };
      return options.here(request, { onProgress, cancelled: () => stopped });
    },
    warm: () => {},
    cancel,
    dispose: cancel,
  };
}

interface Pending<Request, Answer, Progress> {
  readonly runId: number;
  readonly request: Request;
  readonly onProgress: (progress: Progress) => void;
  readonly resolve: (answer: Answer) => void;
  readonly reject: (error: unknown) => void;
}

function workerBridge<
  Request,
  Answer,
  Progress,
  ToWorker extends Tagged,
  FromWorker extends Tagged,
>(
  factory: WorkerFactory,
  options: BridgeOptions<Request, Answer, Progress, ToWorker, FromWorker>,
): WorkerBridge<Request, Answer, Progress> {
  const cancelledError = options.cancelled ?? (() => new CancelledError());
  let worker: Worker | null = null;
  /** The request whose answer is wanted. */
  let wanted: Pending<Request, Answer, Progress> | null = null;
  /** The request the worker is working on. */
  let sent: Pending<Request, Answer, Progress> | null = null;

  const start = (): Worker => {
    if (worker) return worker;
    const started = factory();
    started.addEventListener('message', (event: MessageEvent<FromWorker>) =>
      replied(started, event.data),
    );
    started.addEventListener('error', (event: ErrorEvent) => {
      // Handled here (answered by `failed`), so the browser need not report it as uncaught.
      event.preventDefault();
      failed(started, { kind: 'crashed', message: event.message ?? '' });
    });
    started.addEventListener('messageerror', () => failed(started, { kind: 'unreadable' }));
    worker = started;
    return started;
  };

  const send = (pending: Pending<Request, Answer, Progress>) => {
    sent = pending;
    start().postMessage(options.message(pending.request, pending.runId));
  };

  const replied = (from: Worker, reply: FromWorker) => {
    const current = sent;
    // A reply from an ended worker, or a late one to an older request.
    if (from !== worker || !current || reply.runId !== current.runId) return;
    const reading = options.read(reply, current.request);
    if ('progress' in reading) {
      if (current === wanted) current.onProgress(reading.progress);
      return;
    }
    if ('failed' in reading) {
      failed(from, { kind: 'failed', message: reading.failed });
      return;
    }
    sent = null;
    const next = wanted;
    if (!next) return;
    if (next !== current) {
      send(next); // a newer request arrived meanwhile: its turn
      return;
    }
    wanted = null;
    next.resolve(reading.answer);
  };

  const failed = (from: Worker, failure: WorkerFailure) => {
    if (from !== worker) return;
    from.terminate();
    worker = null;
    sent = null;
    const next = wanted;
    wanted = null;
    if (!next) return;
    try {
      next.resolve(options.failed(next.request, failure));
    } catch (error) {
      next.reject(error);
    }
  };

  const cancel = () => {
    const current = wanted;
    wanted = null;
    if (!current) return;
    if (options.whenReplaced === 'terminate' && sent) {
      worker?.terminate();
      worker = null;
      sent = null;
    }
    current.reject(cancelledError());
  };

  return {
    request(request, onProgress = () => {}) {
      cancel();
      const runId = ++lastRunId;
      return new Promise<Answer>((resolve, reject) => {
        wanted = { runId, request, onProgress, resolve, reject };
        if (!sent) send(wanted);
      });
    },
    warm: () => void start(),
    cancel,
    dispose() {
      cancel();
      worker?.terminate();
      worker = null;
      sent = null;
    },
  };
}
