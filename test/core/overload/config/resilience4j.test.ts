import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { resilience4jConfig } from '@/core/overload/config/resilience4j';
import { cannot, CONFIG_DEFAULTS as DEFAULTS, problems, r4jYaml, type R4jYaml } from '../helpers';

describe('the defaults', () => {
  it('Resilience4j: retry and a count-based breaker; f = 0.999 is the nearest to full jitter', () => {
    const r = resilience4jConfig(DEFAULTS);
    const y = parse(r.text) as R4jYaml;
    expect(y.resilience4j.retry.instances.backend).toEqual({
      maxAttempts: 3,
      waitDuration: '50ms',
      enableExponentialBackoff: true,
      exponentialBackoffMultiplier: 2,
      exponentialMaxWaitDuration: '1s',
      enableRandomizedWait: true,
      randomizedWaitFactor: 0.999,
    });
    expect(y.resilience4j.circuitbreaker.instances.backend).toEqual({
      slidingWindowType: 'COUNT_BASED',
      slidingWindowSize: 100,
      minimumNumberOfCalls: 100,
      failureRateThreshold: 50,
      waitDurationInOpenState: '60s',
      permittedNumberOfCallsInHalfOpenState: 10,
    });
    expect(cannot(r.issues)).toEqual([
      expect.stringMatching(/randomizedWaitFactor only in \[0, 1\)/),
    ]);
    // 0.05 × 2² = 0.2 s stays under the 1 s cap: no capping warning.
    expect(problems(r.issues)).toHaveLength(1);
    expect(r.issues.map((i) => i.text)).toContain(
      'Resilience4j has no retry budget: only maxAttempts limits retries.',
    );
    expect(r.policies).toEqual(['retries', 'breaker_all']);
  });
});

describe('Resilience4j limits', () => {
  it('warns when a window passes the cap, since Resilience4j caps after the draw', () => {
    const r = resilience4jConfig({ ...DEFAULTS, attempts: 5, base: 0.1, cap: 1 });
    expect(problems(r.issues).map((i) => i.text)).toContainEqual(
      expect.stringMatching(/caps after the random draw/),
    );
    // 0.1 × 2³ = 0.8 s < 1 s: no retry of 4 attempts reaches the cap.
    expect(
      problems(resilience4jConfig({ ...DEFAULTS, attempts: 4, base: 0.1, cap: 1 }).issues).map(
        (i) => i.text,
      ),
    ).not.toContainEqual(expect.stringMatching(/caps after/));
  });

  it('writes no backoff as a fixed wait of 0 ms, exactly', () => {
    const r = resilience4jConfig({ ...DEFAULTS, base: 0 });
    expect(r4jYaml({ ...DEFAULTS, base: 0 }).resilience4j.retry.instances.backend).toEqual({
      maxAttempts: 3,
      waitDuration: '0ms',
    });
    expect(problems(r.issues)).toEqual([]);
  });

  it('counts whole milliseconds', () => {
    const r = resilience4jConfig({ ...DEFAULTS, base: 0.0005 });
    expect(cannot(r.issues)).toContainEqual(expect.stringMatching(/written as 1ms and 1s\.$/));
  });
});
