import { availabilityField, calendarField } from '../availability/fields';
import { numberField, textField } from '../fields/field';

/** The worked example: a chain with a redundant database (a preset too). */
export const DEFAULT_TOPOLOGY =
  'series(\n  lb: 99.99,\n  app: 99.95,\n  parallel(db1: 99.99, db2: 99.99)\n)';

/** The Composition panel's inputs; the defaults are the worked example. */
export const COMPOSITION_FIELDS = [
  textField('t', DEFAULT_TOPOLOGY, {
    label: 'Topology',
    doc: 'The topology, as text in the topology language (see below)',
    values:
      'the text itself, URL-encoded by the codec; at most 50,000 characters, 500 blocks, 32 levels of nesting',
  }),
  calendarField('cal', 'Calendar convention for the downtime results'),
  numberField('qn', '5', {
    label: 'Replicas (N)',
    doc: 'Quorum helper: number of replicas N',
    hint: 'Independent replicas voting for a majority (Raft, Paxos, etcd, ZooKeeper).',
    what: 'the number of replicas',
    example: '5',
    min: 1,
    max: 99,
    integer: true,
  }),
  availabilityField('qa', '99.9', {
    label: 'Each replica’s availability',
    doc: 'Quorum helper: each replica’s availability, in percent',
  }),
] as const;
