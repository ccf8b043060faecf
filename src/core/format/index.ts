/**
 * Every formatter of the app, one name per meaning, pure (no DOM), so the panels and the Node
 * CLI print the same text. `format…` writes text; its `tex…` twin writes the same figure for
 * KaTeX. Numbers that are domain objects (exact decimals, magnitudes beyond doubles) are
 * formatted next to their panel, on top of these.
 */
export { formatBytes } from './bytes';
export { formatDuration, formatHours, formatSeconds, texDuration, texHours } from './duration';
export {
  formatCount,
  formatDecimal,
  formatNumber,
  formatPowerOfTen,
  formatProbability,
  formatScientific,
  groupThousands,
  plainDecimal,
  significant,
  superscript,
  texCount,
  texDecimal,
  texExact,
  texExactBase,
  texPowerOfTen,
  texScientific,
} from './number';
export {
  formatAvailabilityPercent,
  formatFractionExact,
  formatNines,
  formatNinesPercent,
  formatPercent,
  type PercentOptions,
} from './percent';
