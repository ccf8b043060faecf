import { describe, expect, it } from 'vitest';
import { finagleRetryBudget, scalaDuration } from '@/core/overload/config/finagle';
import { cannot, CONFIG_DEFAULTS as DEFAULTS, lines, problems } from '../helpers';

describe('the defaults', () => {
  it('Finagle: RetryBudget(10 s, 10, 0.2), exponentialJittered(100 ms, 1 s), 2 retries', () => {
    const f = finagleRetryBudget(DEFAULTS);
    expect(f.text).toContain(
      'val budget = RetryBudget(ttl = 10.seconds, minRetriesPerSec = 10, percentCanRetry = 0.2)',
    );
    expect(f.text).toContain(
      'val backoff = Backoff.exponentialJittered(100.milliseconds, 1.seconds)',
    );
    expect(f.text).toContain(
      'RetryPolicy.backoff[Try[Nothing]](backoff.take(2))(RetryPolicy.TimeoutAndWriteExceptionsOnly)',
    );
    expect(f.text).toContain('  Http.client\n    .withRetryBudget(RetryBudget.Empty)\n');
    // The per-attempt timeout, on the client, inside the retry filter.
    expect(f.text).toContain(
      '    .withRequestTimeout(1.seconds) // per attempt: each retry has its own\n',
    );
    // HighResTimer is com.twitter.finagle.param.HighResTimer (finagle-core param/Params.scala);
    // there is no com.twitter.finagle.util.HighResTimer, so the old import did not compile.
    expect(f.text).toContain('import com.twitter.finagle.param.HighResTimer\n');
    expect(f.text).not.toContain('com.twitter.finagle.util.HighResTimer');
    expect(cannot(f.issues)).toEqual([]);
    // Full jitter is not offered: the closest is said, with how it differs.
    expect(problems(f.issues).map((i) => i.level)).toEqual(['warning']);
    expect(problems(f.issues)[0]?.text).toMatch(/no exact full jitter.*exponentialJittered/);
    expect(f.written).toEqual({
      ttl: 10,
      minRetriesPerSec: 10,
      percentCanRetry: 0.2,
      retries: 2,
      backoffStart: 0.1,
      backoffMaximum: 1,
      requestTimeout: 1,
    });
    expect(f.policies).toEqual(['finagle']);
  });
});

describe('Finagle limits', () => {
  it('keeps ttl within 1 s to 60 s, and warns exactly outside', () => {
    const low = finagleRetryBudget({ ...DEFAULTS, ttl: 0.5 });
    expect(cannot(low.issues)).toEqual([
      'RetryBudget’s ttl must be from 1 s to 60 s: 0.5 s is written as 1 s.'.replace('’', "'"),
    ]);
    expect(low.text).toContain('RetryBudget(ttl = 1.seconds,');
    const high = finagleRetryBudget({ ...DEFAULTS, ttl: 120 });
    expect(cannot(high.issues)).toEqual([expect.stringMatching(/120 s is written as 60 s\.$/)]);
    expect(high.text).toContain('RetryBudget(ttl = 60.seconds,');
    for (const ttl of [1, 10, 60]) {
      expect(cannot(finagleRetryBudget({ ...DEFAULTS, ttl }).issues)).toEqual([]);
    }
  });

  it('warns that a fractional ttl sizes the reserve in whole seconds', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, ttl: 1.5 });
    expect(f.text).toContain('RetryBudget(ttl = 1500.milliseconds,');
    expect(problems(f.issues).map((i) => i.text)).toContainEqual(
      expect.stringMatching(/ttl\.inSeconds.*× 1 s, not × 1\.5 s/),
    );
  });

  it('says how percentCanRetry is truncated, and writes a whole reserve', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, percent: 0.3 });
    expect(problems(f.issues).map((i) => i.text)).toContainEqual(
      expect.stringMatching(/= 3333 per retry, so 0\.3 behaves as 0\.300030003\./),
    );
    expect(
      problems(finagleRetryBudget({ ...DEFAULTS, percent: 0.25 }).issues).map((i) => i.text),
    ).not.toContainEqual(expect.stringMatching(/behaves as/));
    const m = finagleRetryBudget({ ...DEFAULTS, minPerSecond: 2.5 });
    expect(cannot(m.issues)).toEqual([expect.stringMatching(/2\.5 per second is written as 3\./)]);
    expect(finagleRetryBudget({ ...DEFAULTS, percent: 2000 }).written.percentCanRetry).toBe(1000);
  });

  it('writes Duration literals', () => {
    expect(scalaDuration(10)).toBe('10.seconds');
    expect(scalaDuration(0.1)).toBe('100.milliseconds');
    expect(scalaDuration(0.0001)).toBe('100000.nanoseconds');
    const zero = finagleRetryBudget({ ...DEFAULTS, base: 0 });
    expect(zero.text).toContain('val backoff = Backoff.const(Duration.Zero)');
    expect(zero.text).toContain('import com.twitter.util.{Duration, Try}');
    expect(problems(zero.issues)).toEqual([]);
  });
});

// Scala's Int literals stop at Int.MaxValue, 2147483647: a Duration of more units than that needs
// a Long literal (…L), in whichever unit it is written.
describe('Finagle: Duration literals above Int.MaxValue are Long literals', () => {
  it('writes a cap of 2.5001 s as 2500100000L.nanoseconds', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, cap: 2.5001 });
    expect(f.text).toContain(
      'val backoff = Backoff.exponentialJittered(100.milliseconds, 2500100000L.nanoseconds)\n',
    );
  });

  it('writes a ttl of 2.5001 s as 2500100000L.nanoseconds', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, ttl: 2.5001 });
    expect(f.text).toContain(
      'val budget = RetryBudget(ttl = 2500100000L.nanoseconds, minRetriesPerSec = 10, percentCanRetry = 0.2)\n',
    );
  });

  it('adds L exactly above 2147483647, in each unit', () => {
    expect(scalaDuration(2.147483647)).toBe('2147483647.nanoseconds');
    expect(scalaDuration(2.147483648)).toBe('2147483648L.nanoseconds');
    expect(scalaDuration(2147483.647)).toBe('2147483647.milliseconds');
    expect(scalaDuration(2147483.648)).toBe('2147483648L.milliseconds');
    expect(scalaDuration(2147483647)).toBe('2147483647.seconds');
    expect(scalaDuration(2147483648)).toBe('2147483648L.seconds');
  });
});

// Finagle's Duration counts whole nanoseconds. A positive backoff below 1 ns must not become zero
// (no backoff at all): it is written as 1 ns, and the snippet says so.
describe('Finagle: a positive backoff under 1 ns is written as 1 ns, and said', () => {
  it('base 2.5e-11 s: start 5e-11 s is written as 1.nanoseconds, with a cannot', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, base: 2.5e-11 });
    const text =
      "Finagle's Duration counts whole nanoseconds: the backoff start (2 × base) 5e-11 s is below its resolution of 1 ns and is written as 1 ns.";
    expect(f.text).toContain(
      'val backoff = Backoff.exponentialJittered(1.nanoseconds, 1.seconds)\n',
    );
    expect(f.issues).toContainEqual({ level: 'cannot', text });
    expect(f.text).toContain(`// CANNOT EXPRESS: ${text}\n`);
    expect(f.written.backoffStart).toBe(1e-9);
    expect(f.written.backoffMaximum).toBe(1);
  });

  it('a cap of 2.5e-10 s: start and maximum are both written as 1 ns, each said', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, cap: 2.5e-10 });
    expect(f.text).toContain(
      'val backoff = Backoff.exponentialJittered(1.nanoseconds, 1.nanoseconds)\n',
    );
    expect(f.issues.filter((i) => i.level === 'cannot')).toEqual([
      {
        level: 'cannot',
        text: "Finagle's Duration counts whole nanoseconds: the backoff start (2 × base) 2.5e-10 s is below its resolution of 1 ns and is written as 1 ns.",
      },
      {
        level: 'cannot',
        text: "Finagle's Duration counts whole nanoseconds: the backoff maximum (cap) 2.5e-10 s is below its resolution of 1 ns and is written as 1 ns.",
      },
    ]);
    expect(f.written.backoffStart).toBe(1e-9);
    expect(f.written.backoffMaximum).toBe(1e-9);
  });

  it('0.8 ns (under 1 ns but not under half) is not written as zero either', () => {
    expect(scalaDuration(8e-10)).toBe('1.nanoseconds');
    expect(scalaDuration(2.5e-11)).toBe('1.nanoseconds');
    expect(scalaDuration(1e-9)).toBe('1.nanoseconds');
    expect(scalaDuration(0)).toBe('0.seconds');
  });

  it('exactly 1 ns is expressible: no cannot', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, base: 5e-10 });
    expect(f.text).toContain(
      'val backoff = Backoff.exponentialJittered(1.nanoseconds, 1.seconds)\n',
    );
    expect(f.issues.filter((i) => i.level === 'cannot')).toEqual([]);
  });
});

// The whole snippet, written out by hand: the defaults and inputs that take each branch (a single
// attempt, no backoff, values the platform cannot hold, rounding), every line, issue and written value.
describe('Finagle, whole snippets', () => {
  const HEADER =
    'Finagle: RetryBudget (ttl, reserve, percent) and a retry filter with jittered backoff (Reliability Lab, #/overload)';
  const IMPORTS = [
    'import com.twitter.conversions.DurationOps._',
    'import com.twitter.finagle.{Backoff, Http}',
    'import com.twitter.finagle.http.{Request, Response}',
    'import com.twitter.finagle.service.{RetryBudget, RetryExceptionsFilter, RetryPolicy}',
    'import com.twitter.finagle.stats.DefaultStatsReceiver',
    'import com.twitter.finagle.param.HighResTimer',
  ];
  const FILTER_NOTE = {
    level: 'note',
    text: 'The filter deposits once per request and withdraws once per retry, as the panel assumes; the client gets RetryBudget.Empty so its requeue filter neither deposits a second time nor retries on its own. Each client instance has its own budget.',
  };
  const TIMEOUT_NOTE = {
    level: 'note',
    text: "withRequestTimeout(1.seconds) is the per-attempt timeout (the panel's timeout): the retry filter is outside the client, so every attempt, each retry included, has its own, and an attempt that times out (IndividualRequestTimeoutException, a TimeoutException) is retried by TimeoutAndWriteExceptionsOnly.",
  };
  const EMPTY_NOTE = {
    level: 'note',
    text: 'With no percentage and no reserve, RetryBudget returns RetryBudget.Empty: no retry is ever allowed.',
  };
  /** The jitter warning with start = 2 × base = 100 ms. */
  const JITTER_100MS =
    'Finagle has no exact full jitter; Backoff.exponentialJittered (documented as full jitter, start = 2 × base) is the closest. It waits exactly start (0.1 s) before the first retry, where the panel draws U(0, 0.1 s), and exactly maximum once a window reaches it, where the panel draws U(0, cap). In its current source each later window is 2^k times the previous drawn delay, not start·2^(k−1). decorrelatedJittered and equalJittered also start at exactly start.';
  /** From the filter to the end, for `retries` retries of `attempts`. */
  const tail = (retries: number, plural: string) => [
    '',
    `// Up to ${plural} on timeouts and write failures; deposits per request, withdraws per retry.`,
    'val retries = new RetryExceptionsFilter[Request, Response](',
    `  RetryPolicy.backoff[Try[Nothing]](backoff.take(${retries}))(RetryPolicy.TimeoutAndWriteExceptionsOnly),`,
    '  HighResTimer.Default,',
    '  DefaultStatsReceiver,',
    '  budget',
    ')',
    '',
    '// Requeues off: every retry goes through the filter above, so the budget is counted once.',
    'val service = retries.andThen(',
    '  Http.client',
    '    .withRetryBudget(RetryBudget.Empty)',
    '    .withRequestTimeout(1.seconds) // per attempt: each retry has its own',
    '    .newService("backend:8080") // your destination',
    ')',
    '',
  ];

  it('the defaults: RetryBudget(10 s, 10, 0.2), exponentialJittered(100 ms, 1 s), 2 retries', () => {
    const f = finagleRetryBudget(DEFAULTS);
    expect(f.text).toBe(
      lines(
        `// ${HEADER}`,
        `// WARNING: ${JITTER_100MS}`,
        ...IMPORTS,
        'import com.twitter.util.Try',
        '',
        'val budget = RetryBudget(ttl = 10.seconds, minRetriesPerSec = 10, percentCanRetry = 0.2)',
        'val backoff = Backoff.exponentialJittered(100.milliseconds, 1.seconds)',
        ...tail(2, '2 retries (3 attempts)'),
      ),
    );
    expect(f).toEqual({
      platform: 'finagle',
      title: 'Finagle',
      language: 'scala',
      header: HEADER,
      text: f.text,
      issues: [{ level: 'warning', text: JITTER_100MS }, FILTER_NOTE, TIMEOUT_NOTE],
      policies: ['finagle'],
      approximate: [],
      written: {
        ttl: 10,
        minRetriesPerSec: 10,
        percentCanRetry: 0.2,
        retries: 2,
        backoffStart: 0.1,
        backoffMaximum: 1,
        requestTimeout: 1,
      },
    });
  });

  it('one attempt, no percentage and no reserve: RetryBudget.Empty, no retry, no jitter warning', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, attempts: 1, percent: 0, minPerSecond: 0 });
    expect(f.text).toBe(
      lines(
        `// ${HEADER}`,
        ...IMPORTS,
        'import com.twitter.util.Try',
        '',
        'val budget = RetryBudget(ttl = 10.seconds, minRetriesPerSec = 0, percentCanRetry = 0)',
        'val backoff = Backoff.exponentialJittered(100.milliseconds, 1.seconds)',
        ...tail(0, '0 retries (1 attempt)'),
      ),
    );
    expect(f.issues).toEqual([EMPTY_NOTE, FILTER_NOTE, TIMEOUT_NOTE]);
    expect(f.written).toEqual({
      ttl: 10,
      minRetriesPerSec: 0,
      percentCanRetry: 0,
      retries: 0,
      backoffStart: 0.1,
      backoffMaximum: 1,
      requestTimeout: 1,
    });
  });

  it('two attempts, a fractional ttl and reserve, a percent that 1000 does not divide', () => {
    const f = finagleRetryBudget({
      ...DEFAULTS,
      attempts: 2,
      ttl: 1.5,
      minPerSecond: 2.5,
      percent: 0.3,
    });
    const ttl =
      'Finagle sizes the reserve with ttl.inSeconds, whole seconds: minRetriesPerSec × 1 s, not × 1.5 s.';
    const reserve = 'minRetriesPerSec is a whole number (Int) ≥ 0: 2.5 per second is written as 3.';
    // ⌊1000 / 0.3⌋ = 3333 units per retry: 1000 / 3333 = 0.30003000300030… retries per request.
    const percent =
      'Finagle deposits 1000 units per request and withdraws ⌊1000 / percentCanRetry⌋ = 3333 per retry, so 0.3 behaves as 0.300030003.';
    expect(f.text).toBe(
      lines(
        `// ${HEADER}`,
        `// WARNING: ${ttl}`,
        `// CANNOT EXPRESS: ${reserve}`,
        `// WARNING: ${percent}`,
        `// WARNING: ${JITTER_100MS}`,
        ...IMPORTS,
        'import com.twitter.util.Try',
        '',
        'val budget = RetryBudget(ttl = 1500.milliseconds, minRetriesPerSec = 3, percentCanRetry = 0.3)',
        'val backoff = Backoff.exponentialJittered(100.milliseconds, 1.seconds)',
        ...tail(1, '1 retry (2 attempts)'),
      ),
    );
    expect(f.issues).toEqual([
      { level: 'warning', text: ttl },
      { level: 'cannot', text: reserve },
      { level: 'warning', text: percent },
      { level: 'warning', text: JITTER_100MS },
      FILTER_NOTE,
      TIMEOUT_NOTE,
    ]);
    expect(f.written).toEqual({
      ttl: 1.5,
      minRetriesPerSec: 3,
      percentCanRetry: 0.3,
      retries: 1,
      backoffStart: 0.1,
      backoffMaximum: 1,
      requestTimeout: 1,
    });
  });

  it('the per-attempt timeout in twitter-util Duration literals', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, timeout: 0.25 });
    expect(f.text).toContain(
      '    .withRequestTimeout(250.milliseconds) // per attempt: each retry has its own\n',
    );
    expect(f.written.requestTimeout).toBe(0.25);
    expect(f.issues.at(-1)?.text).toMatch(
      /^withRequestTimeout\(250\.milliseconds\) is the per-attempt/,
    );
  });

  it('no backoff, and a ttl, reserve and percent out of range, each written as the nearest allowed', () => {
    const f = finagleRetryBudget({
      ...DEFAULTS,
      attempts: 4,
      base: 0,
      ttl: 0.5,
      minPerSecond: 0.4,
      percent: 2000,
    });
    const ttl = "RetryBudget's ttl must be from 1 s to 60 s: 0.5 s is written as 1 s.";
    const reserve = 'minRetriesPerSec is a whole number (Int) ≥ 0: 0.4 per second is written as 0.';
    const percent =
      'percentCanRetry is a fraction from 0 to 1000 (0.2 is 20%): 2000 is written as 1000.';
    expect(f.text).toBe(
      lines(
        `// ${HEADER}`,
        `// CANNOT EXPRESS: ${ttl}`,
        `// CANNOT EXPRESS: ${reserve}`,
        `// CANNOT EXPRESS: ${percent}`,
        ...IMPORTS,
        'import com.twitter.util.{Duration, Try}',
        '',
        'val budget = RetryBudget(ttl = 1.seconds, minRetriesPerSec = 0, percentCanRetry = 1000)',
        'val backoff = Backoff.const(Duration.Zero)',
        ...tail(3, '3 retries (4 attempts)'),
      ),
    );
    // A reserve of 0 with a percentage is not RetryBudget.Empty: no note about it.
    expect(f.issues).toEqual([
      { level: 'cannot', text: ttl },
      { level: 'cannot', text: reserve },
      { level: 'cannot', text: percent },
      FILTER_NOTE,
      TIMEOUT_NOTE,
    ]);
    expect(f.written).toEqual({
      ttl: 1,
      minRetriesPerSec: 0,
      percentCanRetry: 1000,
      retries: 3,
      backoffStart: 0,
      backoffMaximum: 0,
      requestTimeout: 1,
    });
  });

  it('a percentage of 0 with a reserve is a budget, not RetryBudget.Empty', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, percent: 0 });
    expect(f.text).toContain(
      '\nval budget = RetryBudget(ttl = 10.seconds, minRetriesPerSec = 10, percentCanRetry = 0)\n',
    );
    expect(f.issues).toEqual([{ level: 'warning', text: JITTER_100MS }, FILTER_NOTE, TIMEOUT_NOTE]);
  });

  it('a percentage within a billionth (relative) of 1000 / k behaves as itself: no warning', () => {
    // ⌊1000 / 4.999999997⌋ = ⌊200.00000012⌋ = 200 units, so it behaves as 1000 / 200 = 5: off by
    // 3·10⁻⁹, under the 10⁻⁹ × 5 that counts as floating-point noise.
    const f = finagleRetryBudget({ ...DEFAULTS, percent: 4.999999997 });
    expect(f.text).toContain('percentCanRetry = 4.999999997)\n');
    expect(f.issues).toEqual([{ level: 'warning', text: JITTER_100MS }, FILTER_NOTE, TIMEOUT_NOTE]);
    // 4.99999999 is 10⁻⁸ off: that is said.
    expect(finagleRetryBudget({ ...DEFAULTS, percent: 4.99999999 }).issues[0]).toEqual({
      level: 'warning',
      text: 'Finagle deposits 1000 units per request and withdraws ⌊1000 / percentCanRetry⌋ = 200 per retry, so 4.99999999 behaves as 5.',
    });
  });
});
