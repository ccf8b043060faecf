import type { DecisionFacts } from '@/core/decision/decide';
import type { PathPalette } from '@/core/decision/flowchart';
import { PATH_PALETTES } from '@/features/decision/decision-palette';

/** A clean promotion: failures confirmed, the replica caught up, a quorum, blast radius known. */
export const CLEAN: DecisionFacts = {
  seen: 3,
  threshold: 3,
  action: 'promote',
  lag: 0.4,
  maxLag: 5,
  up: 4,
  voters: 5,
  partition: false,
  blastUnderstood: true,
};

/** The app's light path palette: the flowchart tests write its colours out in what they expect. */
export const PALETTE: PathPalette = PATH_PALETTES.light;
