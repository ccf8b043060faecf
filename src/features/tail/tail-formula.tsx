import { memo } from 'react';
import { Formula } from '@/components/formula';
import { formatDecimal, significant, texDecimal } from '@/core/format';
import type { TailModel } from './tail-model';

const six = (x: number) => Number(significant(x, 6));
const tn = (x: number) => texDecimal(six(x));
const n = (x: number) => formatDecimal(six(x));

/** The order statistics and the hedged leaf with the user's numbers. Memoised on the model. */
export const TailFormula = memo(function TailFormula({ model }: { readonly model: TailModel }) {
  const x = model.inputs;
  const r = model.results;
  if (!x || !r) return null;
  const N = x.fanout;
  const k = r.awaited;
  const d = x.hedge.delay;
  const tex: string[] = [];
  const text: string[] = [];
  tex.push(
    k === N
      ? `F_{\\text{req}}(t) = F(t)^{N} = F(t)^{${N}}`
      : `F_{\\text{req}}(t) = \\sum_{j=${k}}^{${N}} \\binom{${N}}{j} F(t)^j \\bigl(1 - F(t)\\bigr)^{${N}-j}`,
    `P(\\text{req} > \\text{leaf p99}) = 1 - F_{\\text{req}}(${tn(r.leafP99)}) = ${tn(r.slowRequestShare)}`,
  );
  text.push(
    k === N
      ? `F_req(t) = F(t)^N = F(t)^${N}`
      : `F_req(t) = Σ_{j=${k}}^{${N}} C(${N}, j) F(t)^j (1 − F(t))^(${N}−j)`,
    `P(req > leaf p99) = 1 − F_req(${n(r.leafP99)}) = ${n(r.slowRequestShare)}`,
  );
  if (d > 0 && x.hedge.copies > 1) {
    const m = x.hedge.copies;
    tex.push(
      `P(H > t) = \\prod_{i=0}^{${m - 1}} P(L > t - i \\cdot ${tn(d)}),\\quad \\text{extra load} = ${tn(r.extraLoad)}`,
    );
    text.push(`P(H > t) = Π_{i=0}^{${m - 1}} P(L > t − i·${n(d)}), extra load = ${n(r.extraLoad)}`);
  }
  return (
    <Formula tex={`\\begin{gathered}${tex.join(' \\\\ ')}\\end{gathered}`} text={text.join('\n')} />
  );
});
