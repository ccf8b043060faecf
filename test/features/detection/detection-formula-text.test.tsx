import { describe, expect, it } from 'vitest';
import { texCount } from '@/core/format';
import { detectionFormula } from '@/features/detection/detection-formula-text';
import { deriveDetection } from '@/features/detection/detection-model';
import { DETECTION_FIELDS } from '@/core/detection/fields';
import { defaultsOf } from '@/core/fields/schema';

const EXAMPLE = defaultsOf(DETECTION_FIELDS);

describe('formulas with the user’s numbers', () => {
  it('shows the worked example, exact where exact', () => {
    const lines = detectionFormula(deriveDetection(EXAMPLE));
    expect(lines?.text).toContain('p^N = 0.05^3 = 1.25 × 10^-4');
    expect(lines?.text).toContain('E_N = (1 − p^N) / ((1 − p)·p^N) ≈ 8,420 checks');
    expect(lines?.text).toContain('MTBFT = E_N × i ≈ 42,100 s ≈ 11.7 h');
    expect(lines?.text).toContain('≈ 2.05 per node × 100 ≈ 205 per fleet');
    expect(lines?.text).toContain('D worst = N·i = 3 × 5 s = 15s; D mean = (N − ½)·i = 12.5s');
    expect(lines?.tex).toContain('p^N &= 0.05^{3} = 1.25 \\times 10^{-4}');
  });

  it('writes a tiny or near-1 p as a power of ten, never in e-notation', () => {
    const tiny = detectionFormula(deriveDetection({ ...EXAMPLE, p: '0.00000015' }));
    expect(tiny?.tex).toContain('p^N &= (1.5 \\times 10^{-7})^{3} \\approx 3.37 \\times 10^{-21}');
    expect(tiny?.text).toContain('p^N = (1.5 × 10^-7)^3 ≈ 3.37 × 10^-21');
    // MTBFT ≈ 1.48e21 s: the hours get a power of ten, not eighteen digits.
    expect(tiny?.tex).toContain('\\approx 4.12 \\times 10^{17}\\,\\text{h}');
    expect(tiny?.text).toContain('≈ 4.12 × 10¹⁷ h');
    for (const p of ['0.0000001', '0.00000000000000000001', '0.9999999999999', '0.5']) {
      for (const n of ['1', '3', '12']) {
        const lines = detectionFormula(deriveDetection({ ...EXAMPLE, p, n }));
        expect(`${lines?.tex} ${lines?.text}`, `p=${p} N=${n}`).not.toMatch(/\de[-+]?\d/);
      }
    }
  });

  it('echoes the interval with all its digits, so the product reads true', () => {
    const lines = detectionFormula(deriveDetection({ ...EXAMPLE, n: '5', i: '12.345' }));
    expect(lines?.text).toContain('D worst = N·i = 5 × 12.345 s = 1m 1.73s');
    expect(lines?.tex).toContain('5 \\times 12.345\\,\\text{s}');
  });

  it('drops the lines whose inputs are invalid, and adds the shared line when q > 0', () => {
    const noN = detectionFormula(deriveDetection({ ...EXAMPLE, n: 'x' }));
    expect(noN).toBeNull();
    const withQ = detectionFormula(deriveDetection({ ...EXAMPLE, q: '0.01' }));
    expect(withQ?.text).toContain(
      'fleet ejections = (30 d / i) · (1 − q)·q^N / (1 − q^N) ≈ 0.513 per 30 days',
    );
  });
});

/** The formulas' numbers are core/format's texCount, checked here on this panel's figures. */
describe('texCount, as the detection formulas write numbers', () => {
  it('writes numbers for TeX', () => {
    expect(texCount(8420)).toBe('8{,}420');
    expect(texCount(1.25e-4)).toBe('1.25 \\times 10^{-4}');
    expect(texCount(0.05)).toBe('0.05');
  });
});
