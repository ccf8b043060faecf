import type { ActionKind, Verdict } from './decide';

/** A preset as the panel's inputs (URL values), with the verdict it must reach. */
export interface DecisionPreset {
  readonly id: string;
  readonly label: string;
  readonly values: {
    readonly seen: number;
    readonly n: number;
    readonly action: ActionKind;
    readonly lag: number;
    readonly maxlag: number;
    readonly up: number;
    readonly voters: number;
    readonly partition: boolean;
    readonly blast: boolean;
  };
  readonly expected: Verdict;
}

const CLEAN = {
  seen: 3,
  n: 3,
  action: 'promote',
  lag: 0.4,
  maxlag: 5,
  up: 4,
  voters: 5,
  partition: false,
  blast: true,
} as const;

/**
 * The five presets (docs/url-parameters.md, "Failover decision"); the clean promotion is also the
 * panel's worked example.
 */
export const DECISION_PRESETS: readonly DecisionPreset[] = [
  {
    id: 'flaky',
    label: 'Flaky check (not yet N)',
    values: { ...CLEAN, seen: 1, action: 'lb' },
    expected: 'keep-checking',
  },
  {
    id: 'pool',
    label: 'Remove from pool',
    values: { ...CLEAN, action: 'lb' },
    expected: 'automate',
  },
  {
    id: 'lagging',
    label: 'Promotion, lagging replica',
    values: { ...CLEAN, lag: 42 },
    expected: 'page-human',
  },
  {
    id: 'partition',
    label: 'Promotion during a partition',
    values: { ...CLEAN, up: 3, partition: true },
    expected: 'page-human',
  },
  { id: 'clean', label: 'Clean promotion', values: CLEAN, expected: 'auto-promote-and-page' },
];
