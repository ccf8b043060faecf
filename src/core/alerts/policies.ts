import { DAY, HOUR, MINUTE, type PolicyId, type Tier } from './tier';

/** A tier as a policy writes it: a budget share or a factor, before the period is known. */
interface TierRule {
  readonly severity: Tier['severity'];
  readonly long: number;
  readonly short: number;
  /** Share of the budget spent within the long window when it fires (b = share · T / long). */
  readonly share?: number;
  readonly factor?: number;
  readonly for?: number;
}

/**
 * The SRE Workbook's recommended table ("Alerting on SLOs", table 5-8): 2% of the budget in an
 * hour and 5% in six hours page, 10% in three days opens a ticket. Defined by budget share, so
 * a 30-day period gives the chapter's factors 14.4, 6 and 1.
 */
const WORKBOOK: readonly TierRule[] = [
  { severity: 'page', long: HOUR, short: 5 * MINUTE, share: 0.02 },
  { severity: 'page', long: 6 * HOUR, short: 30 * MINUTE, share: 0.05 },
  { severity: 'ticket', long: 3 * DAY, short: 6 * HOUR, share: 0.1 },
];

/**
 * sloth's default alert windows (slok/sloth, `alert-windows`): page quick/slow 2% and 5%, ticket
 * quick/slow 10% and 10%; each factor is share · period / long window.
 */
const SLOTH: readonly TierRule[] = [
  { severity: 'page', long: HOUR, short: 5 * MINUTE, share: 0.02 },
  { severity: 'page', long: 6 * HOUR, short: 30 * MINUTE, share: 0.05 },
  { severity: 'ticket', long: DAY, short: 2 * HOUR, share: 0.1 },
  { severity: 'ticket', long: 3 * DAY, short: 6 * HOUR, share: 0.1 },
];

/**
 * pyrra's windows (pyrra-dev/pyrra, slo/rules.go `Windows`): fixed factors 14, 7, 2, 1; windows
 * and `for:` written for a 28-day SLO and scaled by period / 28 days, rounded to the minute.
 */
const PYRRA: readonly TierRule[] = [
  { severity: 'page', long: HOUR, short: 5 * MINUTE, factor: 14, for: 2 * MINUTE },
  { severity: 'page', long: 6 * HOUR, short: 30 * MINUTE, factor: 7, for: 15 * MINUTE },
  { severity: 'ticket', long: DAY, short: 2 * HOUR, factor: 2, for: HOUR },
  { severity: 'ticket', long: 4 * DAY, short: 6 * HOUR, factor: 1, for: 3 * HOUR },
];

const PYRRA_BASE_PERIOD = 28 * DAY;

/** Go's Duration.Round(time.Minute) for a positive duration: to the nearest minute, halves up. */
const roundToMinute = (seconds: number) => Math.round(seconds / MINUTE) * MINUTE;

/** A rule made a tier for a period of `period` seconds. */
export function tierOf(rule: TierRule, period: number): Tier {
  const factor = rule.factor ?? ((rule.share ?? 0) * period) / rule.long;
  return {
    severity: rule.severity,
    long: rule.long,
    short: rule.short,
    factor,
    ...(rule.share === undefined ? {} : { share: rule.share }),
    for: rule.for ?? 0,
  };
}

/** The tiers of a built-in policy for an SLO period of `period` seconds. */
export function policyTiers(policy: Exclude<PolicyId, 'custom'>, period: number): Tier[] {
  if (policy === 'pyrra') {
    const scale = period / PYRRA_BASE_PERIOD;
    return PYRRA.map((rule) =>
      tierOf(
        {
          ...rule,
          long: roundToMinute(rule.long * scale),
          short: roundToMinute(rule.short * scale),
          for: roundToMinute((rule.for ?? 0) * scale),
        },
        period,
      ),
    );
  }
  return (policy === 'sloth' ? SLOTH : WORKBOOK).map((rule) => tierOf(rule, period));
}

export const POLICY_IDS = [
  'workbook',
  'sloth',
  'pyrra',
  'custom',
] as const satisfies readonly PolicyId[];
