import { Formula } from '@/components/formula';
import type { TierFigures } from '@/core/alerts/analyse';
import { detectTime } from '@/core/alerts/burn';
import { windowText } from '@/core/alerts/window-text';
import { formatDuration, formatNumber, formatPercent, texDuration } from '@/core/format';
import type { AlertsModel } from './alerts-model';

const tex = (x: number, d = 6) => formatNumber(x, d).replace(/,/g, '{,}');
const texPercent = (x: number) => formatPercent(x).replace('%', '\\%').replace(/,/g, '{,}');

/** The tier the formulas are written out for: the first that fires, else the first valid one. */
function shownTier(model: AlertsModel): TierFigures | null {
  const valid = model.analysis.tiers.filter((t) => t.tier !== null && t.threshold !== null);
  return valid.find((t) => t.detect !== null) ?? valid[0] ?? null;
}

/** The burn-rate formulas with the numbers of one tier, typeset (and as plain text). */
export function AlertsFormula({ model }: { readonly model: AlertsModel }) {
  const t = shownTier(model);
  const { budget, period } = model;
  const f = model.fields;
  if (!t || !t.tier || budget === null || period === null) {
    return <p className="muted">Fix the SLO, the period and the tiers to see the formulas.</p>;
  }
  const { tier } = t;
  const th = t.threshold!;
  const days = period / 86_400;
  const lines: { tex: string; text: string }[] = [];
  if (tier.share !== undefined) {
    lines.push({
      tex: `b = \\frac{p \\cdot T}{W_L} = \\frac{${texPercent(tier.share)} \\times ${days}\\,\\text{d}}{\\text{${windowText(tier.long)}}} = ${tex(tier.factor, 4)}`,
      text: `b = p·T / W_L = ${formatPercent(tier.share)} × ${days} d / ${windowText(tier.long)} = ${formatNumber(tier.factor, 4)}`,
    });
  }
  lines.push({
    tex: `th = b \\cdot B = ${tex(tier.factor, 4)} \\times ${texPercent(budget)} = ${texPercent(th)}`,
    text: `th = b·B = ${formatNumber(tier.factor, 4)} × ${formatPercent(budget)} = ${formatPercent(th)}`,
  });
  const every = f.eval.ok ? f.eval.value : 0;
  const continuous =
    f.err.ok && f.dur.ok ? detectTime(tier, budget, f.err.value / 100, f.dur.value, 0) : null;
  if (f.err.ok && t.detect !== null && t.reset !== null && continuous !== null) {
    const e = f.err.value / 100;
    const forTex = tier.for > 0 ? ` + ${texDuration(tier.for)}` : '';
    const forText = tier.for > 0 ? ` + ${formatDuration(tier.for)}` : '';
    lines.push({
      tex: `t_\\text{fire} = \\frac{th \\cdot W_L}{e}${tier.for > 0 ? ' + \\text{for}' : ''} = \\frac{${texPercent(th)} \\times \\text{${windowText(tier.long)}}}{${texPercent(e)}}${forTex} = ${texDuration(continuous)}`,
      text: `t_fire = th·W_L / e${tier.for > 0 ? ' + for' : ''} = ${formatPercent(th)} × ${windowText(tier.long)} / ${formatPercent(e)}${forText} = ${formatDuration(continuous)}`,
    });
    if (every > 0) {
      lines.push({
        tex: `\\text{evaluated every } E = ${texDuration(every)}\\text{: first evaluation } k E > \\frac{th \\cdot W_L}{e}${tier.for > 0 ? ' \\text{, then } \\lceil \\text{for} / E \\rceil E' : ''} = ${texDuration(t.detect)}`,
        text: `evaluated every E = ${formatDuration(every)}: the first evaluation k·E after th·W_L / e${tier.for > 0 ? ', then ⌈for / E⌉·E' : ''} = ${formatDuration(t.detect)}`,
      });
    }
    lines.push({
      tex: `t_\\text{reset} = W_S \\left(1 - \\frac{th}{e}\\right) = \\text{${windowText(tier.short)}} \\times \\left(1 - \\frac{${texPercent(th)}}{${texPercent(e)}}\\right) = ${texDuration(Math.max(0, tier.short * (1 - th / e)))}`,
      text: `t_reset = W_S·(1 − th/e) = ${windowText(tier.short)} × (1 − ${formatPercent(th)} / ${formatPercent(e)}) = ${formatDuration(Math.max(0, tier.short * (1 - th / e)))}`,
    });
  }
  lines.push({
    tex: `\\frac{b \\cdot W_L}{T} = \\frac{${tex(tier.factor, 4)} \\times \\text{${windowText(tier.long)}}}{${days}\\,\\text{d}} = ${texPercent(t.budgetAtFire!)} \\text{ of the budget}, \\quad \\frac{T}{b} = ${texDuration(t.exhaust!)}`,
    text: `b·W_L / T = ${formatNumber(tier.factor, 4)} × ${windowText(tier.long)} / ${days} d = ${formatPercent(t.budgetAtFire!)} of the budget; T / b = ${formatDuration(t.exhaust!)}`,
  });
  const rps = f.rps.ok ? f.rps.value : null;
  if (rps !== null) {
    const one = 1 / (rps * tier.long * budget);
    const single = 1 / (th * tier.long);
    lines.push({
      tex: `\\frac{1}{\\text{rps} \\cdot W_L \\cdot B} = ${tex(one, 6)}\\times, \\quad \\frac{1}{th \\cdot W_L} = ${tex(single, 6)}\\ \\text{req/s}`,
      text: `one failed request: 1 / (rps·W_L·B) = ${formatNumber(one, 6)}×; one failure alone fires below 1 / (th·W_L) = ${formatNumber(single, 6)} req/s`,
    });
  }
  return (
    <div className="alerts-formula">
      <h3>Tier {t.index} in numbers</h3>
      {lines.map((l) => (
        <Formula key={l.text} tex={l.tex} text={l.text} />
      ))}
    </div>
  );
}
