import type { Rng } from '@/core/random/prng';

/**
 * Marsaglia & Tsang's REXP tables (J. Stat. Software 5(8), 2000, zigset), typed from the paper:
 * ke (accept bound), we (scale), fe = e^(−x_i). Shared by the reference
 * sampler below and the boundary tests.
 */
export function paperTables() {
  const m2 = 4294967296;
  const ve = 3.949659822581572e-3;
  let de = 7.697117470131487;
  let te = de;
  const ke: number[] = new Array<number>(256).fill(0);
  const we: number[] = new Array<number>(256).fill(0);
  const fe: number[] = new Array<number>(256).fill(0);
  const q = ve / Math.exp(-de);
  ke[0] = (de / q) * m2;
  ke[1] = 0;
  we[0] = q / m2;
  we[255] = de / m2;
  fe[0] = 1;
  fe[255] = Math.exp(-de);
  for (let i = 254; i >= 1; i--) {
    de = -Math.log(ve / de + Math.exp(-de));
    ke[i + 1] = (de / te) * m2;
    te = de;
    fe[i] = Math.exp(-de);
    we[i] = de / m2;
  }
  return { ke, we, fe };
}

/**
 * Marsaglia & Tsang's REXP (J. Stat. Software 5(8), 2000: zigset and efix), typed from the
 * paper with the one change the module documents: the strip comes from a second draw. The tail
 * is R + Exp(1) as R − log(1 − u), u in [0, 1).
 */
export function paperZiggurat(): (rng: Rng) => number {
  const m2 = 4294967296;
  const { ke, we, fe } = paperTables();
  return (rng) => {
    for (;;) {
      const jz = rng.next() * m2;
      const iz = Math.floor(rng.next() * 256);
      if (jz < ke[iz]!) return jz * we[iz]!;
      if (iz === 0) return 7.697117470131487 - Math.log(1 - rng.next());
      const x = jz * we[iz]!;
      if (fe[iz]! + rng.next() * (fe[iz - 1]! - fe[iz]!) < Math.exp(-x)) return x;
    }
  };
}
