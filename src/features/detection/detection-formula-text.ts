import { fitsDouble, type Magnitude } from '@/core/detection/runs';
import {
  formatCount,
  formatDuration,
  formatHours,
  texCount,
  texExact,
  texExactBase,
  texHours,
  texDuration,
  texPowerOfTen,
} from '@/core/format';
import type { DetectionModel } from './detection-model';

export interface FormulaLines {
  readonly tex: string;
  readonly text: string;
}

const texMagnitude = (m: Magnitude): string =>
  fitsDouble(m) ? texCount(m.value) : texPowerOfTen(Math.round(m.log10));

/** The number a formatted count reads as: "1.25 × 10⁻⁴" → 1.25e-4, "8,420" → 8420. */
function readBack(shown: string): number {
  const sci = /^(?:([\d.]+) × )?10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/.exec(shown);
  if (!sci) return Number(shown.replace(/,/g, ''));
  const e = [...(sci[2] ?? '')].map((c) => (c === '⁻' ? '-' : String('⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c))));
  return Number(sci[1] ?? 1) * 10 ** Number(e.join(''));
}

/** "=" when the shown figure is the value (to double precision), "≈" when it is rounded. */
const exact = (m: Magnitude) =>
  fitsDouble(m) && Math.abs(readBack(formatCount(m.value)) - m.value) <= 1e-12 * m.value;
const eq = (m: Magnitude) => (exact(m) ? '=' : '\\approx');
const textEq = (m: Magnitude) => (exact(m) ? '=' : '≈');
const plain = (tex: string) =>
  tex
    .replace(/\\times/g, '×')
    .replace(/\\approx/g, '≈')
    .replace(/\{,\}/g, ',')
    .replace(/\\text\{([^}]*)\}/g, '$1')
    .replace(/\\,/g, ' ')
    .replace(/[{}]/g, '');

/** The formulas with the user's numbers; only the lines whose inputs are valid. */
export function detectionFormula(model: DetectionModel): FormulaLines | null {
  const f = model.fields;
  const tex: string[] = [];
  const text: string[] = [];
  if (f.p.ok && f.n.ok && model.pN && model.checksBetween) {
    const p = f.p.value;
    const n = f.n.value;
    tex.push(`p^N &= ${texExactBase(p)}^{${n}} ${eq(model.pN)} ${texMagnitude(model.pN)}`);
    text.push(
      `p^N = ${plain(texExactBase(p))}^${n} ${textEq(model.pN)} ${plain(texMagnitude(model.pN))}`,
    );
    if (p > 0) {
      const e = model.checksBetween;
      tex.push(
        `E_N &= \\frac{1 - p^N}{(1 - p)\\,p^N} = \\frac{1 - ${texMagnitude(model.pN)}}{${texExact(Number((1 - p).toPrecision(12)))} \\times ${texMagnitude(model.pN)}} \\approx ${texMagnitude(e)}\\ \\text{checks}`,
      );
      text.push(`E_N = (1 − p^N) / ((1 − p)·p^N) ≈ ${plain(texMagnitude(e))} checks`);
    }
  }
  if (
    f.i.ok &&
    model.mtbft &&
    model.checksBetween &&
    fitsDouble(model.mtbft) &&
    model.mtbft.value > 0
  ) {
    const i = f.i.value;
    const m = model.mtbft.value;
    const inHours = m >= 3600 ? formatHours(m) : null;
    tex.push(
      `\\text{MTBFT} &= E_N \\times i = ${texMagnitude(model.checksBetween)} \\times ${texExact(i)}\\,\\text{s} \\approx ${texCount(m)}\\,\\text{s}` +
        (inHours ? ` \\approx ${texHours(m)}` : ''),
    );
    text.push(`MTBFT = E_N × i ≈ ${formatCount(m)} s${inHours ? ` ≈ ${inHours}` : ''}`);
    if (model.perNodeDay && model.fleetDay && f.fleet.ok) {
      const perNode = texMagnitude(model.perNodeDay);
      tex.push(
        `\\text{per day} &= \\frac{86{,}400\\,\\text{s}}{\\text{MTBFT}} \\approx ${perNode}\\ \\text{per node} \\times ${texCount(f.fleet.value)} \\approx ${texMagnitude(model.fleetDay)}\\ \\text{per fleet}`,
      );
      text.push(
        `per day = 86,400 s / MTBFT ≈ ${plain(perNode)} per node × ${formatCount(f.fleet.value)} ≈ ${plain(texMagnitude(model.fleetDay))} per fleet`,
      );
    }
  }
  const d = model.detection;
  if (d && f.n.ok && f.i.ok) {
    const n = f.n.value;
    const i = texExact(f.i.value);
    tex.push(
      `D_{\\text{worst}} &= N \\cdot i = ${n} \\times ${i}\\,\\text{s} = ${texDuration(d.worst)}, \\quad D_{\\text{mean}} = (N - \\tfrac12)\\, i = ${texDuration(d.mean)}`,
    );
    text.push(
      `D worst = N·i = ${n} × ${plain(i)} s = ${formatDuration(d.worst)}; D mean = (N − ½)·i = ${formatDuration(d.mean)}`,
    );
  }
  const s = model.shared;
  if (s && s.q > 0 && f.n.ok && f.i.ok) {
    tex.push(
      `\\text{fleet ejections} &= \\frac{30\\,\\text{d}}{i} \\cdot \\frac{(1 - q)\\,q^N}{1 - q^N} \\approx ${texMagnitude(s.perMonth)}\\ \\text{per 30 days}`,
    );
    text.push(
      `fleet ejections = (30 d / i) · (1 − q)·q^N / (1 − q^N) ≈ ${plain(texMagnitude(s.perMonth))} per 30 days`,
    );
  }
  if (tex.length === 0) return null;
  return {
    tex: `\\begin{aligned}${tex.join(' \\\\[0.3em] ')}\\end{aligned}`,
    text: text.join('; '),
  };
}
