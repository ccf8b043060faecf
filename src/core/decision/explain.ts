import { formatSeconds as sec } from '../format';
import type { Decision, Reason } from './decide';

/** One sentence on why: the rule is how reversible the action is, not how critical the service. */
function explainReason(reason: Reason): string {
  switch (reason.kind) {
    case 'below-threshold': {
      const { seen, threshold } = reason;
      const more = threshold - seen;
      if (seen === 0) {
        return `No failed checks yet (N = ${threshold}): nothing to act on, keep checking.`;
      }
      const failed = seen === 1 ? 'one failed check' : `${seen} failed checks in a row`;
      return (
        `${seen} of ${threshold} consecutive failures: ${more} more before acting, ` +
        `because ${failed} ${seen === 1 ? 'is' : 'are'} as likely a flaky probe as a dead instance.`
      );
    }
    case 'reversible':
      return reason.action === 'lb'
        ? 'Removing an instance from the load-balancer pool is cheap and undone by adding it back, so automation acts at once without a human.'
        : 'Opening a circuit breaker is cheap and closes again by itself once calls succeed, so automation acts at once without a human.';
    case 'replica-behind':
      return (
        `The replica is ${sec(reason.lag)} behind (at most ${sec(reason.maxLag)} allowed): promoting it ` +
        'would discard acknowledged writes, which cannot be undone, so a human decides.'
      );
    case 'no-quorum': {
      const q = reason.quorum;
      const tie = q.exactlyHalf ? ', and exactly half is not a majority' : '';
      return (
        `Only ${q.up} of ${q.voters} voters are reachable; a majority needs ${q.majority}${tie}, ` +
        'so a promotion here could leave two primaries accepting writes, and writes that diverged ' +
        'cannot be undone: a hard-to-reverse step without a quorum is a human’s call.'
      );
    }
    case 'partition':
      return (
        'This may be a partition rather than a dead primary: the old primary may still be serving ' +
        'clients on the other side, and two primaries cannot be merged back, so a human decides.'
      );
    case 'blast-unknown':
      return (
        'The safety checks pass, but nobody knows what else a promotion would touch; a hard-to-reverse ' +
        'step with an unknown blast radius is a human’s call.'
      );
    case 'clean-promotion':
      return (
        `The replica is caught up (${sec(reason.lag)} behind), ${reason.quorum.up} of ${reason.quorum.voters} ` +
        `voters hold a majority of ${reason.quorum.majority}, the failure is clear and its blast radius ` +
        'known: promote automatically, but promotion is hard to reverse, so page someone to review it.'
      );
  }
}

export const VERDICT_TITLES = {
  'keep-checking': 'Keep checking',
  automate: 'Automate',
  'auto-promote-and-page': 'Auto-promote, and page for review',
  'page-human': 'Page a human; do not auto-promote',
} as const;

/** The sentence shown under the verdict, or why there is none. */
export function explainDecision(decision: Decision): string {
  return decision.reason
    ? explainReason(decision.reason)
    : 'An input this path needs is not valid: fix the highlighted field to get a verdict.';
}
