import { describe, expect, it } from 'vitest';
import { grpcHedging } from '@/core/tail/config/grpc';
import type { HedgeSettings } from '@/core/tail/config/types';
import {
  cannot,
  grpcAccepts,
  HEDGE_DEFAULTS as DEFAULTS,
  lines,
  problems,
  type HedgeJson,
} from './helpers';

const json = (s: HedgeSettings) => JSON.parse(grpcHedging(s).text) as HedgeJson;

const HEADER =
  'gRPC service config: hedgingPolicy (copies, hedging delay) (Reliability Lab, #/tail)';
const INPUTS =
  'Inputs: hedge after 0.02 s, 2 copies at most, no cap on extra load, losers not cancelled, no per-attempt timeout.';
const STATUS = {
  level: 'note',
  text: "nonFatalStatusCodes is UNAVAILABLE, the status gRFC A6 gives for a server that did not process the call (as the retries' retryableStatusCodes in #/overload): it sends the next copy at once. Any other error ends the call and cancels the copies still out. DEADLINE_EXCEEDED is left out: the call's deadline covers every copy, so once it has passed no copy is left to send.",
};
const CANCELS = {
  level: 'note',
  text: 'gRPC always cancels the copies still out as soon as one answers (gRFC A6); it cannot let them run as the panel does with cancel off, so the load is at most what the panel counts.',
};
const CANCELS_TOO = {
  level: 'note',
  text: 'gRPC cancels the copies still out as soon as one answers (gRFC A6), as the panel does with cancel on; the work stops only where the server honours the cancellation.',
};
const NAME = {
  level: 'note',
  text: 'Hedge only methods that are safe to run twice: your.Service stands for such a service (add "method" to name one method); an empty name would hedge every method on the channel.',
};

// The whole snippet for the defaults, written out by hand and read against gRFC A6
// (grpc/proposal A6-client-retries.md, "Hedging Policy": maxAttempts counts the original,
// hedgingDelay between copies, nonFatalStatusCodes; "Limits on Retries and Hedges": 5 by default;
// "Throttling Retry Attempts and Hedged RPCs") and grpc/service_config/service_config.proto
// (MethodConfig.name {service, method}, HedgingPolicy, hedgingDelay a Duration, "0.02s" in JSON).
describe('the defaults', () => {
  it('one copy after 20 ms, UNAVAILABLE non-fatal, nothing gRPC cannot say', () => {
    const g = grpcHedging(DEFAULTS);
    expect(g.text).toBe(
      lines(
        '{',
        '  "//": [',
        `    "${HEADER}",`,
        `    "${INPUTS}",`,
        '    "From them: maxAttempts = copies (2), hedgingDelay = the hedge delay (0.02s)."',
        '  ],',
        '  "methodConfig": [',
        '    {',
        '      "name": [',
        '        {',
        '          "service": "your.Service"',
        '        }',
        '      ],',
        '      "hedgingPolicy": {',
        '        "maxAttempts": 2,',
        '        "hedgingDelay": "0.02s",',
        '        "nonFatalStatusCodes": [',
        '          "UNAVAILABLE"',
        '        ]',
        '      }',
        '    }',
        '  ]',
        '}',
        '',
      ),
    );
    expect(g).toEqual({
      id: 'grpc',
      title: 'gRPC service config',
      language: 'json',
      header: HEADER,
      text: g.text,
      issues: [STATUS, CANCELS, NAME],
      written: { maxAttempts: 2, hedgingDelay: 0.02, nonFatalStatusCodes: 'UNAVAILABLE' },
    });
  });
});

// @grpc/grpc-js 1.14.7 validates a service config where a channel takes it: a Client given an
// invalid `grpc.service_config` throws from its constructor (see grpcAccepts).
describe('gRPC’s own check (@grpc/grpc-js)', () => {
  it('accepts the snippets, the "//" member included', () => {
    for (const s of [
      DEFAULTS,
      { ...DEFAULTS, copies: 7, percentile: 0.95, delay: 0.05, cap: 0.02, cancel: true },
      { ...DEFAULTS, timeout: 0.2 },
      { ...DEFAULTS, copies: 1, timeout: 0.2 },
      { ...DEFAULTS, copies: 1 },
      { ...DEFAULTS, delay: 1e-10 },
      { ...DEFAULTS, delay: 3600, copies: 5 },
    ]) {
      expect(() => grpcAccepts(grpcHedging(s).text)).not.toThrow();
    }
  });

  it('refuses what is not a hedging policy, so the check can fail', () => {
    const edit = (f: (c: HedgeJson) => void) => {
      const c = json(DEFAULTS);
      f(c);
      return JSON.stringify(c);
    };
    const hedging = (c: HedgeJson) => {
      const policy = c.methodConfig[0]?.hedgingPolicy;
      if (!policy) throw new Error('no hedgingPolicy');
      return policy;
    };
    expect(() =>
      grpcAccepts(
        edit((c) => {
          hedging(c).maxAttempts = 1;
        }),
      ),
    ).toThrow(/hedging policy: maxAttempts must be an integer at least 2/);
    for (const delay of ['20ms', '0.02', '.02s', '0.0000000001s']) {
      expect(() =>
        grpcAccepts(
          edit((c) => {
            hedging(c).hedgingDelay = delay;
          }),
        ),
      ).toThrow(/hedging policy: hedgingDelay must be a string/);
    }
    expect(() =>
      grpcAccepts(
        edit((c) => {
          hedging(c).nonFatalStatusCodes = ['SLOW'];
        }),
      ),
    ).toThrow(/nonFatalStatusCodes value not a status code name/);
    expect(() =>
      grpcAccepts(
        edit((c) => {
          c.methodConfig[0] = { ...c.methodConfig[0], name: [{ method: 'Get' }] };
        }),
      ),
    ).toThrow(/method set with empty or unset service/);
    expect(() => grpcAccepts('{"methodConfig": [{"name": [{}], "timeout": "1 s"}]}')).toThrow(
      /invalid timeout/,
    );
  });
});

describe('what gRPC cannot say', () => {
  it('7 copies: maxAttempts is capped at 5, said in the comment member', () => {
    const g = grpcHedging({ ...DEFAULTS, copies: 7 });
    const text =
      'gRPC clients treat maxAttempts above 5 as 5 unless the client raises its own limit (gRFC A6): 7 copies are written as 5.';
    expect(cannot(g.issues)).toEqual([text]);
    expect(json({ ...DEFAULTS, copies: 7 }).methodConfig[0]?.hedgingPolicy?.maxAttempts).toBe(5);
    expect(json({ ...DEFAULTS, copies: 7 })['//']).toContain(`CANNOT EXPRESS: ${text}`);
    expect(g.written.maxAttempts).toBe(5);
    // Up to 5 there is nothing to say.
    for (const copies of [2, 3, 4, 5]) {
      expect(problems(grpcHedging({ ...DEFAULTS, copies }).issues)).toEqual([]);
      expect(grpcHedging({ ...DEFAULTS, copies }).written.maxAttempts).toBe(copies);
    }
  });

  it('a percentile hedge: the leaf’s pN now is written, with a warning', () => {
    const g = grpcHedging({ ...DEFAULTS, percentile: 0.95, delay: 0.05 });
    const text =
      "gRPC's hedgingDelay is fixed: the p95 hedge is written as the leaf's p95 now, 0.05 s (0.05s). When the leaf's latency shifts, the copies no longer go at its p95.";
    expect(problems(g.issues)).toEqual([{ level: 'warning', text }]);
    expect(g.text).toContain(`"WARNING: ${text}"`);
    expect(g.text).toContain(
      "Inputs: hedge at the leaf's p95 (0.05 s now), 2 copies at most, no cap on extra load, losers not cancelled, no per-attempt timeout.",
    );
    expect(
      json({ ...DEFAULTS, percentile: 0.95, delay: 0.05 }).methodConfig[0]?.hedgingPolicy,
    ).toMatchObject({ hedgingDelay: '0.05s' });
    expect(
      problems(grpcHedging({ ...DEFAULTS, percentile: 0.999, delay: 0.3 }).issues)[0]?.text,
    ).toMatch(/^gRPC's hedgingDelay is fixed: the p99\.9 hedge .* 0\.3 s \(0\.3s\)\./);
  });

  it('a cap: no throttling setting bounds the load of slow calls, nothing written', () => {
    const g = grpcHedging({ ...DEFAULTS, cap: 0.05 });
    expect(cannot(g.issues)).toEqual([
      'gRPC has no cap on extra load: retryThrottling moves its tokens only on failures (−1 for a nonFatalStatusCodes status) and successes (+tokenRatio), and stops hedges while they are at most maxTokens / 2 (gRFC A6). A copy sent because the first is slow moves no token, so no maxTokens and tokenRatio bound the extra load slowness costs: the cap of 5% is not written, and a copy goes whenever a call is still out at the delay.',
    ]);
    expect(json({ ...DEFAULTS, cap: 0.05 }).retryThrottling).toBeUndefined();
    expect(g.written).toEqual(grpcHedging(DEFAULTS).written);
  });

  it('a hedge delay finer than a nanosecond is rounded and said', () => {
    const g = grpcHedging({ ...DEFAULTS, delay: 0.0200000004 });
    expect(cannot(g.issues)).toEqual([
      'Durations have nanosecond resolution: hedgingDelay 0.0200000004 s is written as 0.02s.',
    ]);
    expect(grpcHedging({ ...DEFAULTS, delay: 1e-10 }).written.hedgingDelay).toBe(1e-9);
    expect(problems(grpcHedging({ ...DEFAULTS, delay: 1.5e-9 * 2 }).issues)).toEqual([]);
  });
});

describe('a per-attempt timeout', () => {
  it('becomes the call’s deadline: when the last copy would time out, with a warning', () => {
    const s = { ...DEFAULTS, copies: 3, timeout: 0.2 };
    const g = grpcHedging(s);
    const warning =
      "gRPC has no per-attempt timeout when hedging: the method's timeout is the call's deadline, every copy together (gRFC A6). (maxAttempts − 1) × hedgingDelay + the per-attempt timeout = 2 × 0.02 + 0.2 = 0.24 s is written, when the last copy would time out; an earlier copy is not cut at 0.2 s and may still answer until then.";
    expect(problems(g.issues)).toEqual([{ level: 'warning', text: warning }]);
    expect(json(s).methodConfig[0]).toEqual({
      name: [{ service: 'your.Service' }],
      timeout: '0.24s',
      hedgingPolicy: {
        maxAttempts: 3,
        hedgingDelay: '0.02s',
        nonFatalStatusCodes: ['UNAVAILABLE'],
      },
    });
    expect(json(s)['//'][2]).toBe(
      'From them: maxAttempts = copies (3), hedgingDelay = the hedge delay (0.02s), timeout = (maxAttempts − 1) × hedgingDelay + the per-attempt timeout (0.24s).',
    );
    expect(g.written).toEqual({
      maxAttempts: 3,
      hedgingDelay: 0.02,
      nonFatalStatusCodes: 'UNAVAILABLE',
      timeout: 0.24,
    });
    // Capped at 5 copies, the deadline counts the copies written.
    expect(grpcHedging({ ...DEFAULTS, copies: 7, timeout: 0.2 }).written.timeout).toBe(0.28);
  });

  it('finer than a nanosecond: rounded and said', () => {
    const g = grpcHedging({ ...DEFAULTS, timeout: 0.1000000004 });
    expect(cannot(g.issues)).toEqual([
      'Durations have nanosecond resolution: the timeout 0.1200000004 s is written as 0.12s.',
    ]);
    expect(g.written.timeout).toBe(0.12);
  });
});

describe('one copy', () => {
  it('no hedgingPolicy (maxAttempts must be at least 2), a note saying why', () => {
    const g = grpcHedging({ ...DEFAULTS, copies: 1, cap: 0.05, percentile: 0.9, cancel: true });
    expect(g.issues).toEqual([
      {
        level: 'note',
        text: 'With 1 copy there is nothing to hedge: gRPC requires maxAttempts ≥ 2, so no hedgingPolicy is written.',
      },
    ]);
    expect(json({ ...DEFAULTS, copies: 1 }).methodConfig).toEqual([
      { name: [{ service: 'your.Service' }] },
    ]);
    expect(g.written).toEqual({});
  });

  it('with a timeout: the call’s timeout is the attempt’s, exactly', () => {
    const g = grpcHedging({ ...DEFAULTS, copies: 1, timeout: 0.2 });
    expect(problems(g.issues)).toEqual([]);
    expect(json({ ...DEFAULTS, copies: 1, timeout: 0.2 })).toEqual({
      '//': [
        HEADER,
        'Inputs: hedge after 0.02 s, 1 copy at most, no cap on extra load, losers not cancelled, per-attempt timeout 0.2 s.',
        'From them: no hedgingPolicy (1 copy), timeout = the per-attempt timeout (0.2s).',
      ],
      methodConfig: [{ name: [{ service: 'your.Service' }], timeout: '0.2s' }],
    });
    expect(g.written).toEqual({ timeout: 0.2 });
  });
});

it('with cancel on, the note says gRPC does as the panel does', () => {
  const g = grpcHedging({ ...DEFAULTS, cancel: true });
  expect(g.issues).toEqual([STATUS, CANCELS_TOO, NAME]);
  expect(g.text).toContain('losers cancelled, no per-attempt timeout.');
});
