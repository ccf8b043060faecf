/**
 * Quantities a panel's result can stand for and another panel's fields take as input, so that a
 * result opens in that panel ("Open in …", lib/results/links.ts). A result says which quantity it
 * carries in its declaration; a field says which part of which quantity it accepts in its own
 * (`accepts`, core/fields/field.ts). Nothing is wired panel by panel.
 */
export interface QuantityParts {
  /** An availability in percent, as exact decimal text (`99.9999999999`, never a rounded double). */
  'availability-percent': 'percent';
  /** A health check: its interval in seconds and its failure threshold (failed checks in a row). */
  'health-check': 'interval' | 'threshold';
}

export type Quantity = keyof QuantityParts;

/** What a field accepts: one part of a quantity (a field takes a whole quantity's only part). */
export type Accepts = {
  readonly [Q in Quantity]: { readonly quantity: Q; readonly part: QuantityParts[Q] };
}[Quantity];
