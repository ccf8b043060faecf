import { Formula } from '@/components/formula';
import { formatDecimal as n, texDecimal as tn } from '@/core/format';
import type { FailoverModel } from './failover-model';

interface Lines {
  readonly tex: string[];
  readonly text: string[];
}

/** The on-paper formulas and the per-client model, with the user's numbers where valid. */
function failoverFormula(model: FailoverModel): Lines {
  const tex: string[] = [];
  const text: string[] = [];
  const { az, region, rpoWrites, lag, failoversPerYear, budgetYear, azOnPaper } = model;
  if (az && azOnPaper !== null) {
    tex.push(
      `T_{\\text{AZ}} = i \\cdot N + \\text{drain} = ${tn(az.interval)} \\times ${tn(az.threshold)} + ${tn(az.drain)} = ${tn(azOnPaper)}\\ \\text{s}`,
    );
    text.push(
      `T_AZ = i × N + drain = ${n(az.interval)} × ${n(az.threshold)} + ${n(az.drain)} = ${n(azOnPaper)} s`,
    );
  }
  if (region && model.regionOnPaper !== null) {
    tex.push(
      `T_{\\text{region}} = i \\cdot N + \\text{TTL} = ${tn(region.interval)} \\times ${tn(region.threshold)} + ${tn(region.ttl)} = ${tn(model.regionOnPaper)}\\ \\text{s}`,
    );
    text.push(
      `T_region = i × N + TTL = ${n(region.interval)} × ${n(region.threshold)} + ${n(region.ttl)} = ${n(model.regionOnPaper)} s`,
    );
  }
  // Per client, U and V uniform on [0, 1): the simulated model, one short line per path.
  tex.push(
    String.raw`t_{\text{AZ}} = i\,(N - U) \le T_{\text{AZ}}`,
    String.raw`t_{\text{region}} = i\,(N - U) + L\,(1 - V),\ L \in \{\text{TTL}, \text{stale\_max}\}`,
  );
  text.push(
    'per client: t_AZ = i·(N − U) (new requests; the drain only bounds in-flight connections)',
    't_region = i·(N − U) + L·(1 − V), L = TTL or stale_max; U, V uniform on [0, 1)',
  );
  const writes = model.fields.writes.ok ? model.fields.writes.value : null;
  if (rpoWrites !== null && lag !== null && writes !== null) {
    tex.push(
      `\\text{RPO} = \\text{lag} \\times \\text{writes/s} = ${tn(lag)} \\times ${tn(writes)} = ${tn(rpoWrites)}\\ \\text{writes}`,
    );
    text.push(`RPO = lag × writes/s = ${n(lag)} × ${n(writes)} = ${n(rpoWrites)} writes`);
  }
  const share =
    azOnPaper !== null && failoversPerYear !== null && budgetYear !== null && budgetYear > 0
      ? (failoversPerYear * azOnPaper) / budgetYear
      : null;
  if (azOnPaper !== null && failoversPerYear !== null && budgetYear !== null && share !== null) {
    tex.push(
      `\\text{share}_{\\text{AZ}} = \\frac{${tn(failoversPerYear)} \\times ${tn(azOnPaper)}\\ \\text{s}}{${tn(budgetYear)}\\ \\text{s}} = ${tn(share * 100)}\\%`,
    );
    text.push(
      `share_AZ = ${n(failoversPerYear)} × ${n(azOnPaper)} s / ${n(budgetYear)} s = ${n(share * 100)}%`,
    );
  }
  return { tex, text };
}

export function FailoverFormula({ model }: { readonly model: FailoverModel }) {
  const lines = failoverFormula(model);
  return (
    <Formula
      tex={`\\begin{gathered}${lines.tex.join(' \\\\ ')}\\end{gathered}`}
      text={lines.text.join('\n')}
    />
  );
}
