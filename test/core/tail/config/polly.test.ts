import { describe, expect, it } from 'vitest';
import { pollyHedging } from '@/core/tail/config/polly';
import { cannot, HEDGE_DEFAULTS as DEFAULTS, lines, problems } from './helpers';

const HEADER =
  'Polly v8: hedging (copies, delay) in a resilience pipeline (Reliability Lab, #/tail)';
const HANDLED = {
  level: 'note',
  text: 'A copy that fails with an outcome ShouldHandle handles sends the next one at once: by default any exception but OperationCanceledException. An HTTP error response is an answer unless ShouldHandle handles it.',
};
const CANCELS = {
  level: 'note',
  text: 'Polly always cancels the other copies once one outcome is accepted; it cannot let them run as the panel does with cancel off, so the load is at most what the panel counts.',
};
const USINGS = ['using System;', 'using System.Net.Http;', 'using Polly;'];
const hedging = (max: number, delayMs: string) => [
  '    .AddHedging(new HedgingStrategyOptions<HttpResponseMessage>',
  '    {',
  `        MaxHedgedAttempts = ${max},`,
  `        Delay = TimeSpan.FromMilliseconds(${delayMs}),`,
  '    })',
];

// The whole snippet for the defaults, written out by hand and read against pollydocs.org
// strategies/hedging ("Usage": new ResiliencePipelineBuilder<HttpResponseMessage>().AddHedging(
// new HedgingStrategyOptions<HttpResponseMessage> { MaxHedgedAttempts, Delay }); "Latency mode")
// and Polly.Core's Hedging/HedgingStrategyOptions.TResult.cs (MaxHedgedAttempts: the copies
// besides the first, 1 to 10; Delay; ShouldHandle's default).
describe('the defaults', () => {
  it('one hedged attempt after 20 ms', () => {
    const p = pollyHedging(DEFAULTS);
    expect(p.text).toBe(
      lines(
        `// ${HEADER}`,
        '// Inputs: hedge after 0.02 s, 2 copies at most, no cap on extra load, losers not cancelled, no per-attempt timeout.',
        '// From them: MaxHedgedAttempts = copies − 1 (1), Delay = the hedge delay (20 ms).',
        ...USINGS,
        'using Polly.Hedging;',
        '',
        'var pipeline = new ResiliencePipelineBuilder<HttpResponseMessage>()',
        ...hedging(1, '20'),
        '    .Build();',
        '',
      ),
    );
    expect(p).toEqual({
      id: 'polly',
      title: 'Polly v8',
      language: 'csharp',
      header: HEADER,
      text: p.text,
      issues: [HANDLED, CANCELS],
      written: { MaxHedgedAttempts: 1, Delay: 0.02 },
    });
  });
});

describe('the inputs', () => {
  it('copies, a per-attempt timeout inside the hedging, cancel', () => {
    const p = pollyHedging({ ...DEFAULTS, copies: 4, delay: 0.0125, timeout: 0.2, cancel: true });
    expect(p.text).toContain(
      lines(
        '// From them: MaxHedgedAttempts = copies − 1 (3), Delay = the hedge delay (12.5 ms), AddTimeout = the per-attempt timeout (200 ms).',
        ...USINGS,
        'using Polly.Hedging;',
        '',
        'var pipeline = new ResiliencePipelineBuilder<HttpResponseMessage>()',
        ...hedging(3, '12.5'),
        '    .AddTimeout(TimeSpan.FromMilliseconds(200))',
        '    .Build();',
        '',
      ),
    );
    expect(p.issues).toEqual([
      HANDLED,
      {
        level: 'note',
        text: 'The timeout is added after the hedging, so it is inside it and limits each copy (strategies run in the order they are added). A copy that times out fails with TimeoutRejectedException, which the default ShouldHandle handles: the next copy goes at once.',
      },
      {
        level: 'note',
        text: 'Polly cancels the other copies once one outcome is accepted and waits for them to stop, as the panel does with cancel on; with HttpClient that aborts the requests still out.',
      },
    ]);
    expect(p.written).toEqual({ MaxHedgedAttempts: 3, Delay: 0.0125, Timeout: 0.2 });
  });
});

describe('what Polly cannot say, or does differently', () => {
  it('a percentile hedge: the leaf’s pN now, with a warning', () => {
    const p = pollyHedging({ ...DEFAULTS, percentile: 0.99, delay: 0.1 });
    const text =
      "Polly's Delay is fixed: the p99 hedge is written as the leaf's p99 now, 0.1 s. When the leaf's latency shifts, the copies no longer go at its p99; a DelayGenerator that reads it from your own latency histogram would follow it.";
    expect(problems(p.issues)).toEqual([{ level: 'warning', text }]);
    expect(p.text).toContain(`// WARNING: ${text}\n`);
    expect(p.text).toContain('        Delay = TimeSpan.FromMilliseconds(100),\n');
  });

  it('a cap: none in Polly, nothing written', () => {
    const p = pollyHedging({ ...DEFAULTS, cap: 0.05 });
    expect(cannot(p.issues)).toEqual([
      "Polly's hedging has no cap on extra load: the cap of 5% is not written, and a copy goes whenever a call is still out at the delay.",
    ]);
    expect(p.written).toEqual(pollyHedging(DEFAULTS).written);
  });

  it('MaxHedgedAttempts is at most 10: 11 copies fit, 12 do not', () => {
    expect(problems(pollyHedging({ ...DEFAULTS, copies: 11 }).issues)).toEqual([]);
    expect(pollyHedging({ ...DEFAULTS, copies: 11 }).written.MaxHedgedAttempts).toBe(10);
    const p = pollyHedging({ ...DEFAULTS, copies: 12 });
    expect(cannot(p.issues)).toEqual([
      'MaxHedgedAttempts, the copies besides the first, is at most 10: 12 copies are written as 11.',
    ]);
    expect(p.text).toContain('        MaxHedgedAttempts = 10,\n');
  });
});

describe('one copy', () => {
  it('no hedging strategy, a note saying why; a timeout alone is still written', () => {
    const p = pollyHedging({ ...DEFAULTS, copies: 1, cap: 0.05, percentile: 0.9 });
    expect(p.issues).toEqual([
      {
        level: 'note',
        text: 'With 1 copy there is nothing to hedge (MaxHedgedAttempts must be at least 1): no hedging strategy is written.',
      },
    ]);
    expect(p.written).toEqual({});
    const t = pollyHedging({ ...DEFAULTS, copies: 1, timeout: 0.5 });
    expect(t.text).toBe(
      lines(
        `// ${HEADER}`,
        '// Inputs: hedge after 0.02 s, 1 copy at most, no cap on extra load, losers not cancelled, per-attempt timeout 0.5 s.',
        '// From them: no hedging (1 copy), AddTimeout = the per-attempt timeout (500 ms).',
        ...USINGS,
        '',
        'var pipeline = new ResiliencePipelineBuilder<HttpResponseMessage>()',
        '    .AddTimeout(TimeSpan.FromMilliseconds(500))',
        '    .Build();',
        '',
      ),
    );
    expect(t.written).toEqual({ Timeout: 0.5 });
  });
});
