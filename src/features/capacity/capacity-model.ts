import {
  afterZoneLoss,
  closedAnswer,
  closedServersNeeded,
  openAnswer,
  openServersNeeded,
  scalePlan,
  type Answer,
  type ScalePlan,
  type ZoneLoss,
} from '@/core/capacity/answer';
import { CAPACITY_FIELDS, type Loop } from '@/core/capacity/fields';
import { defaultWarmup, type CapacitySimParams } from '@/core/capacity/simulate';
import { parseAll, type ParsedOf } from '@/core/fields/schema';
import { formatNumber } from '@/core/format';
import type { EngineJob } from '@/core/sim/engines';
import type { CapacityInputs } from './state';

/** Requests the simulation measures at least, and at most. */
export const SIM_REQUESTS = 200_000;
export const SIM_MAX_REQUESTS = 2_000_000;
/**
 * Service times each server should see in a run: a busy fleet of c servers settles only after
 * many of its own service times, so the run measures 1,000 per Erlang of load (at least
 * SIM_REQUESTS), and a load above SIM_MAX_REQUESTS / 1,000 Erlangs is not simulated.
 */
export const SIM_PER_ERLANG = 1000;
export const SIM_MAX_LOAD = SIM_MAX_REQUESTS / SIM_PER_ERLANG;

/** The requests a run measures for `load` Erlangs. */
export const simRequests = (load: number): number =>
  Math.max(SIM_REQUESTS, Math.ceil(SIM_PER_ERLANG * load));

/** The queue the inputs describe, in one loop or the other. */
export interface CapacityQueue {
  readonly loop: Loop;
  readonly service: number;
  readonly cv: number;
  readonly servers: number;
  /** Open loop: arrivals per second. */
  readonly rate: number;
  /** Closed loop: virtual users and their mean think time. */
  readonly users: number;
  readonly think: number;
}

/** Everything the panel computes without simulating, from the inputs alone (never stored). */
export interface CapacityModel {
  readonly fields: ParsedOf<typeof CAPACITY_FIELDS>;
  readonly loop: Loop;
  /** The queue, or null while a field it needs is invalid. */
  readonly queue: CapacityQueue | null;
  /** Its closed-form answer (null with the queue). */
  readonly answer: Answer | null;
  readonly target: number | null;
  /** The fewest servers meeting the target for 99% (null when unknown). */
  readonly needed: number | null;
  readonly zone: ZoneLoss | null;
  readonly plan: ScalePlan | null;
  /** Offered work in Erlangs: λS, or the closed loop's XS. */
  readonly load: number | null;
  /** The simulation's job, when every input it needs is valid and the queue is stable. */
  readonly job: EngineJob | null;
  /** Why a stable queue is not simulated (too large a load to settle), in words. */
  readonly simRefusal: string | null;
  readonly jobKey: string;
}

const known = <T>(p: { ok: true; value: T } | { ok: false }): T | null => (p.ok ? p.value : null);

/** The queue's answer with another number of servers (the same load). */
export function answerWith(queue: CapacityQueue, servers: number): Answer {
  return queue.loop === 'open'
    ? openAnswer({ rate: queue.rate, service: queue.service, servers, cv: queue.cv })
    : closedAnswer(
        { users: queue.users, think: queue.think, service: queue.service, servers },
        queue.cv,
      );
}

function queueOf(f: ParsedOf<typeof CAPACITY_FIELDS>): CapacityQueue | null {
  const loop = known(f.loop);
  const service = known(f.service);
  const cv = known(f.cv);
  const servers = known(f.servers);
  if (loop === null || service === null || cv === null || servers === null) return null;
  if (loop === 'open') {
    const rate = known(f.rate);
    return rate === null ? null : { loop, service, cv, servers, rate, users: 0, think: 0 };
  }
  const users = known(f.users);
  const think = known(f.think);
  if (users === null || think === null) return null;
  return { loop, service, cv, servers, rate: 0, users, think };
}

function neededFor(queue: CapacityQueue, target: number): number {
  return queue.loop === 'open'
    ? openServersNeeded({ rate: queue.rate, service: queue.service, cv: queue.cv }, target)
    : closedServersNeeded(
        { users: queue.users, think: queue.think, service: queue.service },
        target,
      );
}

function simParams(
  queue: CapacityQueue,
  target: number,
  seed: number,
  load: number,
): CapacitySimParams {
  const requests = simRequests(load);
  return {
    loop: queue.loop,
    rate: queue.rate,
    service: queue.service,
    cv: queue.cv,
    servers: queue.servers,
    users: queue.users,
    think: queue.think,
    target,
    requests,
    warmup: defaultWarmup(requests, load),
    seed,
  };
}

export function deriveCapacity(inputs: CapacityInputs): CapacityModel {
  const fields = parseAll(CAPACITY_FIELDS, inputs);
  const loop = known(fields.loop) ?? 'open';
  const queue = queueOf(fields);
  const answer = queue ? answerWith(queue, queue.servers) : null;
  const target = known(fields.target);
  const azs = known(fields.azs);
  const stable = answer?.kind === 'stable' ? answer : null;
  const load =
    queue && stable
      ? stable.throughput * queue.service
      : queue && queue.loop === 'open'
        ? queue.rate * queue.service
        : null;
  const needed = queue && target !== null ? neededFor(queue, target) : null;
  const zone =
    queue && target !== null && azs !== null
      ? afterZoneLoss(queue.servers, azs, target, (servers) => answerWith(queue, servers))
      : null;
  const plan =
    load !== null && needed !== null && azs !== null ? scalePlan(load, needed, azs) : null;
  const seed = known(fields.seed);
  const simRefusal =
    load !== null && load > SIM_MAX_LOAD
      ? `a load of ${formatNumber(load, 0)} Erlangs needs more than ${formatNumber(SIM_MAX_REQUESTS)} requests to settle (${formatNumber(SIM_PER_ERLANG)} per Erlang); the closed forms stand alone up to any size.`
      : null;
  const job: EngineJob | null =
    queue && stable && load !== null && !simRefusal && target !== null && seed !== null
      ? { mode: 'capacity', params: simParams(queue, target, seed, load) }
      : null;
  return {
    fields,
    loop,
    queue,
    answer,
    target,
    needed,
    zone,
    plan,
    load,
    job,
    simRefusal,
    jobKey: JSON.stringify(job),
  };
}
