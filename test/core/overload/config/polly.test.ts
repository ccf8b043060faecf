import { describe, expect, it } from 'vitest';
import { pollyPipeline } from '@/core/overload/config/polly';
import { CONFIG_DEFAULTS as DEFAULTS, lines, problems } from '../helpers';

describe('the defaults', () => {
  it('Polly v8: retry (2, exponential, jitter, 50 ms, 1 s) outside a breaker (0.5, 100, 60 s)', () => {
    const p = pollyPipeline({ ...DEFAULTS, rate: 1000 });
    expect(p.text).toContain(
      [
        '    .AddRetry(new RetryStrategyOptions',
        '    {',
        '        MaxRetryAttempts = 2,',
        '        BackoffType = DelayBackoffType.Exponential,',
        '        UseJitter = true,',
        '        Delay = TimeSpan.FromSeconds(0.05),',
        '        MaxDelay = TimeSpan.FromSeconds(1),',
        '        ShouldHandle = new PredicateBuilder().Handle<Exception>(e =>',
        '            e is not BrokenCircuitException and not OperationCanceledException),',
        '    })',
        '    .AddCircuitBreaker(new CircuitBreakerStrategyOptions',
        '    {',
        '        FailureRatio = 0.5,',
        '        SamplingDuration = TimeSpan.FromSeconds(10),',
        '        MinimumThroughput = 100,',
        '        BreakDuration = TimeSpan.FromSeconds(60),',
        '    })',
        '    .AddTimeout(TimeSpan.FromSeconds(1)) // per attempt: inside the retry and the breaker',
        '    .Build();',
      ].join('\n'),
    );
    // Polly's default ShouldHandle retries every exception but OperationCanceledException, the
    // open breaker's BrokenCircuitException included: the snippet must exclude it.
    expect(p.text).not.toMatch(/Handle<BrokenCircuitException>/);
    const texts = problems(p.issues).map((i) => i.text);
    expect(texts).toEqual([
      expect.stringMatching(/no full jitter.*decorrelated jitter/),
      // 1000/s over 100 clients is 10/s each: 100 calls take 10 s.
      expect.stringMatching(/SamplingDuration, not the last 100 calls: 10 s is 100 first attempts/),
      expect.stringMatching(/one trial call/),
    ]);
    expect(p.policies).toEqual(['retries', 'breaker_all']);
    // Without the traffic, Polly's default window.
    expect(pollyPipeline(DEFAULTS).written.SamplingDuration).toBe(30);
  });
});

describe('Polly limits', () => {
  it('writes only the breaker for a single attempt', () => {
    const p = pollyPipeline({ ...DEFAULTS, attempts: 1 });
    expect(p.text).not.toContain('AddRetry');
    expect(p.policies).toEqual(['breaker_all']);
  });

  it('keeps SamplingDuration within Polly’s range', () => {
    expect(pollyPipeline({ ...DEFAULTS, rate: 1_000_000 }).written.SamplingDuration).toBe(0.5);
    expect(pollyPipeline({ ...DEFAULTS, clients: 10_000, rate: 1 }).written.SamplingDuration).toBe(
      86_400,
    );
  });
});

// Polly keeps SamplingDuration within 0.5 s … 86400 s. When the window that holds 100 first
// attempts lies outside, the snippet writes the nearest limit and says how many calls it holds.
describe("Polly: a SamplingDuration clamped to Polly's limits is said to be clamped", () => {
  it('1,000,000/s over 100 clients: 0.01 s is below 0.5 s, written as 0.5 s, which holds 5000', () => {
    const p = pollyPipeline({ ...DEFAULTS, rate: 1_000_000 });
    const text =
      "Polly's breaker counts the calls of the last SamplingDuration, not the last 100 calls, and SamplingDuration is at least 0.5 s: the 0.01 s that holds 100 first attempts at 10000 requests/s per client instance is written as 0.5 s, which holds 5000; retries put more calls in the window.";
    expect(p.issues[1]).toEqual({ level: 'cannot', text });
    expect(p.text).toContain(`// CANNOT EXPRESS: ${text}\n`);
    expect(p.text).not.toContain('0.5 s is 100 first attempts');
    expect(p.text).toContain('        SamplingDuration = TimeSpan.FromSeconds(0.5),\n');
    expect(p.written.SamplingDuration).toBe(0.5);
  });

  it('0.001/s over 100 clients: 10000000 s is above 86400 s, written as 86400 s, which holds 0.864', () => {
    const p = pollyPipeline({ ...DEFAULTS, rate: 0.001 });
    expect(p.issues[1]).toEqual({
      level: 'cannot',
      text: "Polly's breaker counts the calls of the last SamplingDuration, not the last 100 calls, and SamplingDuration is at most 86400 s: the 10000000 s that holds 100 first attempts at 0.00001 requests/s per client instance is written as 86400 s, which holds 0.864; retries put more calls in the window.",
    });
    expect(p.text).toContain('        SamplingDuration = TimeSpan.FromSeconds(86400),\n');
    expect(p.written.SamplingDuration).toBe(86_400);
  });

  it('exactly 0.5 s (20,000/s over 100 clients) is within the limits: the plain warning, not a clamp', () => {
    const p = pollyPipeline({ ...DEFAULTS, rate: 20_000 });
    expect(p.issues[1]).toEqual({
      level: 'warning',
      text: "Polly's breaker counts the calls of the last SamplingDuration, not the last 100 calls: 0.5 s is 100 first attempts at 200 requests/s per client instance; retries put more calls in the window.",
    });
  });
});

// The whole snippet, written out by hand: the defaults and inputs that take each branch (a single
// attempt, no backoff, values the platform cannot hold, rounding), every line, issue and written value.
describe('Polly v8, whole snippets', () => {
  const HEADER =
    'Polly v8: retry with exponential backoff and jitter, then a circuit breaker, then a per-attempt timeout (Reliability Lab, #/overload)';
  const JITTER_50MS =
    'Polly has no full jitter: Exponential with UseJitter is decorrelated jitter ("DecorrelatedJitterBackoffV2"). Delay = base (0.05 s) is its median first delay, the median of the panel\'s first U(0, 2·base) too; later retries follow Polly\'s curve, not U(0, min(cap, base·2^k)) (compare the polly strategy in #/retries).';
  const DEFAULT_WINDOW =
    "Polly's breaker counts the calls of the last SamplingDuration, not the last 100 calls: Polly's default 30 s is written; give the traffic to size it.";
  const TRIAL =
    "Polly lets one trial call through after the break, not 10: the first call's outcome closes or reopens the circuit.";
  const ORDER = {
    level: 'note',
    text: "Strategies run in the order they are added: the retry is outside, so the breaker sees every attempt, retries included (the panel's breaker_all). Each pipeline instance keeps its own breaker.",
  };
  const REJECTIONS = {
    level: 'note',
    text: "ShouldHandle keeps the retry from retrying the breaker's own rejections (BrokenCircuitException, and IsolatedCircuitException, which derives from it): a rejected call fails at once, as the panel's breaker_all. Polly's default retries every exception but OperationCanceledException, rejections included.",
  };
  const timeoutNote = (retries: boolean) => ({
    level: 'note',
    text: `AddTimeout(TimeSpan.FromSeconds(1)) is the per-attempt timeout (the panel's timeout): added last, it is inside the breaker and the retry, so it limits each attempt, and its TimeoutRejectedException is a failure the breaker counts${retries ? ' and the retry retries' : ''}.`,
  });
  const USINGS = [
    'using System;',
    'using Polly;',
    'using Polly.CircuitBreaker;',
    'using Polly.Retry;',
    '',
    'var pipeline = new ResiliencePipelineBuilder()',
  ];
  const retry = (max: number, delay: string, maxDelay: string) => [
    '    .AddRetry(new RetryStrategyOptions',
    '    {',
    `        MaxRetryAttempts = ${max},`,
    '        BackoffType = DelayBackoffType.Exponential,',
    '        UseJitter = true,',
    `        Delay = TimeSpan.FromSeconds(${delay}),`,
    `        MaxDelay = TimeSpan.FromSeconds(${maxDelay}),`,
    '        ShouldHandle = new PredicateBuilder().Handle<Exception>(e =>',
    '            e is not BrokenCircuitException and not OperationCanceledException),',
    '    })',
  ];
  const breaker = (sampling: string) => [
    '    .AddCircuitBreaker(new CircuitBreakerStrategyOptions',
    '    {',
    '        FailureRatio = 0.5,',
    `        SamplingDuration = TimeSpan.FromSeconds(${sampling}),`,
    '        MinimumThroughput = 100,',
    '        BreakDuration = TimeSpan.FromSeconds(60),',
    '    })',
    '    .AddTimeout(TimeSpan.FromSeconds(1)) // per attempt: inside the retry and the breaker',
    '    .Build();',
    '',
  ];

  it('the defaults at 1000 requests/s: 10 per client instance, so 100 calls take 10 s', () => {
    const p = pollyPipeline({ ...DEFAULTS, rate: 1000 });
    const window =
      "Polly's breaker counts the calls of the last SamplingDuration, not the last 100 calls: 10 s is 100 first attempts at 10 requests/s per client instance; retries put more calls in the window.";
    expect(p.text).toBe(
      lines(
        `// ${HEADER}`,
        `// WARNING: ${JITTER_50MS}`,
        `// WARNING: ${window}`,
        `// CANNOT EXPRESS: ${TRIAL}`,
        ...USINGS,
        ...retry(2, '0.05', '1'),
        ...breaker('10'),
      ),
    );
    expect(p).toEqual({
      platform: 'polly',
      title: 'Polly v8',
      language: 'csharp',
      header: HEADER,
      text: p.text,
      issues: [
        { level: 'warning', text: JITTER_50MS },
        { level: 'warning', text: window },
        { level: 'cannot', text: TRIAL },
        ORDER,
        REJECTIONS,
        timeoutNote(true),
      ],
      policies: ['retries', 'breaker_all'],
      approximate: [],
      written: {
        MaxRetryAttempts: 2,
        Delay: 0.05,
        MaxDelay: 1,
        FailureRatio: 0.5,
        SamplingDuration: 10,
        MinimumThroughput: 100,
        BreakDuration: 60,
        Timeout: 1,
      },
    });
  });

  it('without the traffic, or with none, Polly’s default window of 30 s', () => {
    for (const rate of [undefined, 0]) {
      const p = pollyPipeline({ ...DEFAULTS, rate });
      expect(p.text).toBe(
        lines(
          `// ${HEADER}`,
          `// WARNING: ${JITTER_50MS}`,
          `// WARNING: ${DEFAULT_WINDOW}`,
          `// CANNOT EXPRESS: ${TRIAL}`,
          ...USINGS,
          ...retry(2, '0.05', '1'),
          ...breaker('30'),
        ),
      );
      expect(p.written.SamplingDuration).toBe(30);
    }
  });

  it('a single attempt: only the breaker, with a note that there is nothing to retry', () => {
    const p = pollyPipeline({ ...DEFAULTS, attempts: 1 });
    expect(p.text).toBe(
      lines(
        `// ${HEADER}`,
        `// WARNING: ${DEFAULT_WINDOW}`,
        `// CANNOT EXPRESS: ${TRIAL}`,
        ...USINGS,
        ...breaker('30'),
      ),
    );
    expect(p.issues).toEqual([
      {
        level: 'note',
        text: 'With 1 attempt there is nothing to retry (MaxRetryAttempts must be at least 1): only the circuit breaker is written.',
      },
      { level: 'warning', text: DEFAULT_WINDOW },
      { level: 'cannot', text: TRIAL },
      ORDER,
      timeoutNote(false),
    ]);
    expect(p.policies).toEqual(['breaker_all']);
    expect(p.written).toEqual({
      FailureRatio: 0.5,
      SamplingDuration: 30,
      MinimumThroughput: 100,
      BreakDuration: 60,
      Timeout: 1,
    });
  });

  it('two attempts are one retry (MaxRetryAttempts = 1)', () => {
    const p = pollyPipeline({ ...DEFAULTS, attempts: 2 });
    expect(p.text).toContain(lines(...retry(1, '0.05', '1'), ...breaker('30')));
    expect(p.policies).toEqual(['retries', 'breaker_all']);
    expect(p.written.MaxRetryAttempts).toBe(1);
  });

  it('no jitter warning when there is no backoff (base 0 or cap 0)', () => {
    for (const [base, cap] of [
      [0, 1],
      [0.05, 0],
      [0, 0],
    ] as const) {
      const p = pollyPipeline({ ...DEFAULTS, base, cap });
      expect(p.text).toBe(
        lines(
          `// ${HEADER}`,
          `// WARNING: ${DEFAULT_WINDOW}`,
          `// CANNOT EXPRESS: ${TRIAL}`,
          ...USINGS,
          ...retry(2, String(base), String(cap)),
          ...breaker('30'),
        ),
      );
      expect(p.issues.map((i) => i.level)).toEqual(['warning', 'cannot', 'note', 'note', 'note']);
    }
  });

  it('sizes the window from the traffic per client instance: 300/s over 100 is 3/s, 33.3 s', () => {
    const p = pollyPipeline({ ...DEFAULTS, rate: 300 });
    expect(p.issues[1]).toEqual({
      level: 'warning',
      text: "Polly's breaker counts the calls of the last SamplingDuration, not the last 100 calls: 33.3333333333 s is 100 first attempts at 3 requests/s per client instance; retries put more calls in the window.",
    });
    expect(p.text).toContain('        SamplingDuration = TimeSpan.FromSeconds(33.3333333333),\n');
    expect(p.written.SamplingDuration).toBe(33.3333333333);
  });
});

describe('Polly: the per-attempt timeout', () => {
  it('is AddTimeout, at least 10 ms (TimeoutStrategyOptions.Timeout’s range)', () => {
    const p = pollyPipeline({ ...DEFAULTS, timeout: 0.005 });
    expect(p.issues).toContainEqual({
      level: 'cannot',
      text: "Polly's timeout is at least 0.01 s: the timeout 0.005 s is written as 0.01 s.",
    });
    expect(p.text).toContain('    .AddTimeout(TimeSpan.FromSeconds(0.01)) // per attempt');
    expect(p.written.Timeout).toBe(0.01);
    expect(pollyPipeline({ ...DEFAULTS, timeout: 2.5 }).text).toContain(
      '    .AddTimeout(TimeSpan.FromSeconds(2.5)) // per attempt',
    );
  });
});
