/**
 * The part of a dedicated worker's global scope a worker entry uses, typed by the messages it
 * takes (`In`) and sends (`Out`): the app compiles against the DOM lib, not the WebWorker one.
 */
export interface WorkerScope<In, Out> {
  onmessage: ((event: MessageEvent<In>) => void) | null;
  postMessage(message: Out, transfer?: Transferable[]): void;
}

/** This worker's global scope, typed by its protocol. */
export const workerScope = <In, Out>(): WorkerScope<In, Out> =>
  self as unknown as WorkerScope<In, Out>;

/** An error's message, for a reply that says the request failed. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
