import { BIG, SMALL, SMALL2, W_ONE, W_ZERO, type Wide } from './wide-double';

/**
 * The k-of-n programmes in extended-range doubles (`wide-double.ts`): about 15 significant
 * digits, for the shares and what-ifs of groups too large for exact decimals in the time allowed.
 */

// The programmes below run on flat typed arrays (mantissas and exponents apart), with results
// of the scalar operations passed through a two-slot register: no allocation per step.
const R = new Float64Array(2);

function mulR(af: number, ae: number, bf: number, be: number): void {
  const f = af * bf;
  const e = ae + be;
  if (f >= BIG) {
    R[0] = f * SMALL;
    R[1] = e + 1;
  } else if (f !== 0 && f < SMALL) {
    R[0] = f * BIG;
    R[1] = e - 1;
  } else {
    R[0] = f;
    R[1] = e;
  }
}

function addR(af: number, ae: number, bf: number, be: number): void {
  let f: number;
  let e: number;
  if (bf === 0 || (af !== 0 && ae - be > 2)) {
    f = af;
    e = ae;
  } else if (af === 0 || be - ae > 2) {
    f = bf;
    e = be;
  } else {
    const d = ae - be;
    if (d >= 0) {
      f = af + bf * (d === 0 ? 1 : d === 1 ? SMALL : SMALL2);
      e = ae;
    } else {
      f = bf + af * (d === -1 ? SMALL : SMALL2);
      e = be;
    }
    if (f >= BIG) {
      f *= SMALL;
      e += 1;
    }
  }
  R[0] = f;
  R[1] = e;
}

/** A failure-count distribution (counts ≥ lost merged) in a row of flat arrays. */
interface Rows {
  readonly f: Float64Array;
  readonly e: Int32Array;
}

function rows(count: number, width: number): Rows {
  return { f: new Float64Array(count * width), e: new Int32Array(count * width) };
}

/** Row `to` = row `from` after one member counted with probability u: P′(c) = P(c)·up + P(c − 1)·u. */
function stepRow(r: Rows, from: number, to: number, u: Wide, up: Wide, lost: number): void {
  const w = lost + 1;
  const a = from * w;
  const b = to * w;
  for (let x = lost; x >= 0; x--) {
    let f: number;
    let e: number;
    if (x === lost) {
      f = r.f[a + x] ?? 0;
      e = r.e[a + x] ?? 0;
    } else {
      mulR(r.f[a + x] ?? 0, r.e[a + x] ?? 0, up.f, up.e);
      f = R[0] ?? 0;
      e = R[1] ?? 0;
    }
    if (x > 0) {
      mulR(r.f[a + x - 1] ?? 0, r.e[a + x - 1] ?? 0, u.f, u.e);
      addR(f, e, R[0] ?? 0, R[1] ?? 0);
      f = R[0] ?? 0;
      e = R[1] ?? 0;
    }
    r.f[b + x] = f;
    r.e[b + x] = e;
  }
}

function start(r: Rows, row: number, lost: number): void {
  r.f.fill(0, row * (lost + 1), (row + 1) * (lost + 1));
  r.e.fill(0, row * (lost + 1), (row + 1) * (lost + 1));
  r.f[row * (lost + 1)] = 1;
}

/**
 * U of k-of-n, approximately. Counting failures (states 0 … lost, U = the absorbing state) or,
 * when k < lost, counting members up (states 0 … k, U = P(fewer than k up)): n · min(k, lost) + n steps.
 */
export function kOfNWide(us: readonly Wide[], ups: readonly Wide[], k: number): Wide {
  const lost = us.length - k + 1;
  const byUps = k < lost;
  const [ps, qs, cap] = byUps ? [ups, us, k] : [us, ups, lost];
  const r = rows(2, cap + 1);
  start(r, 0, cap);
  ps.forEach((p, j) => stepRow(r, j % 2, (j + 1) % 2, p, qs[j] ?? W_ONE, cap));
  const row = (us.length % 2) * (cap + 1);
  if (!byUps) return { f: r.f[row + cap] ?? 0, e: r.e[row + cap] ?? 0 };
  let sf = 0;
  let se = 0;
  for (let c = 0; c < cap; c++) {
    addR(sf, se, r.f[row + c] ?? 0, r.e[row + c] ?? 0);
    sf = R[0] ?? 0;
    se = R[1] ?? 0;
  }
  return { f: sf, e: se };
}

/**
 * For every member i of a k-of-n group, U = A_i + B_i · u_i, from the distributions of the
 * members before and after i. Counting failures (cap = lost): A_i = P(others ≥ lost),
 * B_i = P(others = lost − 1). Counting ups when k < lost (cap = k): A_i = P(others up ≤ k − 2),
 * B_i = P(others up = k − 1). Positive terms only; n · min(k, lost) steps, three times.
 */
export function kOfNAffineWide(
  us: readonly Wide[],
  ups: readonly Wide[],
  k: number,
): { readonly a: Wide[]; readonly b: Wide[] } {
  const n = us.length;
  const lost = n - k + 1;
  const byUps = k < lost;
  const [ps, qs, cap] = byUps ? [ups, us, k] : [us, ups, lost];
  const w = cap + 1;
  const pre = rows(n + 1, w);
  start(pre, 0, cap);
  for (let i = 0; i < n; i++) stepRow(pre, i, i + 1, ps[i] ?? W_ZERO, qs[i] ?? W_ONE, cap);
  // The distribution after i in two alternating rows, and its tail sums P(after ≥ t) (failures)
  // or head sums P(after ≤ t) (ups).
  const after = rows(2, w);
  start(after, 0, cap);
  const sums = rows(1, w);
  const a: Wide[] = [];
  const b: Wide[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const cur = ((n - 1 - i) % 2) * w;
    let sf = 0;
    let se = 0;
    for (let j = 0; j <= cap; j++) {
      const t = byUps ? j : cap - j;
      addR(sf, se, after.f[cur + t] ?? 0, after.e[cur + t] ?? 0);
      sf = R[0] ?? 0;
      se = R[1] ?? 0;
      sums.f[t] = sf;
      sums.e[t] = se;
    }
    const p = i * w;
    let af = byUps ? 0 : (pre.f[p + cap] ?? 0);
    let ae = byUps ? 0 : (pre.e[p + cap] ?? 0);
    let bf = 0;
    let be = 0;
    for (let x = 0; x < cap; x++) {
      const xf = pre.f[p + x] ?? 0;
      if (xf === 0) continue;
      const xe = pre.e[p + x] ?? 0;
      const t = byUps ? cap - 2 - x : cap - x;
      if (t >= 0) {
        mulR(xf, xe, sums.f[t] ?? 0, sums.e[t] ?? 0);
        addR(af, ae, R[0] ?? 0, R[1] ?? 0);
        af = R[0] ?? 0;
        ae = R[1] ?? 0;
      }
      mulR(xf, xe, after.f[cur + cap - 1 - x] ?? 0, after.e[cur + cap - 1 - x] ?? 0);
      addR(bf, be, R[0] ?? 0, R[1] ?? 0);
      bf = R[0] ?? 0;
      be = R[1] ?? 0;
    }
    a[i] = { f: af, e: ae };
    b[i] = { f: bf, e: be };
    stepRow(after, cur / w, 1 - cur / w, ps[i] ?? W_ZERO, qs[i] ?? W_ONE, cap);
  }
  return { a, b };
}
