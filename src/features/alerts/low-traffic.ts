import { formatPercent } from '@/core/format';
import { formatBurn, formatRps } from './alerts-format';
import type { AlertsModel } from './alerts-model';

/** The low-traffic verdict in one sentence, from the closed forms. */
export function lowTrafficSentence({ analysis: a, fields }: AlertsModel): string {
  if (!fields.rps.ok) return 'Fix the traffic to see how one failed request weighs.';
  if (a.singleFailureRps === null || a.oneFailureBurn === null)
    return 'Fix the SLO and the tiers to see how one failed request weighs.';
  const rps = fields.rps.value;
  const burn = `one failed request is a ${formatBurn(a.oneFailureBurn)} burn in the shortest long window`;
  if (a.singleFailureRps === 0)
    return `At ${formatRps(rps)}, ${burn}; no tier can fire on a single failure (its threshold is above 100% or its “for” outlasts the short window).`;
  if (rps < a.singleFailureRps)
    return `At ${formatRps(rps)}, ${burn}: a single failed request fires an alert on its own, since alerts fire on one failure below ${formatRps(a.singleFailureRps)}. Expect about one alert per failed request; the alerts are noise.`;
  const margin = rps / a.singleFailureRps;
  return `At ${formatRps(rps)}, ${burn}: a single failure stays below every threshold (one failure alone fires only below ${formatRps(a.singleFailureRps)}, ${formatPercent(1 / margin)} of this traffic).`;
}
