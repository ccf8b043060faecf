import { describe, expect, it } from 'vitest';
import { ALB_DEFAULT_TIMEOUT, ALB_LIMITS, albTimeoutBelowInterval } from '@/core/platforms/alb';

describe('ALB limits (Elastic Load Balancing user guide)', () => {
  it('are the documented ranges, in whole seconds and counts', () => {
    expect(ALB_LIMITS).toEqual({
      interval: [5, 300],
      timeout: [2, 120],
      threshold: [2, 10],
      deregistrationDelay: [0, 3600],
    });
    expect(ALB_DEFAULT_TIMEOUT).toBe(5);
  });

  it('keeps a timeout that is already below the interval', () => {
    expect(albTimeoutBelowInterval(5, 30)).toBe(5);
    expect(albTimeoutBelowInterval(2, 5)).toBe(2);
    expect(albTimeoutBelowInterval(29, 30)).toBe(29);
  });

  it('forces the timeout to one second under the interval when it is not shorter', () => {
    expect(albTimeoutBelowInterval(30, 30)).toBe(29);
    expect(albTimeoutBelowInterval(120, 10)).toBe(9);
    expect(albTimeoutBelowInterval(6, 6)).toBe(5);
  });

  it('never writes a timeout under the ALB minimum of 2 s', () => {
    // An interval of 2 s would leave 1 s, below what the API accepts.
    expect(albTimeoutBelowInterval(5, 2)).toBe(2);
    expect(albTimeoutBelowInterval(1, 300)).toBe(2);
  });
});
