/** The colour of alert tier `index` (1-based), as every panel that draws tiers shows it (app.css). */
export const tierColour = (index: number): string => `var(--tier-${((index - 1) % 6) + 1})`;
