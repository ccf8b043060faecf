import { describe, expect, it } from 'vitest';
import { createOutcomeWindow, recordOutcome } from '@/core/overload/outcome-window';

describe('the outcome window, hand-worked', () => {
  it('keeps the last N outcomes, evicting the oldest', () => {
    const w = createOutcomeWindow(1, 3);
    recordOutcome(w, 0, false);
    recordOutcome(w, 0, true);
    recordOutcome(w, 0, true);
    expect([w.calls[0], w.failures[0]]).toEqual([3, 1]);
    recordOutcome(w, 0, true); // the failure leaves
    expect([w.calls[0], w.failures[0]]).toEqual([3, 0]);
  });
});
