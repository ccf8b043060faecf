import { describe, expect, it } from 'vitest';
import { NINES_FIELDS } from '@/core/availability/fields';
import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { COMPOSITION_FIELDS } from '@/core/composition/fields';
import { DETECTION_FIELDS } from '@/core/detection/fields';
import { rational } from '@/core/exact/rational';
import { FAILOVER_FIELDS } from '@/core/failover/fields';
import { defaultsOf } from '@/core/fields/schema';
import { ALERTS_META } from '@/features/alerts/meta';
import { deriveComposition } from '@/features/composition/composition-model';
import { COMPOSITION_RESULTS, type TotalsShown } from '@/features/composition/results';
import { deriveDetection } from '@/features/detection/detection-model';
import { DETECTION_RESULTS } from '@/features/detection/results';
import { FAILOVER_META } from '@/features/failover/meta';
import { NINES_META } from '@/features/nines/meta';
import { deriveNines } from '@/features/nines/nines-model';
import { NINES_RESULTS } from '@/features/nines/results';
import { findResult, type ResultDecl } from '@/lib/results/declare';
import {
  carryAvailability,
  crossLinks,
  exactDecimalText,
  type Carried,
  type LinkTarget,
} from '@/lib/results/links';

/** Three panels that take a value, as the registry has them (id, title, fields). */
const TARGETS: readonly LinkTarget[] = [
  { ...NINES_META, fields: NINES_FIELDS },
  { ...FAILOVER_META, fields: FAILOVER_FIELDS },
  { ...ALERTS_META, fields: ALERTS_FIELDS },
];

const percent = (text: string): Carried => ({
  quantity: 'availability-percent',
  parts: { percent: text },
});
const check = (interval: string, threshold: string): Carried => ({
  quantity: 'health-check',
  parts: { interval, threshold },
});
const hrefs = (carried: Carried, from = 'composition') =>
  crossLinks(carried, from, TARGETS).map((l) => l.href);

/** What a declared result of this id carries for this model. */
function carried<M>(decls: readonly ResultDecl<M>[], model: M, id: string) {
  return findResult(decls, model, id).carries?.(model) ?? null;
}

describe('exact decimal text', () => {
  it('writes a terminating rational exactly, digit for digit', () => {
    expect(exactDecimalText(rational(999_999_999_999n, 10_000_000_000n))).toBe('99.9999999999');
    expect(exactDecimalText(rational(3n, 8n))).toBe('0.375');
    expect(exactDecimalText(rational(42n))).toBe('42');
  });

  it('has none for a repeating decimal or beyond 40 decimals', () => {
    expect(exactDecimalText(rational(1n, 3n))).toBeNull();
    expect(exactDecimalText(rational(1n, 10n ** 41n))).toBeNull();
    expect(exactDecimalText(rational(1n, 10n ** 40n))).toBe(`0.${'0'.repeat(39)}1`);
  });

  it('carries an availability as 100·(1 − u) percent: u = 10⁻¹² is twelve nines, not a double', () => {
    expect(carryAvailability(rational(1n, 10n ** 12n))).toEqual(percent('99.9999999999'));
    // Doubles would not: the worked example's 99.94000400059995 comes out …94, 24 nines as 100.
    const example = rational(5_999_599_940_005n, 10n ** 16n);
    expect(carryAvailability(example)).toEqual(percent('99.94000400059995'));
    expect(String((1 - 0.0005999599940005) * 100)).toBe('99.94000400059994');
    expect(carryAvailability(rational(1n, 10n ** 24n))).toEqual(
      percent('99.9999999999999999999999'),
    );
    expect(String((1 - 1e-24) * 100)).toBe('100');
    expect(carryAvailability(rational(0n))).toEqual(percent('100'));
    expect(carryAvailability(rational(1n, 3n))).toBeNull();
  });
});

describe('matching a carried value to the fields that accept it', () => {
  it('opens twelve nines in each panel whose field takes an availability, exactly', () => {
    const links = crossLinks(percent('99.9999999999'), 'composition', TARGETS);
    expect(links).toEqual([
      {
        panel: 'nines',
        href: '#/nines?a=99.9999999999',
        text: 'Open in Nines & downtime budgets',
        name: 'Open in Nines & downtime budgets with 99.9999999999%',
      },
      {
        panel: 'failover',
        href: '#/failover?a=99.9999999999',
        text: 'Open in Failover time',
        name: 'Open in Failover time with 99.9999999999%',
      },
      {
        panel: 'alerts',
        href: '#/alerts?slo=99.9999999999',
        text: 'Open in SLO burn-rate alerts',
        name: 'Open in SLO burn-rate alerts with 99.9999999999%',
      },
    ]);
  });

  it('leaves out the panel that shows the result', () => {
    expect(hrefs(percent('99.95'), 'nines')).toEqual(['#/failover?a=99.95', '#/alerts?slo=99.95']);
    expect(hrefs(percent('99.95'), 'alerts')).toEqual(['#/nines?a=99.95', '#/failover?a=99.95']);
  });

  it('gives no link where the target field rejects the value', () => {
    expect(hrefs(percent('100'))).toEqual([]);
    // 24 nines: 22 decimals, beyond the 20 an availability field reads.
    expect(hrefs(percent('99.9999999999999999999999'))).toEqual([]);
    // 0% is a Nines target (every second down) but not an SLO.
    expect(hrefs(percent('0'))).toEqual(['#/nines?a=0', '#/failover?a=0']);
    expect(hrefs(check('5', '101'))).toEqual([]);
    expect(hrefs(check('86401', '3'))).toEqual([]);
    expect(hrefs(check('0', '3'))).toEqual([]);
  });

  it('writes only what differs from the target’s worked example, as every link does', () => {
    expect(hrefs(percent('99.99'))).toEqual([
      '#/nines?v=1',
      '#/failover?v=1',
      '#/alerts?slo=99.99',
    ]);
    expect(hrefs(check('5', '3'))).toEqual(['#/failover?az_i=5']);
    expect(hrefs(check('0.5', '7'))).toEqual(['#/failover?az_i=0.5&az_n=7']);
  });

  it('says what a health check carries, never a field’s label', () => {
    const [link] = crossLinks(check('5', '3'), 'detection', TARGETS);
    expect(link?.text).toBe('Open in Failover time');
    expect(link?.name).toBe('Open in Failover time with a check every 5 s, 3 failures in a row');
  });

  it('names no field: a link must never answer to a field’s label (getByLabel finds parts of names)', () => {
    const links = [
      ...crossLinks(percent('99.95'), 'composition', TARGETS),
      ...crossLinks(check('5', '1'), 'detection', TARGETS),
    ];
    expect(links.map((l) => l.name)).toEqual([
      'Open in Nines & downtime budgets with 99.95%',
      'Open in Failover time with 99.95%',
      'Open in SLO burn-rate alerts with 99.95%',
      'Open in Failover time with a check every 5 s, 1 failure in a row',
    ]);
    const fields = [
      ...NINES_FIELDS,
      ...ALERTS_FIELDS,
      ...FAILOVER_FIELDS,
      ...DETECTION_FIELDS,
      ...COMPOSITION_FIELDS,
    ];
    for (const { name } of links)
      for (const { label } of fields) expect(name.toLowerCase()).not.toContain(label.toLowerCase());
  });

  it('opens a panel only when its fields accept every part of the quantity', () => {
    const intervalOnly: LinkTarget = {
      ...FAILOVER_META,
      fields: FAILOVER_FIELDS.filter((f) => f.key !== 'az_n'),
    };
    expect(crossLinks(check('5', '3'), 'detection', [intervalOnly])).toEqual([]);
    const nothing: LinkTarget = {
      ...NINES_META,
      fields: NINES_FIELDS.filter((f) => f.key !== 'a'),
    };
    expect(crossLinks(percent('99.9'), 'composition', [nothing])).toEqual([]);
  });
});

describe('what the declared results carry', () => {
  const composition = (t: string) => deriveComposition({ ...defaultsOf(COMPOSITION_FIELDS), t });

  it('Composition’s total availability: the exact percentage of the topology', () => {
    const twelve = composition('parallel(a: 99.9999, b: 99.9999)');
    expect(carried(COMPOSITION_RESULTS, twelve, 'total-availability')).toEqual(
      percent('99.9999999999'),
    );
    const example = composition(defaultsOf(COMPOSITION_FIELDS).t);
    expect(carried(COMPOSITION_RESULTS, example, 'total-availability')).toEqual(
      percent('99.94000400059995'),
    );
    // Two twelve-nines in parallel: 24 nines, carried exactly (no field takes 22 decimals).
    const many = composition('parallel(a: 99.9999999999, b: 99.9999999999)');
    expect(carried(COMPOSITION_RESULTS, many, 'total-availability')).toEqual(
      percent('99.9999999999999999999999'),
    );
    expect(carried(COMPOSITION_RESULTS, composition('series(a: 99.9'), 'total-availability')).toBe(
      null,
    );
  });

  it('nothing once the exact decimal has been rounded', () => {
    const rounded = {
      totals: { evaluation: { total: { m: 1n, e: -12, exact: false } } },
    } as unknown as TotalsShown;
    const spec = findResult(
      COMPOSITION_RESULTS as ResultDecl<TotalsShown>[],
      rounded,
      'total-availability',
    );
    expect(spec.carries?.(rounded) ?? null).toBeNull();
  });

  it('the quorum helper’s reachable majority: exactly', () => {
    const model = deriveComposition({ ...defaultsOf(COMPOSITION_FIELDS), qn: '3', qa: '99' });
    // 3 replicas at u = 0.01: u³ + 3u²(1 − u) = 0.000298, 99.9702% reachable.
    expect(carried(COMPOSITION_RESULTS, model, 'quorum-availability')).toEqual(percent('99.9702'));
  });

  it('Nines: the target forward (on the nines card), the availability reverse', () => {
    const forward = deriveNines({ ...defaultsOf(NINES_FIELDS), a: '99.9999999999' });
    expect(carried(NINES_RESULTS, forward, 'nines')).toEqual(percent('99.9999999999'));
    const reverse = deriveNines({
      ...defaultsOf(NINES_FIELDS),
      mode: 'reverse',
      down: '2628',
      per: 'month',
    });
    expect(carried(NINES_RESULTS, reverse, 'nines')).toBeNull();
    expect(carried(NINES_RESULTS, reverse, 'availability')).toEqual(percent('99.9'));
    // 1800 s of a 2,628,000 s month is 1/1460: a repeating decimal, nothing to carry.
    const repeating = deriveNines({ ...defaultsOf(NINES_FIELDS), mode: 'reverse' });
    expect(carried(NINES_RESULTS, repeating, 'availability')).toBeNull();
  });

  it('Detection’s worst-case detection: the check it comes from (interval and threshold)', () => {
    const model = deriveDetection({ ...defaultsOf(DETECTION_FIELDS), i: '2.5', n: '4' });
    expect(carried(DETECTION_RESULTS, model, 'detection-worst')).toEqual(check('2.5', '4'));
    const scientific = deriveDetection({ ...defaultsOf(DETECTION_FIELDS), i: '5e-1' });
    expect(carried(DETECTION_RESULTS, scientific, 'detection-worst')).toEqual(check('0.5', '3'));
    const bad = deriveDetection({ ...defaultsOf(DETECTION_FIELDS), i: 'x' });
    expect(carried(DETECTION_RESULTS, bad, 'detection-worst')).toBeNull();
    expect(carried(DETECTION_RESULTS, model, 'detection-mean')).toBeNull();
  });
});
