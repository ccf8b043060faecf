import type { DecisionFacts } from '@/core/decision/decide';
import type { PathPalette } from '@/core/decision/flowchart';

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

/** A palette for the flowchart tests: the app's light colours, typed out. */
export const PALETTE: PathPalette = {
  stroke: '#0f766e',
  fill: '#e0f2ef',
  text: '#14181f',
  verdict: {
    'keep-checking': { fill: '#e0f2ef', stroke: '#0f766e' },
    automate: { fill: '#a7e8dc', stroke: '#0f766e' },
    'auto-promote-and-page': { fill: '#a7e8dc', stroke: '#0f766e' },
    'page-human': { fill: '#fbe3a1', stroke: '#b7791f' },
  },
  blocked: '#b42318',
};
