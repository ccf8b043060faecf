import { memo } from 'react';
import { Formula } from '@/components/formula';
import { TARGET_SHARE } from '@/core/capacity/answer';
import { formatDecimal, significant, texDecimal } from '@/core/format';
import type { CapacityModel } from './capacity-model';

interface Lines {
  readonly tex: string[];
  readonly text: string[];
}

/** Six significant digits, as a number again (so the TeX and text forms agree). */
const six = (x: number) => Number(significant(x, 6));
const tn = (x: number) => texDecimal(six(x));
const n = (x: number) => formatDecimal(six(x));

/** The open loop's formulas with the user's numbers, as far as the inputs are valid. */
function openLines(model: CapacityModel, lines: Lines): void {
  const q = model.queue;
  const a = model.answer;
  if (!q || !a) return;
  const rho = a.utilisation;
  lines.tex.push(
    `\\rho = \\frac{\\lambda S}{c} = \\frac{${tn(q.rate)} \\times ${tn(q.service)}}{${tn(q.servers)}} = ${tn(rho)}`,
  );
  lines.text.push(`ρ = λS/c = ${n(q.rate)} × ${n(q.service)} / ${n(q.servers)} = ${n(rho)}`);
  if (a.kind === 'overload') {
    lines.tex.push(
      `\\rho \\ge 1:\\ \\text{the queue grows by } \\lambda - \\tfrac{c}{S} = ${tn(a.growth)}\\ \\text{req/s}`,
    );
    lines.text.push(`ρ ≥ 1: the queue grows by λ − c/S = ${n(a.growth)} req/s`);
    return;
  }
  const gap = q.servers / q.service - q.rate;
  const factor = (1 + q.cv * q.cv) / 2;
  lines.tex.push(
    `C(c, \\lambda S) = ${tn(a.pWait)}`,
    q.cv === 1
      ? `W_q = \\frac{C}{c\\mu - \\lambda} = \\frac{${tn(a.pWait)}}{${tn(gap)}} = ${tn(a.meanWait)}\\ \\text{s}`
      : `W_q \\approx \\frac{C}{c\\mu - \\lambda}\\cdot\\frac{1 + c_v^2}{2} = \\frac{${tn(a.pWait)}}{${tn(gap)}} \\times ${tn(factor)} = ${tn(a.meanWait)}\\ \\text{s}`,
    `W = W_q + S = ${tn(a.meanResponse)}\\ \\text{s},\\quad L = \\lambda W = ${tn(a.inSystem)}`,
    `P(W_q > t) = C\\,e^{-(c\\mu-\\lambda)t}\\ \\Rightarrow\\ t_{99} = ${tn(a.waitQuantile(TARGET_SHARE))}\\ \\text{s}`,
  );
  lines.text.push(
    `C(c, λS) = ${n(a.pWait)}`,
    q.cv === 1
      ? `W_q = C/(cμ − λ) = ${n(a.pWait)} / ${n(gap)} = ${n(a.meanWait)} s`
      : `W_q ≈ C/(cμ − λ) × (1 + cv²)/2 = ${n(a.pWait)} / ${n(gap)} × ${n(factor)} = ${n(a.meanWait)} s (Allen–Cunneen)`,
    `W = W_q + S = ${n(a.meanResponse)} s, L = λW = ${n(a.inSystem)}`,
    `P(W_q > t) = C·e^(−(cμ−λ)t) ⇒ t₉₉ = ${n(a.waitQuantile(TARGET_SHARE))} s`,
  );
}

/** The closed loop's formulas: throughput from the finite-source queue, response from Little. */
function closedLines(model: CapacityModel, lines: Lines): void {
  const q = model.queue;
  const a = model.answer;
  if (!q || !a || a.kind !== 'stable') return;
  lines.tex.push(
    `X = ${tn(a.throughput)}\\ \\text{req/s} \\le \\min\\!\\left(\\frac{N}{S + Z}, \\frac{c}{S}\\right)`,
    `R = \\frac{N}{X} - Z = \\frac{${tn(q.users)}}{${tn(a.throughput)}} - ${tn(q.think)} = ${tn(a.meanResponse)}\\ \\text{s}`,
    `\\rho = \\frac{X S}{c} = ${tn(a.utilisation)}`,
  );
  lines.text.push(
    `X = ${n(a.throughput)} req/s ≤ min(N/(S + Z), c/S)`,
    `R = N/X − Z = ${n(q.users)} / ${n(a.throughput)} − ${n(q.think)} = ${n(a.meanResponse)} s`,
    `ρ = XS/c = ${n(a.utilisation)}`,
  );
}

/** Memoised on the model: a finished simulation does not typeset the formulas again. */
export const CapacityFormula = memo(function CapacityFormula({
  model,
}: {
  readonly model: CapacityModel;
}) {
  const lines: Lines = { tex: [], text: [] };
  if (model.loop === 'open') openLines(model, lines);
  else closedLines(model, lines);
  if (lines.tex.length === 0) return null;
  return (
    <Formula
      tex={`\\begin{gathered}${lines.tex.join(' \\\\ ')}\\end{gathered}`}
      text={lines.text.join('\n')}
    />
  );
});
