/**
 * Every formatter of the app, one name per meaning, pure (no DOM), so the panels and the Node
 * CLI print the same text. `format…` writes text; its `tex…` twin writes the same figure for
 * KaTeX. Numbers that are domain objects (exact decimals, magnitudes beyond doubles) are
 * formatted next to their panel, on top of these.
 */
export * from './bytes';
export * from './duration';
export * from './number';
export * from './percent';
export * from './power';
