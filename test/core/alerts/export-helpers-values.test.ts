import { describe, expect, it } from 'vitest';
import { alertName, serviceSlug, sloName, tierNames } from '@/core/alerts/export/names';
import { rulePercent, sloFractionText, sloPercentText } from '@/core/alerts/export/number';
import type { ExportSpec } from '@/core/alerts/export/spec';
import { budgetSpent, thresholdRatio, tierLabel, tierList } from '@/core/alerts/export/tier-text';
import type { Tier } from '@/core/alerts/tier';

// Expected values worked by hand from the SLO, the tiers and Prometheus' duration format.

const page = (long: number, short: number, factor = 14.4): Tier => ({
  severity: 'page',
  long,
  short,
  factor,
  for: 0,
});

const SPEC: ExportSpec = {
  service: 'api',
  errors: 'e',
  total: 't',
  sloText: '99.9',
  budget: 0.001,
  periodDays: 30,
  policy: 'custom',
  tiers: [],
};

describe('rulePercent', () => {
  it('writes fractions as percentages', () => {
    expect(rulePercent(0.0144)).toBe('1.44%');
    expect(rulePercent(1)).toBe('100%');
    expect(rulePercent(0.001 / 3)).toBe('0.0333333333333%');
  });
});

describe('the SLO as text', () => {
  const spec = (sloText: string, budget: number): ExportSpec => ({ ...SPEC, sloText, budget });

  it('as typed, tidied; from the budget when not a plain decimal', () => {
    expect(sloPercentText(spec('99.90', 0.001))).toBe('99.9');
    expect(sloPercentText(spec(' 99.95 ', 0.0005))).toBe('99.95');
    expect(sloPercentText(spec('.5', 0.995))).toBe('0.5');
    expect(sloPercentText(spec('9.99e1', 0.001))).toBe('99.9');
    expect(sloPercentText(spec('ninety', 0.25))).toBe('75');
    expect(sloFractionText(spec('99.9', 0.001))).toBe('0.999');
    expect(sloFractionText(spec('99.95', 0.0005))).toBe('0.9995');
    expect(sloFractionText(spec(' .5 ', 0.995))).toBe('0.005');
    expect(sloFractionText(spec('99.99999', 1e-7))).toBe('0.9999999');
    expect(sloFractionText(spec('9.99e1', 0.001))).toBe('0.999');
    expect(sloFractionText(spec('ninety', 0.25))).toBe('0.75');
    // Spaces around the typed text are ignored: the text wins over a budget that disagrees.
    expect(sloPercentText(spec(' 99.9 ', 0.25))).toBe('99.9');
    expect(sloFractionText(spec(' 99.9 ', 0.25))).toBe('0.999');
  });
});

describe('names', () => {
  it('the SLO and the alert', () => {
    expect(sloName('api')).toBe('api-availability');
    expect(alertName('api')).toBe('api-error-budget-burn');
  });

  it('the slug: dashes collapse and trim after the cut to 30 characters', () => {
    expect(serviceSlug('A__B')).toBe('a-b');
    expect(serviceSlug('-a-')).toBe('a');
    expect(serviceSlug('--a--b--')).toBe('a-b');
    // 29 letters and a space: the cut leaves a trailing dash, which goes.
    expect(serviceSlug(`${'x'.repeat(29)} y`)).toBe('x'.repeat(29));
    expect(serviceSlug(`${'x'.repeat(28)} y`)).toBe(`${'x'.repeat(28)}-y`);
  });

  it('one name per tier: windows, or the position when the windows make it too long', () => {
    const slug = 'a'.repeat(30);
    // 30 + "-ticket-" (8) + "1d1h1m1s-10m" (12) = 50 characters, the most kept.
    const fits: Tier = { ...page(90_061, 600), severity: 'ticket' };
    expect(tierNames(slug, [fits])).toEqual([`${slug}-ticket-1d1h1m1s-10m`]);
    // "1d1h1m1s-10m1s" makes it 52: the tier's position instead.
    const long: Tier = { ...fits, short: 601 };
    expect(tierNames(slug, [fits, long])).toEqual([
      `${slug}-ticket-1d1h1m1s-10m`,
      `${slug}-ticket-2`,
    ]);
    expect(
      tierNames('api', [page(3600, 300), page(3600, 300), page(7200, 300), page(3600, 300)]),
    ).toEqual(['api-page-1h-5m', 'api-page-1h-5m-2', 'api-page-2h-5m', 'api-page-1h-5m-3']);
  });
});

describe('tier text for comments', () => {
  it('label, list, threshold and budget spent', () => {
    expect(tierLabel(page(3600, 300))).toBe('page 1h/5m ×14.4');
    expect(tierList([])).toBe('none');
    expect(tierList([page(3600, 300), { ...page(259_200, 21_600, 1), severity: 'ticket' }])).toBe(
      'page 1h/5m ×14.4, ticket 3d/6h ×1',
    );
    // 14.4 × 0.001 = 0.0144; 14.4 × 3600 / 2,592,000 = 0.02.
    expect(thresholdRatio(page(3600, 300), SPEC)).toBeCloseTo(0.0144, 15);
    expect(budgetSpent(page(3600, 300), SPEC)).toBeCloseTo(0.02, 15);
  });
});
