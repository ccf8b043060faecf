import { describe, expect, it } from 'vitest';
import { erfc, normalTail } from '@/core/idempotency/ttl';

describe('erfc at zero: the fit’s own value, on the branch of positive x', () => {
  it('erfc(0) = exp(sum of the ten Chebyshev coefficients) = exp(3e-8), not 2 minus it', () => {
    // At z = 0: t = 1, so the exponent is the plain sum of Numerical Recipes’ coefficients,
    // −1.26551223 + 1.00002368 + … + 0.17087277 = 0.00000003 (by hand); e^(3e-8) ≈ 1 + 3e-8.
    // The x < 0 branch, 2 − r, would give 1 − 3e-8: 6e-8 away.
    expect(Math.abs(erfc(0) - (1 + 3e-8))).toBeLessThan(1e-14);
    expect(Math.abs(normalTail(0) - (0.5 + 1.5e-8))).toBeLessThan(1e-14);
    // Symmetry: erfc(−x) = 2 − erfc(x), so just below zero the fit gives 1 − 3e-8.
    expect(Math.abs(erfc(-1e-300) - (1 - 3e-8))).toBeLessThan(1e-14);
  });
});
