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
import { compare, div, mul, ONE, toNumber, type Rational } from '@/core/exact/rational';
import { parseAll, type ParsedOf } from '@/core/fields/schema';
import { parseExactDecimal } from '@/core/input/number';
import { valueOrNull } from '@/core/input/parsed';
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
  const loop = valueOrNull(f.loop);
  const service = valueOrNull(f.service);
  const cv = valueOrNull(f.cv);
  const servers = valueOrNull(f.servers);
  if (loop === null || service === null || cv === null || servers === null) return null;
  if (loop === 'open') {
    const rate = valueOrNull(f.rate);
    return rate === null ? null : { loop, service, cv, servers, rate, users: 0, think: 0 };
  }
  const users = valueOrNull(f.users);
  const think = valueOrNull(f.think);
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

/**
 * The open loop's offered load λS read exactly from the two decimal texts: utilisation λS/c is
 * then rounded once, as the other panels' results are (0.1/s × 0.3 s on 1 server is 0.03, not
 * the 0.030000000000000002 of two rounded doubles). Null while either text is invalid.
 */
function exactOpenLoad(inputs: CapacityInputs): Rational | null {
  const rate = parseExactDecimal(inputs.rate, 'an arrival rate', '100');
  const service = parseExactDecimal(inputs.service, 'a service time', '0.05');
  return rate.ok && service.ok ? mul(rate.value, service.value) : null;
}

/**
 * The answer with ρ = load / servers from the exact load, where there is one; at exactly ρ = 1,
 * which two rounded doubles may put just below, the queue is refused as in overload.
 */
function withExactUtilisation(answer: Answer, load: Rational | null, servers: number): Answer {
  if (!load) return answer;
  const rho = div(load, BigInt(servers));
  const utilisation = toNumber(rho);
  if (answer.kind === 'stable' && compare(rho, ONE) >= 0) {
    return { kind: 'overload', utilisation, growth: 0 };
  }
  return { ...answer, utilisation };
}

export function deriveCapacity(inputs: CapacityInputs): CapacityModel {
  const fields = parseAll(CAPACITY_FIELDS, inputs);
  const loop = valueOrNull(fields.loop) ?? 'open';
  const queue = queueOf(fields);
  const exact = queue?.loop === 'open' ? exactOpenLoad(inputs) : null;
  const answer = queue
    ? withExactUtilisation(answerWith(queue, queue.servers), exact, queue.servers)
    : null;
  const target = valueOrNull(fields.target);
  const azs = valueOrNull(fields.azs);
  const stable = answer?.kind === 'stable' ? answer : null;
  const load = exact ? toNumber(exact) : queue && stable ? stable.throughput * queue.service : null;
  const needed = queue && target !== null ? neededFor(queue, target) : null;
  const lost =
    queue && target !== null && azs !== null
      ? afterZoneLoss(queue.servers, azs, target, (servers) => answerWith(queue, servers))
      : null;
  const zone =
    lost && exact && lost.left > 0
      ? { ...lost, utilisation: toNumber(div(exact, BigInt(lost.left))) }
      : lost;
  const plan =
    load !== null && needed !== null && azs !== null ? scalePlan(load, needed, azs) : null;
  const seed = valueOrNull(fields.seed);
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
