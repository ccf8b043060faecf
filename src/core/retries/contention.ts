import { createNormal } from '../random/normal';
import { namedStream } from '../sim/streams';
import { sequentialCells, type SimTask } from '../sim/task';
import { EventHeap } from './event-heap';
import {
  CONTENTION_STRATEGIES,
  initialState,
  nextDelay,
  STRATEGIES,
  type BackoffParams,
  type Strategy,
} from './strategies';

/**
 * Mode `contention`, the model of the AWS study's simulator (aws-samples/aws-arch-backoff-simulator):
 * N clients each update one row once with optimistic concurrency. An attempt is a read, then a
 * conditional write; each network hop takes |Normal(10 ms, 2 ms)| and the server no time; a write
 * fails if another write succeeded since this client's read. After the n-th failure the client's
 * next read reaches the server one hop (the reply) plus one hop (the request) plus backoff(n) later.
 */
export const STUDY = {
  hopMean: 0.01,
  hopSd: 0.002,
  backoff: { base: 0.005, cap: 2 } as BackoffParams,
  clientCounts: Array.from({ length: 19 }, (_, i) => 10 * (i + 1)),
  strategies: CONTENTION_STRATEGIES,
  runs: 100,
} as const;

export interface ContentionRun {
  /** Write requests the server received, successful or not. */
  readonly calls: number;
  /** When the last client received its success, seconds. */
  readonly time: number;
}

/** Scratch arrays for up to `maxClients` clients, reused by every run of a cell. */
function createContentionScratch(maxClients: number) {
  return {
    heap: new EventHeap(maxClients),
    readAt: new Float64Array(maxClients),
    failures: new Uint32Array(maxClients),
    state: new Float64Array(maxClients),
  };
}
type Scratch = ReturnType<typeof createContentionScratch>;

/**
 * One run of the study's simulation, from its own stream (seed, strategy, N, run). A write
 * succeeds when the row's version is still the one read, i.e. when no write succeeded between
 * the read's and the write's arrival at the server; so only writes are events (the read time is
 * kept per client), which halves the queue work without changing the model.
 */
export function contentionRun(
  strategy: Strategy,
  clients: number,
  seed: number,
  run: number,
  scratch: Scratch = createContentionScratch(clients),
  backoff: BackoffParams = STUDY.backoff,
): ContentionRun {
  const rng = namedStream(seed, 'retries-contention', STRATEGIES.indexOf(strategy), clients, run);
  const normal = createNormal(rng);
  const mean = STUDY.hopMean;
  const sd = STUDY.hopSd;
  const { heap, readAt, failures, state } = scratch;
  heap.clear();
  const s0 = initialState(strategy, backoff);
  for (let i = 0; i < clients; i++) {
    failures[i] = 0;
    state[i] = s0;
    // Read reaches the server; its reply reaches the client, whose write reaches the server.
    const read = Math.abs(mean + sd * normal());
    readAt[i] = read;
    heap.push(i, read + Math.abs(mean + sd * normal()) + Math.abs(mean + sd * normal()));
  }
  let lastSuccess = -1;
  let calls = 0;
  let time = 0;
  while (heap.size > 0) {
    const id = heap.peek();
    const t = heap.time[id] ?? 0;
    calls += 1;
    if (lastSuccess < (readAt[id] ?? 0)) {
      lastSuccess = t;
      const received = t + Math.abs(mean + sd * normal());
      if (received > time) time = received;
      heap.pop();
      continue;
    }
    const n = (failures[id] ?? 0) + 1;
    failures[id] = n;
    // Reply to the client, then after its backoff the next read reaches the server.
    const read =
      t +
      Math.abs(mean + sd * normal()) +
      Math.abs(mean + sd * normal()) +
      nextDelay(strategy, n, backoff, rng, state, id);
    readAt[id] = read;
    heap.rescheduleTop(read + Math.abs(mean + sd * normal()) + Math.abs(mean + sd * normal()));
  }
  return { calls, time };
}

/** Means (and standard deviations) over the runs of one (strategy, N) cell. */
export interface ContentionCell {
  readonly strategy: Strategy;
  readonly clients: number;
  readonly runs: number;
  readonly calls: number;
  readonly time: number;
  readonly callsSd: number;
  readonly timeSd: number;
}

export interface ContentionCellJob {
  readonly strategy: Strategy;
  readonly clients: number;
  readonly runs: number;
  readonly seed: number;
}

/** A cell as a task, one run per unit; runs are summed in index order (identical anywhere). */
export function createContentionCellTask(job: ContentionCellJob): SimTask<null, ContentionCell> {
  const scratch = createContentionScratch(job.clients);
  let run = 0;
  let calls = 0;
  let calls2 = 0;
  let time = 0;
  let time2 = 0;
  return {
    total: job.runs,
    done: () => run,
    step(units) {
      const end = Math.min(job.runs, run + units);
      for (; run < end; run++) {
        const r = contentionRun(job.strategy, job.clients, job.seed, run, scratch);
        calls += r.calls;
        calls2 += r.calls * r.calls;
        time += r.time;
        time2 += r.time * r.time;
      }
      return run >= job.runs;
    },
    partial: () => null,
    result: () => {
      const n = job.runs;
      const sd = (sum: number, sum2: number) =>
        n > 1 ? Math.sqrt(Math.max(0, (sum2 - (sum * sum) / n) / (n - 1))) : 0;
      return {
        ...job,
        calls: calls / n,
        time: time / n,
        callsSd: sd(calls, calls2),
        timeSd: sd(time, time2),
      };
    },
  };
}

export interface ContentionParams {
  readonly runs: number;
  readonly seed: number;
  readonly clientCounts?: readonly number[];
  readonly strategies?: readonly Strategy[];
}

/** Every (strategy, N) cell of a sweep, cheapest first within a strategy. */
export function contentionCells(p: ContentionParams): ContentionCellJob[] {
  const counts = p.clientCounts ?? STUDY.clientCounts;
  const strategies = p.strategies ?? STUDY.strategies;
  return strategies.flatMap((strategy) =>
    counts.map((clients) => ({ strategy, clients, runs: p.runs, seed: p.seed })),
  );
}

export interface ContentionResult {
  readonly params: ContentionParams;
  readonly cells: readonly ContentionCell[];
}

/** The whole sweep in one thread, cell after cell (CLI, benchmark, main-thread fallback). */
export function createContentionTask(
  p: ContentionParams,
): SimTask<ContentionCell[], ContentionResult> {
  return sequentialCells(contentionCells(p), p.runs, createContentionCellTask, (cells) => ({
    params: p,
    cells,
  }));
}
