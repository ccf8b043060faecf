import { choiceField, numberField } from '../fields/field';
import { seedField } from '../fields/seed';

/** Arrivals per second: up to a billion, beyond any one service's queue. */
const MAX_RATE = 1e9;
/** Service, think and target times: at most a day. */
const MAX_TIME = 86_400;
/** Servers and virtual users: up to 100,000 (Erlang C by recurrence is exact there). */
const MAX_SERVERS = 100_000;
/** The coefficient of variation of service times: 10 is a tail no service would keep. */
const MAX_CV = 10;
/** Zones: more than any region has. */
const MAX_AZS = 100;

/** The two ways load arrives: an open stream, or a fixed set of users who wait for each answer. */
export const LOOPS = [
  { value: 'open', label: 'Open: arrival rate' },
  { value: 'closed', label: 'Closed: virtual users' },
] as const;

export type Loop = (typeof LOOPS)[number]['value'];

/**
 * The Queueing and capacity panel's inputs: an M/M/c (or M/G/c) queue, fed by an open stream of
 * arrivals or by a closed loop of users, with a waiting-time target and the zones its servers are
 * spread over.
 */
export const CAPACITY_FIELDS = [
  choiceField('loop', 'open', LOOPS, {
    label: 'Load',
    doc: 'How load arrives: `open` (Poisson arrivals at `rate`) or `closed` (`users` virtual users, each waiting for its answer, then thinking for `think` seconds)',
    what: 'a kind of load',
  }),
  numberField('rate', '100', {
    group: 'load',
    modes: ['open'],
    label: 'Arrival rate',
    doc: 'Arrival rate λ, requests per second (Poisson)',
    hint: 'Per second, at random (Poisson).',
    what: 'an arrival rate',
    example: '100',
    min: 0,
    minExclusive: true,
    max: MAX_RATE,
    suffix: '/s',
  }),
  numberField('users', '50', {
    group: 'load',
    modes: ['closed'],
    row: 'closed',
    label: 'Virtual users',
    doc: 'Virtual users N of a closed loop (`loop=closed`): each sends one request, waits for it, thinks, and sends the next',
    hint: 'Each waits for its answer before the next.',
    what: 'a number of users',
    example: '50',
    min: 1,
    max: MAX_SERVERS,
    integer: true,
  }),
  numberField('think', '0.5', {
    group: 'load',
    modes: ['closed'],
    row: 'closed',
    label: 'Think time',
    doc: 'Mean think time Z between a user’s answer and its next request, seconds (exponential; 0 = at once)',
    hint: 'Mean pause before the next request.',
    what: 'a think time',
    example: '0.5',
    min: 0,
    max: MAX_TIME,
    unit: 's',
  }),
  numberField('service', '0.05', {
    group: 'servers',
    row: 'service',
    label: 'Service time',
    doc: 'Mean service time S, seconds (one request on one server)',
    hint: 'Mean, per request.',
    what: 'a service time',
    example: '0.05',
    min: 0,
    minExclusive: true,
    max: MAX_TIME,
    unit: 's',
  }),
  numberField('cv', '1', {
    group: 'servers',
    row: 'service',
    label: 'Service-time CV',
    doc: 'Coefficient of variation of service times (standard deviation / mean): 1 = exponential (exact M/M/c), 0 = constant; other values use the Allen–Cunneen approximation',
    hint: '1 = exponential (exact), 0 = constant; else approximate.',
    what: 'a coefficient of variation',
    example: '1',
    min: 0,
    max: MAX_CV,
  }),
  numberField('servers', '8', {
    group: 'servers',
    row: 'fleet',
    label: 'Servers',
    doc: 'Servers c (workers, pods, threads) taking requests from one queue',
    hint: 'Taking requests from one queue.',
    what: 'a number of servers',
    example: '8',
    min: 1,
    max: MAX_SERVERS,
    integer: true,
  }),
  numberField('azs', '3', {
    group: 'servers',
    row: 'fleet',
    label: 'Zones',
    doc: 'Availability zones the servers are spread over, as evenly as possible',
    hint: 'Servers spread evenly.',
    what: 'a number of zones',
    example: '3',
    min: 1,
    max: MAX_AZS,
    integer: true,
  }),
  numberField('target', '0.1', {
    group: 'target',
    label: 'Waiting-time target',
    doc: 'Waiting-time target, seconds: the queueing delay 99% of requests should stay within',
    hint: 'Time in the queue, for 99% of requests.',
    what: 'a waiting-time target',
    example: '0.1',
    min: 0,
    max: MAX_TIME,
    unit: 's',
  }),
  seedField({
    group: 'simulation',
    doc: 'Seed of the M/G/c simulation that checks the closed forms',
  }),
] as const;
