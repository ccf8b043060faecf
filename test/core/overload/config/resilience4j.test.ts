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
      // The open breaker's rejection is not retried (without this, Retry outside the breaker
      // retries CallNotPermittedException like any other exception).
      ignoreExceptions: ['io.github.resilience4j.circuitbreaker.CallNotPermittedException'],
    });
    expect(y.resilience4j.timelimiter.instances.backend).toEqual({
      timeoutDuration: '1s',
      cancelRunningFuture: true,
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
      ignoreExceptions: ['io.github.resilience4j.circuitbreaker.CallNotPermittedException'],
    });
    expect(problems(r.issues)).toEqual([]);
  });

  it('counts whole milliseconds', () => {
    const r = resilience4jConfig({ ...DEFAULTS, base: 0.0005 });
    expect(cannot(r.issues)).toContainEqual(expect.stringMatching(/written as 1ms and 1s\.$/));
  });
});

// The whole snippet at the defaults, written out by hand and reviewed against resilience4j's
// Spring Boot properties (CommonRetryConfigurationProperties: maxAttempts, waitDuration,
// enableExponentialBackoff, exponentialBackoffMultiplier, exponentialMaxWaitDuration,
// enableRandomizedWait, randomizedWaitFactor, ignoreExceptions; CircuitBreaker: slidingWindowType,
// slidingWindowSize, minimumNumberOfCalls, failureRateThreshold, waitDurationInOpenState,
// permittedNumberOfCallsInHalfOpenState; TimeLimiter: timeoutDuration, cancelRunningFuture) and
// its spring-boot3 demo's application.yml.
describe('Resilience4j, the whole snippet at the defaults', () => {
  it('retry without retrying rejections, the breaker, a 1 s TimeLimiter per attempt', () => {
    const r = resilience4jConfig(DEFAULTS);
    expect(r.text).toBe(
      [
        '# Resilience4j (Spring Boot application.yml): retry, count-based circuit breaker and time limiter for instance "backend" (Reliability Lab, #/overload)',
        "# CANNOT EXPRESS: With exponential backoff and randomized wait, retry k waits U((1 − f)·i, (1 + f)·i) with i = waitDuration·2^(k−1): f = 1 would be U(0, base·2^k), the panel's full jitter, but the Spring properties accept randomizedWaitFactor only in [0, 1), so 0.999 is written (U(0.001·i, 1.999·i)).",
        '# Use with @Retry(name = "backend") @CircuitBreaker(name = "backend") @TimeLimiter(name = "backend"),',
        '# on a method that returns a CompletionStage.',
        'resilience4j:',
        '  retry:',
        '    instances:',
        '      backend:',
        '        maxAttempts: 3',
        "        waitDuration: '50ms'",
        '        enableExponentialBackoff: true',
        '        exponentialBackoffMultiplier: 2',
        "        exponentialMaxWaitDuration: '1s'",
        '        enableRandomizedWait: true',
        '        randomizedWaitFactor: 0.999',
        '        ignoreExceptions:',
        '          - io.github.resilience4j.circuitbreaker.CallNotPermittedException',
        '  circuitbreaker:',
        '    instances:',
        '      backend:',
        '        slidingWindowType: COUNT_BASED',
        '        slidingWindowSize: 100',
        '        minimumNumberOfCalls: 100',
        '        failureRateThreshold: 50',
        "        waitDurationInOpenState: '60s'",
        '        permittedNumberOfCallsInHalfOpenState: 10',
        '  timelimiter:',
        '    instances:',
        '      backend:',
        "        timeoutDuration: '1s'",
        '        cancelRunningFuture: true',
        '',
      ].join('\n'),
    );
    expect(r.issues.map((i) => i.text)).toContainEqual(
      expect.stringMatching(
        /rejects them while open with CallNotPermittedException, which ignoreExceptions keeps the retry from retrying/,
      ),
    );
    expect(r.issues.map((i) => i.text)).toContainEqual(
      expect.stringMatching(
        /^The TimeLimiter's timeoutDuration is the per-attempt timeout \(the panel's timeout, 1s\)/,
      ),
    );
    expect(r.written.timeoutDuration).toBe(1);
  });

  it('writes the TimeLimiter in whole milliseconds, at least 1 ms, and says when it rounds', () => {
    const r = resilience4jConfig({ ...DEFAULTS, timeout: 0.0004 });
    expect(cannot(r.issues)).toContainEqual(
      "The TimeLimiter's timeoutDuration is written in whole milliseconds here (at least 1 ms): the timeout 0.0004 s is written as 1ms.",
    );
    expect(
      r4jYaml({ ...DEFAULTS, timeout: 0.25 }).resilience4j.timelimiter.instances.backend
        .timeoutDuration,
    ).toBe('250ms');
  });
});
