/**
 * Polly v8 (C#): a ResiliencePipeline with the hedging strategy and, for a per-attempt timeout, a
 * timeout inside it. Sources: pollydocs.org strategies/hedging (latency mode: copy n + 1 goes
 * Delay after copy n unless one has answered, at once when a copy fails with a handled outcome;
 * the accepted outcome cancels the other copies and waits for them to stop; DelayGenerator takes
 * precedence over Delay) and Polly.Core Hedging/HedgingStrategyOptions.TResult.cs
 * (MaxHedgedAttempts, the copies besides the first, from 1 to 10, default 1; Delay default 2 s;
 * ShouldHandle default: any exception but OperationCanceledException). Strategies run in the order
 * they are added, so a timeout added after the hedging limits each copy.
 */
import { commentLines, issueLines } from '../../emit/comments';
import { configNumber, messageNumber } from '../../emit/numbers';
import {
  HEDGE_TITLES,
  HEADER_SUFFIX,
  inputsLine,
  percentileName,
  type ConfigIssue,
  type HedgeSettings,
  type HedgeSnippet,
} from './types';

/** HedgingStrategyOptions.MaxHedgedAttempts: the copies besides the first, 1 to 10. */
export const POLLY_MAX_HEDGED = 10;

const milliseconds = (s: number): string => `TimeSpan.FromMilliseconds(${configNumber(s * 1000)})`;

export function pollyHedging(s: HedgeSettings): HedgeSnippet {
  const issues: ConfigIssue[] = [];
  const hedges = s.copies >= 2;
  const maxHedged = Math.min(s.copies - 1, POLLY_MAX_HEDGED);
  if (!hedges) {
    issues.push({
      level: 'note',
      text: 'With 1 copy there is nothing to hedge (MaxHedgedAttempts must be at least 1): no hedging strategy is written.',
    });
  } else if (s.copies - 1 > POLLY_MAX_HEDGED) {
    issues.push({
      level: 'cannot',
      text: `MaxHedgedAttempts, the copies besides the first, is at most ${POLLY_MAX_HEDGED}: ${s.copies} copies are written as ${POLLY_MAX_HEDGED + 1}.`,
    });
  }
  if (hedges && s.percentile !== null) {
    const p = percentileName(s.percentile);
    issues.push({
      level: 'warning',
      text: `Polly's Delay is fixed: the ${p} hedge is written as the leaf's ${p} now, ${messageNumber(s.delay)} s. When the leaf's latency shifts, the copies no longer go at its ${p}; a DelayGenerator that reads it from your own latency histogram would follow it.`,
    });
  }
  if (hedges && s.cap !== null) {
    issues.push({
      level: 'cannot',
      text: `Polly's hedging has no cap on extra load: the cap of ${messageNumber(s.cap * 100)}% is not written, and a copy goes whenever a call is still out at the delay.`,
    });
  }
  if (hedges) {
    issues.push({
      level: 'note',
      text: 'A copy that fails with an outcome ShouldHandle handles sends the next one at once: by default any exception but OperationCanceledException. An HTTP error response is an answer unless ShouldHandle handles it.',
    });
    if (s.timeout !== null) {
      issues.push({
        level: 'note',
        text: 'The timeout is added after the hedging, so it is inside it and limits each copy (strategies run in the order they are added). A copy that times out fails with TimeoutRejectedException, which the default ShouldHandle handles: the next copy goes at once.',
      });
    }
    issues.push({
      level: 'note',
      text: s.cancel
        ? 'Polly cancels the other copies once one outcome is accepted and waits for them to stop, as the panel does with cancel on; with HttpClient that aborts the requests still out.'
        : 'Polly always cancels the other copies once one outcome is accepted; it cannot let them run as the panel does with cancel off, so the load is at most what the panel counts.',
    });
  }

  const header = `Polly v8: hedging (copies, delay) in a resilience pipeline ${HEADER_SUFFIX}`;
  const from = [
    ...(hedges
      ? [
          `MaxHedgedAttempts = copies − 1 (${maxHedged})`,
          `Delay = the hedge delay (${configNumber(s.delay * 1000)} ms)`,
        ]
      : ['no hedging (1 copy)']),
    ...(s.timeout === null
      ? []
      : [`AddTimeout = the per-attempt timeout (${configNumber(s.timeout * 1000)} ms)`]),
  ];
  const hedgingLines = hedges
    ? [
        '    .AddHedging(new HedgingStrategyOptions<HttpResponseMessage>',
        '    {',
        `        MaxHedgedAttempts = ${maxHedged},`,
        `        Delay = ${milliseconds(s.delay)},`,
        '    })',
      ]
    : [];
  const timeoutLines = s.timeout === null ? [] : [`    .AddTimeout(${milliseconds(s.timeout)})`];
  const text = [
    `// ${header}`,
    ...commentLines([inputsLine(s), `From them: ${from.join(', ')}.`, ...issueLines(issues)], '//'),
    'using System;',
    'using System.Net.Http;',
    'using Polly;',
    ...(hedges ? ['using Polly.Hedging;'] : []),
    '',
    'var pipeline = new ResiliencePipelineBuilder<HttpResponseMessage>()',
    ...hedgingLines,
    ...timeoutLines,
    '    .Build();',
    '',
  ].join('\n');
  return {
    id: 'polly',
    title: HEDGE_TITLES.polly,
    language: 'csharp',
    header,
    text,
    issues,
    written: {
      ...(hedges ? { MaxHedgedAttempts: maxHedged, Delay: s.delay } : {}),
      ...(s.timeout === null ? {} : { Timeout: s.timeout }),
    },
  };
}
