import type { Verdict } from '@/core/decision/decide';
import { VERDICT_TITLES } from '@/core/decision/explain';
import { formatNumber } from '@/core/format';
import {
  codeResult,
  result,
  type ResultDecl,
  type Headline,
  headlineOf,
} from '@/lib/results/declare';
import type { DecisionModel } from './decision-model';

/** The panel's results, in page order: cards, CLI rows, exports and docs all come from here. */
export const DECISION_RESULTS: readonly ResultDecl<DecisionModel>[] = [
  codeResult<DecisionModel>({
    id: 'verdict',
    label: 'Verdict',
    section: 'results',
    hint: '`keep-checking`, `automate`, `auto-promote-and-page` or `page-human` (a word, not a number); `""` when an input on the path is invalid',
    value: (m) => m.decision.verdict,
    format: (code) => VERDICT_TITLES[code as Verdict],
  }),
  result<DecisionModel>({
    id: 'quorum-majority',
    label: 'Majority needed',
    unit: 'count',
    section: 'results',
    hint: 'Voters a majority needs, ⌊voters / 2⌋ + 1 (a count)',
    value: (m) => m.decision.quorum?.majority,
    format: (majority, m) => `${majority} of ${m.decision.quorum?.voters ?? ''}`,
  }),
  result<DecisionModel>({
    id: 'quorum-holds',
    label: 'Quorum (1 holds, 0 lost)',
    unit: 'boolean',
    section: 'results',
    hint: '`1` when up ≥ majority, else `0`',
    value: ({ decision: { quorum } }) => (quorum ? (quorum.holds ? 1 : 0) : null),
    format: (holds) => (holds === 1 ? 'holds' : 'lost'),
  }),
  result<DecisionModel>({
    id: 'replica-lag-margin',
    label: 'Lag headroom',
    unit: 's',
    section: 'results',
    hint: 'Allowed lag − replica lag, seconds (negative: the replica is behind)',
    value: ({ facts: { lag, maxLag } }) => (lag !== null && maxLag !== null ? maxLag - lag : null),
    format: (margin) => `${formatNumber(margin, 3)} s`,
  }),
];

/** What the panel answers: promote, wait or page. */
export const DECISION_HEADLINE: Headline<DecisionModel> = headlineOf('verdict');
