import { DEFAULT_TOPOLOGY } from './fields';

/** Example architectures, as topology text in the canonical printed form. */
export interface Preset {
  readonly id: string;
  readonly label: string;
  readonly text: string;
  /** What it shows, in one line. */
  readonly point: string;
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'chain',
    label: 'Classic chain',
    text: 'series(lb: 99.99, app: 99.95, db: 99.99)',
    point:
      'A chain is worse than its weakest link: 99.93%, and the app tier owns most of the loss.',
  },
  {
    id: 'redundant-db',
    label: 'Chain with a redundant database',
    text: DEFAULT_TOPOLOGY,
    point:
      'The database pair reaches eight nines, yet the chain barely moves: the app tier bounds it.',
  },
  {
    id: 'failover-db',
    label: 'Primary and standby database',
    text: 'series(\n  lb: 99.99,\n  app: 99.95,\n  parallel[failover=99.9%](db-primary: 99.99, db-standby: 99.99)\n)',
    point:
      'A standby only helps when the switch-over works: at 99.9% failover success, the switch, not the standby, limits the pair.',
  },
  {
    id: 'quorum-3',
    label: '3-node quorum',
    text: '2of3(n1: 99.9, n2: 99.9, n3: 99.9)',
    point: 'A majority of three survives one failure: 99.9% nodes give 99.9997002%.',
  },
  {
    id: 'quorum-5',
    label: '5-node quorum',
    text: '3of5(n1: 99.9, n2: 99.9, n3: 99.9, n4: 99.9, n5: 99.9)',
    point:
      'Five nodes survive two failures: U = 9.985006 × 10⁻⁹ against 2.998 × 10⁻⁶ for three nodes, 2.5 more nines (8.0 against 5.5).',
  },
  {
    id: 'two-zones',
    label: 'Active-active across two zones, shared dependency',
    text:
      'series(\n  dns: 99.99,\n  parallel[ccf=5%](\n    series(lb-a: 99.99, app-a: 99.95, db-a: 99.99),\n' +
      '    series(lb-b: 99.99, app-b: 99.95, db-b: 99.99)\n  )\n)',
    point:
      'Two zones should square the unavailability, but a 5% common cause (shared config, deploys, control plane) caps the gain.',
  },
];
