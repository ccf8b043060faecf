/**
 * Finagle (Scala): BackupRequestFilter around an HTTP client. Sources: finagle-core
 * com/twitter/finagle/client/BackupRequestFilter.scala: one backup at most, sent when the original
 * has not answered after the latency percentile 1 − maxExtraLoad that the filter measures itself
 * (refreshed every 3 s, none before the first refresh, whole milliseconds, at least 1 ms), within a
 * RetryBudget(ttl 10 s, minRetriesPerSec 10, percentCanRetry = maxExtraLoad) and the client's own
 * Retries.Budget; maxExtraLoad 0 is RetryBudget.Empty; Configured(maxExtraLoad, sendInterrupts)
 * requires 0 ≤ maxExtraLoad < 1; sendInterrupts interrupts the loser once the other succeeds (its
 * docs: false for protocols without a control plane, where an interrupt cuts the connection);
 * filterService(params, service) is the way for a whole client (MethodBuilder's idempotent fixes
 * sendInterrupts to false for HTTP, finagle issue #962). The filter is off unless configured: it
 * has no default maxExtraLoad; its docs take 0.01 (p99) as the example. RetryBudget.scala: each
 * request deposits 1000 units, each backup withdraws ⌊1000 / maxExtraLoad⌋. StackClient.scala:
 * TimeoutFilter (withRequestTimeout) is in every request's path below a filter around the client,
 * so it limits each copy.
 */
import { commentLines, issueLines } from '../../emit/comments';
import { configNumber, messageNumber } from '../../emit/numbers';
import { FINAGLE_SCALE, scalaDuration } from '../../overload/config/finagle';
import { nearlyEqual } from '../../overload/config/types';
import {
  HEDGE_TITLES,
  HEADER_SUFFIX,
  hedgeAt,
  inputsLine,
  percentileName,
  type ConfigIssue,
  type HedgeSettings,
  type HedgeSnippet,
} from './types';

/** The maxExtraLoad Finagle's docs take as their example (a backup at p99). */
export const FINAGLE_EXAMPLE_LOAD = 0.01;
/** The largest maxExtraLoad written: Configured requires it below 1. */
export const FINAGLE_MAX_LOAD = 0.99;

/** maxExtraLoad and where it comes from. */
function extraLoad(s: HedgeSettings): { readonly value: number; readonly from: string } {
  if (s.cap !== null) return { value: Math.min(s.cap, FINAGLE_MAX_LOAD), from: 'the cap' };
  if (s.percentile !== null) {
    return { value: Number(configNumber(1 - s.percentile)), from: '1 − the percentile' };
  }
  return {
    value: FINAGLE_EXAMPLE_LOAD,
    from: "Finagle's example, for want of a cap or a percentile",
  };
}

export function finagleHedging(s: HedgeSettings): HedgeSnippet {
  const issues: ConfigIssue[] = [];
  const hedges = s.copies >= 2;
  const load = extraLoad(s);
  const maxExtraLoad = load.value;
  const at = percentileName(1 - maxExtraLoad);
  if (!hedges) {
    issues.push({
      level: 'note',
      text: 'With 1 copy there is nothing to hedge: no BackupRequestFilter is written.',
    });
  } else if (s.copies > 2) {
    issues.push({
      level: 'cannot',
      text: `BackupRequestFilter sends one backup at most: ${s.copies} copies are written as 2.`,
    });
  }

  if (hedges && s.cap !== null && s.cap > FINAGLE_MAX_LOAD) {
    issues.push({
      level: 'cannot',
      text: `maxExtraLoad must be below 1 (BackupRequestFilter.Configured requires 0 ≤ maxExtraLoad < 1): the cap of ${messageNumber(s.cap * 100)}% is written as ${FINAGLE_MAX_LOAD}.`,
    });
  }
  if (hedges && maxExtraLoad === 0) {
    issues.push({
      level: 'note',
      text: 'maxExtraLoad 0 gives the filter an empty budget (RetryBudget.Empty): no backup is ever sent.',
    });
  } else if (hedges && s.percentile === null) {
    issues.push({
      level: 'cannot',
      text:
        s.cap === null
          ? `Finagle has no fixed delay: BackupRequestFilter sends its backup at the latency percentile it measures, 1 − maxExtraLoad. maxExtraLoad ${FINAGLE_EXAMPLE_LOAD} (${at}, the value Finagle's docs take) is written; to send at about ${messageNumber(s.delay)} s, set it to the share of leaf calls still out at ${messageNumber(s.delay)} s, the panel's extra load without a cap.`
          : `Finagle has no fixed delay: BackupRequestFilter sends its backup at the latency percentile it measures, 1 − maxExtraLoad: with maxExtraLoad = the cap, ${configNumber(maxExtraLoad)}, at its ${at}, not ${hedgeAt(s)}.`,
    });
  } else if (hedges && s.percentile !== null && !nearlyEqual(1 - s.percentile, maxExtraLoad)) {
    issues.push({
      level: 'warning',
      text: `Finagle sets the percentile and the cap with one knob: maxExtraLoad = the cap, ${configNumber(maxExtraLoad)}, sends the backup at the ${at} it measures, not at the ${percentileName(s.percentile)} asked.`,
    });
  } else if (hedges) {
    issues.push({
      level: 'note',
      text: `maxExtraLoad = 1 − ${at} = ${configNumber(maxExtraLoad)}: Finagle sends the backup at the ${at} it measures over recent calls, refreshed every 3 s (none in the first 3 s), in whole milliseconds, at least 1 ms; the leaf's ${at} now is ${messageNumber(s.delay)} s.`,
    });
  }
  if (hedges && maxExtraLoad > 0) {
    const withdrawal = Math.trunc(FINAGLE_SCALE / maxExtraLoad);
    const effective = FINAGLE_SCALE / withdrawal;
    if (!nearlyEqual(effective, maxExtraLoad)) {
      issues.push({
        level: 'warning',
        text: `Finagle's budget deposits ${FINAGLE_SCALE} units per request and withdraws ⌊${FINAGLE_SCALE} / maxExtraLoad⌋ = ${withdrawal} per backup, so ${configNumber(maxExtraLoad)} caps backups at ${configNumber(effective)}.`,
      });
    }
    issues.push({
      level: s.cap === null ? 'note' : 'warning',
      text: `maxExtraLoad is also the cap: a RetryBudget of ${configNumber(maxExtraLoad)} backups per request over 10 s, plus a reserve of 10 backups per second per client (RetryBudget's defaults), so at low traffic a larger share of requests can get a backup. Each backup also withdraws from the client's own retry budget (20% plus 10 per second by default), which its retries share.`,
    });
  }
  if (hedges) {
    issues.push({
      level: 'note',
      text: s.cancel
        ? 'sendInterrupts = true interrupts the losing request once the other succeeds, as the panel does with cancel on. Finagle advises false for protocols without a control plane, such as HTTP/1.1, where an interrupt cuts the connection.'
        : 'sendInterrupts = false lets the losing request run to its end, as the panel does with cancel off.',
    });
  }
  if (s.timeout !== null) {
    issues.push({
      level: 'note',
      text: 'withRequestTimeout limits each request the client sends; the filter wraps the whole client, so it limits each copy, the original and the backup.',
    });
  }

  const header = `Finagle: BackupRequestFilter (maxExtraLoad, sendInterrupts) around an HTTP client ${HEADER_SUFFIX}`;
  const from = [
    ...(hedges
      ? [
          'one backup (2 copies)',
          `maxExtraLoad = ${load.from} (${configNumber(maxExtraLoad)})`,
          `sendInterrupts = cancel (${s.cancel})`,
        ]
      : ['no backup (1 copy)']),
    ...(s.timeout === null
      ? []
      : [`withRequestTimeout = the per-attempt timeout (${scalaDuration(s.timeout)})`]),
  ];
  const client =
    s.timeout === null
      ? 'Http.client'
      : `Http.client.withRequestTimeout(${scalaDuration(s.timeout)})`;
  const code = hedges
    ? [
        'import com.twitter.finagle.Http',
        'import com.twitter.finagle.client.BackupRequestFilter',
        '',
        `// One backup at the ${at} the filter measures (1 − maxExtraLoad), within a budget of maxExtraLoad.`,
        `val client = ${client}`,
        'val service = BackupRequestFilter.filterService(',
        `  client.params + BackupRequestFilter.Configured(maxExtraLoad = ${configNumber(maxExtraLoad)}, sendInterrupts = ${s.cancel}),`,
        '  client.newService("backend:8080") // your destination',
        ')',
      ]
    : [
        'import com.twitter.finagle.Http',
        '',
        `val service = ${client}.newService("backend:8080") // your destination`,
      ];
  const text = [
    `// ${header}`,
    ...commentLines([inputsLine(s), `From them: ${from.join(', ')}.`, ...issueLines(issues)], '//'),
    ...(s.timeout === null ? [] : ['import com.twitter.conversions.DurationOps._']),
    ...code,
    '',
  ].join('\n');
  return {
    id: 'finagle',
    title: HEDGE_TITLES.finagle,
    language: 'scala',
    header,
    text,
    issues,
    written: {
      ...(hedges
        ? {
            copies: 2,
            maxExtraLoad,
            backupPercentile: Number(configNumber(1 - maxExtraLoad)),
            sendInterrupts: s.cancel,
          }
        : {}),
      // A positive duration under 1 ns is written as 1 ns (scalaDuration).
      ...(s.timeout === null ? {} : { requestTimeout: Math.max(1e-9, s.timeout) }),
    },
  };
}
