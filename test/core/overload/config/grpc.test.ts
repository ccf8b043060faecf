import { describe, expect, it } from 'vitest';
import { grpcServiceConfig } from '@/core/overload/config/grpc';
import { grpcAccepts } from '../../tail/config/helpers';
import {
  cannot,
  CONFIG_DEFAULTS as DEFAULTS,
  grpcJson,
  lines,
  problems,
  type GrpcJson,
} from '../helpers';

// gRFC A6: "gRPC's call deadline applies across all attempts"; only failures with a status in
// retryableStatusCodes count for throttling. The method config's `timeout` is that deadline.
const deadlineWarning = (t: string) => ({
  level: 'warning',
  text: `gRPC has no per-attempt timeout (gRFC A6): the method's timeout (${t}, the panel's timeout) is the deadline of the whole call, every attempt included, and a call past it fails with DEADLINE_EXCEEDED, which is not retried (nor in retryableStatusCodes, so it takes no token). So gRPC never retries a timed-out attempt: in the metastable mode, where every failure is a timeout, the panel's grpc policy makes no retry, and its plain retries are not what this config does.`,
});
const DEADLINE = deadlineWarning('1s');

describe('the defaults', () => {
  it('gRPC: retryPolicy and retryThrottling, full jitter mapped exactly, the deadline said', () => {
    const g = grpcServiceConfig(DEFAULTS);
    const json = JSON.parse(g.text) as GrpcJson;
    expect(json.methodConfig).toEqual([
      {
        name: [{}],
        timeout: '1s',
        retryPolicy: {
          maxAttempts: 3,
          initialBackoff: '0.1s',
          maxBackoff: '1s',
          backoffMultiplier: 2,
          retryableStatusCodes: ['UNAVAILABLE'],
        },
      },
    ]);
    expect(json.retryThrottling).toEqual({ maxTokens: 10, tokenRatio: 0.1 });
    expect(json['//']).toEqual([g.header, `WARNING: ${DEADLINE.text}`]);
    // UNAVAILABLE only, and no per-attempt timeout: a timed-out call (DEADLINE_EXCEEDED) is final.
    expect(json.methodConfig[0]?.retryPolicy?.retryableStatusCodes).not.toContain(
      'DEADLINE_EXCEEDED',
    );
    expect(problems(g.issues)).toEqual([DEADLINE]);
    expect(g.issues.map((i) => i.text).join(' ')).toMatch(
      /initialBackoff = 2 × base = 0\.1s with multiplier 2 .* full jitter exactly/,
    );
    expect(g.policies).toEqual(['retries', 'grpc']);
    expect(g.language).toBe('json');
  });
});

describe('gRPC limits', () => {
  it('warns exactly when attempts exceed 5, and writes 5', () => {
    for (const attempts of [2, 3, 4, 5]) {
      expect(problems(grpcServiceConfig({ ...DEFAULTS, attempts }).issues)).toEqual([DEADLINE]);
    }
    const g = grpcServiceConfig({ ...DEFAULTS, attempts: 6 });
    expect(cannot(g.issues)).toEqual([
      expect.stringMatching(/above 5 as 5 .* 6 attempts are written as 5\./),
    ]);
    expect(grpcJson({ ...DEFAULTS, attempts: 6 }).methodConfig[0]?.retryPolicy?.maxAttempts).toBe(
      5,
    );
    // The comment member repeats it.
    expect((JSON.parse(g.text) as GrpcJson)['//']).toEqual([
      g.header,
      `CANNOT EXPRESS: ${cannot(g.issues)[0]}`,
      `WARNING: ${DEADLINE.text}`,
    ]);
  });

  it('warns exactly when tokenRatio has more than 3 decimals, and writes 3', () => {
    const g = grpcServiceConfig({ ...DEFAULTS, tokenRatio: 0.12345 });
    expect(cannot(g.issues)).toEqual([
      expect.stringMatching(/at most 3 decimal places .*: 0\.12345 is written as 0\.123\./),
    ]);
    expect(grpcJson({ ...DEFAULTS, tokenRatio: 0.12345 }).retryThrottling.tokenRatio).toBe(0.123);
    for (const tokenRatio of [0.125, 0.001, 1, 0.3]) {
      expect(problems(grpcServiceConfig({ ...DEFAULTS, tokenRatio }).issues)).toEqual([DEADLINE]);
    }
    expect(grpcJson({ ...DEFAULTS, tokenRatio: 0.0004 }).retryThrottling.tokenRatio).toBe(0.001);
  });

  it('writes maxTokens as a whole number from 1 to 1000', () => {
    const g = grpcServiceConfig({ ...DEFAULTS, maxTokens: 10.5 });
    expect(cannot(g.issues)).toEqual([expect.stringMatching(/10\.5 is written as 11\./)]);
    expect(grpcJson({ ...DEFAULTS, maxTokens: 1000 }).retryThrottling.maxTokens).toBe(1000);
    expect(grpcJson({ ...DEFAULTS, maxTokens: 5000 }).retryThrottling.maxTokens).toBe(1000);
  });

  it('maps a base above half the cap exactly (initialBackoff = cap), and no backoff as 1 ns', () => {
    const g = grpcServiceConfig({ ...DEFAULTS, base: 0.8, cap: 1 });
    expect(grpcJson({ ...DEFAULTS, base: 0.8, cap: 1 }).methodConfig[0]?.retryPolicy).toMatchObject(
      {
        initialBackoff: '1s',
        maxBackoff: '1s',
      },
    );
    expect(problems(g.issues)).toEqual([DEADLINE]);
    const zero = grpcServiceConfig({ ...DEFAULTS, base: 0 });
    expect(cannot(zero.issues)).toEqual([
      expect.stringMatching(/greater than zero.*0\.000000001s/),
    ]);
  });

  it('writes no retryPolicy for a single attempt (gRPC wants at least 2)', () => {
    const g = grpcServiceConfig({ ...DEFAULTS, attempts: 1 });
    expect(grpcJson({ ...DEFAULTS, attempts: 1 }).methodConfig[0]?.retryPolicy).toBeUndefined();
    expect(problems(g.issues)).toEqual([DEADLINE]);
    expect(g.policies).toEqual(['grpc']);
  });
});

// gRPC's durations have nanosecond resolution: even an initialBackoff far below 1 ns is written as
// 1 ns, and the snippet says so rather than rounding it silently.
describe('gRPC: a positive initialBackoff under 10⁻¹² s is said to be rounded up to 1 ns', () => {
  it('base 2.5e-13 s (2 × base = 5e-13 s) is written as 0.000000001s, with the nanosecond issue', () => {
    const g = grpcServiceConfig({ ...DEFAULTS, base: 2.5e-13 });
    expect(g.text).toContain('"initialBackoff": "0.000000001s",\n');
    expect(g.issues).toContainEqual({
      level: 'cannot',
      text: 'Durations have nanosecond resolution: initialBackoff 5e-13 s and maxBackoff 1 s are written as 0.000000001s and 1s.',
    });
    expect(g.written.initialBackoff).toBe(1e-9);
  });
});

// The whole snippet, written out by hand: the defaults and inputs that take each branch (a single
// attempt, no backoff, values the platform cannot hold, rounding), every line, issue and written value.
describe('gRPC service config, whole snippets', () => {
  const HEADER =
    'gRPC service config: retryPolicy (attempts, full-jitter backoff) and retryThrottling (token bucket) (Reliability Lab, #/overload)';
  const THROTTLE_NOTE = {
    level: 'note',
    text: 'Throttling is kept per server name in each client channel: every client instance has its own tokens. Only failures with a retryableStatusCodes status take a token.',
  };
  const backoffNote = (initial: string) => ({
    level: 'note',
    text: `gRPC backoff is random(0, min(initialBackoff·backoffMultiplier^(n−1), maxBackoff)) before retry n; initialBackoff = 2 × base = ${initial} with multiplier 2 gives U(0, min(cap, base·2^n)), the panel's full jitter exactly.`,
  });

  it('the defaults: maxAttempts 3, 0.1s to 1s, 10 tokens at 0.1', () => {
    const g = grpcServiceConfig(DEFAULTS);
    expect(g.text).toBe(
      lines(
        '{',
        '  "//": [',
        `    "${HEADER}",`,
        `    "WARNING: ${DEADLINE.text}"`,
        '  ],',
        '  "methodConfig": [',
        '    {',
        '      "name": [',
        '        {}',
        '      ],',
        '      "timeout": "1s",',
        '      "retryPolicy": {',
        '        "maxAttempts": 3,',
        '        "initialBackoff": "0.1s",',
        '        "maxBackoff": "1s",',
        '        "backoffMultiplier": 2,',
        '        "retryableStatusCodes": [',
        '          "UNAVAILABLE"',
        '        ]',
        '      }',
        '    }',
        '  ],',
        '  "retryThrottling": {',
        '    "maxTokens": 10,',
        '    "tokenRatio": 0.1',
        '  }',
        '}',
        '',
      ),
    );
    expect(g).toEqual({
      platform: 'grpc',
      title: 'gRPC service config',
      language: 'json',
      header: HEADER,
      text: g.text,
      issues: [backoffNote('0.1s'), THROTTLE_NOTE, DEADLINE],
      policies: ['retries', 'grpc'],
      approximate: [],
      written: {
        maxAttempts: 3,
        backoffMultiplier: 2,
        initialBackoff: 0.1,
        maxBackoff: 1,
        maxTokens: 10,
        tokenRatio: 0.1,
        timeout: 1,
      },
    });
  });

  it('a single attempt: no retryPolicy, only the throttling, and a note saying why', () => {
    const g = grpcServiceConfig({ ...DEFAULTS, attempts: 1 });
    expect(g.text).toBe(
      lines(
        '{',
        '  "//": [',
        `    "${HEADER}",`,
        `    "WARNING: ${DEADLINE.text}"`,
        '  ],',
        '  "methodConfig": [',
        '    {',
        '      "name": [',
        '        {}',
        '      ],',
        '      "timeout": "1s"',
        '    }',
        '  ],',
        '  "retryThrottling": {',
        '    "maxTokens": 10,',
        '    "tokenRatio": 0.1',
        '  }',
        '}',
        '',
      ),
    );
    expect(g.issues).toEqual([
      {
        level: 'note',
        text: 'With 1 attempt there is nothing to retry: gRPC requires maxAttempts ≥ 2, so no retryPolicy is written (retryThrottling alone changes nothing).',
      },
      THROTTLE_NOTE,
      DEADLINE,
    ]);
    expect(g.policies).toEqual(['grpc']);
    expect(g.written).toEqual({
      initialBackoff: 0.1,
      maxBackoff: 1,
      maxTokens: 10,
      tokenRatio: 0.1,
      timeout: 1,
    });
  });

  it('a cap finer than a nanosecond, and values out of range, each said in the comment member', () => {
    const g = grpcServiceConfig({
      ...DEFAULTS,
      attempts: 7,
      cap: 1.0000000004,
      maxTokens: 0.2,
      tokenRatio: 0.1234,
    });
    const problems = [
      'gRPC clients treat maxAttempts above 5 as 5 unless the client raises its own limit (gRFC A6): 7 attempts are written as 5.',
      'Durations have nanosecond resolution: initialBackoff 0.1 s and maxBackoff 1.0000000004 s are written as 0.1s and 1s.',
      'maxTokens is a whole number (uint32) from 1 to 1000: 0.2 is written as 1.',
      'tokenRatio is greater than zero with at most 3 decimal places (gRFC A6; gRPC ignores further digits): 0.1234 is written as 0.123.',
    ];
    expect(g.text).toBe(
      lines(
        '{',
        '  "//": [',
        `    "${HEADER}",`,
        `    "CANNOT EXPRESS: ${problems[0]}",`,
        `    "CANNOT EXPRESS: ${problems[1]}",`,
        `    "CANNOT EXPRESS: ${problems[2]}",`,
        `    "CANNOT EXPRESS: ${problems[3]}",`,
        `    "WARNING: ${DEADLINE.text}"`,
        '  ],',
        '  "methodConfig": [',
        '    {',
        '      "name": [',
        '        {}',
        '      ],',
        '      "timeout": "1s",',
        '      "retryPolicy": {',
        '        "maxAttempts": 5,',
        '        "initialBackoff": "0.1s",',
        '        "maxBackoff": "1s",',
        '        "backoffMultiplier": 2,',
        '        "retryableStatusCodes": [',
        '          "UNAVAILABLE"',
        '        ]',
        '      }',
        '    }',
        '  ],',
        '  "retryThrottling": {',
        '    "maxTokens": 1,',
        '    "tokenRatio": 0.123',
        '  }',
        '}',
        '',
      ),
    );
    expect(g.written).toEqual({
      maxAttempts: 5,
      backoffMultiplier: 2,
      initialBackoff: 0.1,
      maxBackoff: 1,
      maxTokens: 1,
      tokenRatio: 0.123,
      timeout: 1,
    });
  });

  it('an initial backoff finer than a nanosecond is rounded and said', () => {
    // 2 × 0.4 ns = 0.8 ns: written as 1 ns.
    const g = grpcServiceConfig({ ...DEFAULTS, base: 4e-10 });
    expect(g.issues[0]).toEqual({
      level: 'cannot',
      text: 'Durations have nanosecond resolution: initialBackoff 8e-10 s and maxBackoff 1 s are written as 0.000000001s and 1s.',
    });
    expect(g.written.initialBackoff).toBe(1e-9);
    expect(g.written.maxBackoff).toBe(1);
    // 2 × 1.5 ns = 3 ns, and a cap of 600 s: both exact.
    const exact = grpcServiceConfig({ ...DEFAULTS, base: 1.5e-9, cap: 600 });
    expect(exact.issues).toEqual([backoffNote('0.000000003s'), THROTTLE_NOTE, DEADLINE]);
    expect(exact.written.initialBackoff).toBe(3e-9);
    expect(exact.written.maxBackoff).toBe(600);
  });
});

// @grpc/grpc-js's own service-config validation (validateServiceConfig, through a client's
// grpc.service_config), as the tail panel's gRPC configs are checked.
describe('gRPC: @grpc/grpc-js accepts every snippet, the method timeout included', () => {
  it('accepts the defaults and the branches; refuses a malformed timeout', () => {
    for (const s of [
      DEFAULTS,
      { ...DEFAULTS, attempts: 1 },
      { ...DEFAULTS, attempts: 7, tokenRatio: 0.1234, maxTokens: 0.2 },
      { ...DEFAULTS, base: 0 },
      { ...DEFAULTS, timeout: 0.25 },
      { ...DEFAULTS, timeout: 600 },
      { ...DEFAULTS, timeout: 1.0000000004 },
    ]) {
      const text = grpcServiceConfig(s).text;
      expect(() => grpcAccepts(text)).not.toThrow();
    }
    const bad = grpcServiceConfig(DEFAULTS).text.replace('"timeout": "1s"', '"timeout": "1 s"');
    expect(() => grpcAccepts(bad)).toThrow();
  });
});
