/**
 * The OpenSLO export holds every field the OpenSLO v1 specification requires (OpenSLO/OpenSLO
 * README.md, "Notes" under each object type), for every policy, several periods and custom tiers:
 * no OpenSLO validator runs here, so the spec's required fields are checked one by one.
 */
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { openSloSpec, type ExportSpec } from '@/core/alerts/export';
import { tierEntries } from '@/core/alerts/tiers';
import { DAY } from '@/core/alerts/tier';
import type { PolicyId, Tier } from '@/core/alerts/tier';

type Doc = Record<string, unknown>;
const text = (x: unknown): string => (typeof x === 'string' ? x : JSON.stringify(x));
const KINDS = [
  'DataSource',
  'SLO',
  'SLI',
  'AlertPolicy',
  'AlertCondition',
  'AlertNotificationTarget',
  'Service',
];
/** RFC 1123 label: at most 63 lowercase alphanumerics or '-', alphanumeric at both ends. */
const RFC1123 = /^(?=.{1,63}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
/** duration-shorthand: a positive integer and one of m h d w M Q Y. */
const SHORTHAND = /^[1-9][0-9]*[mhdwMQY]$/;

const obj = (x: unknown, where: string): Doc => {
  expect(x, `${where} is an object`).toBeTypeOf('object');
  expect(x, `${where} is an object`).not.toBeNull();
  return x as Doc;
};
const list = (x: unknown, where: string): unknown[] => {
  expect(Array.isArray(x), `${where} is a list`).toBe(true);
  return x as unknown[];
};
const description = (spec: Doc, where: string) => {
  if (spec.description !== undefined)
    expect(text(spec.description).length, `${where}.description ≤ 1050`).toBeLessThanOrEqual(1050);
};

function metricSource(x: unknown, where: string) {
  const source = obj(obj(x, where).metricSource, `${where}.metricSource`);
  obj(source.spec, `${where}.metricSource.spec`);
  if (source.metricSourceRef === undefined)
    expect(source.type, `${where}: type, with no DataSource ref`).toBeTypeOf('string');
}

function sli(x: unknown, where: string) {
  const spec = obj(obj(x, where).spec, `${where}.spec`);
  description(spec, where);
  expect((spec.ratioMetric === undefined) !== (spec.thresholdMetric === undefined)).toBe(true);
  if (spec.ratioMetric === undefined) return;
  const ratio = obj(spec.ratioMetric, `${where}.ratioMetric`);
  if (ratio.raw !== undefined) {
    expect(['success', 'failure']).toContain(ratio.rawType);
    metricSource(ratio.raw, `${where}.raw`);
    return;
  }
  expect(typeof ratio.counter, `${where}.counter`).toBe('boolean');
  expect((ratio.good === undefined) !== (ratio.bad === undefined), 'good xor bad').toBe(true);
  metricSource(ratio.good ?? ratio.bad, `${where}.good/bad`);
  metricSource(ratio.total, `${where}.total`);
}

function condition(x: unknown, where: string) {
  const spec = obj(obj(x, where).spec, `${where}.spec`);
  description(spec, where);
  expect(spec.severity, `${where}.severity`).toBeTypeOf('string');
  const c = obj(spec.condition, `${where}.condition`);
  expect(c.kind ?? 'burnrate').toBe('burnrate');
  expect(c.threshold, `${where}.threshold`).toBeTypeOf('number');
  expect(String(c.lookbackWindow)).toMatch(SHORTHAND);
  expect(String(c.alertAfter)).toMatch(SHORTHAND);
  if (c.op !== undefined) expect(['lte', 'gte', 'lt', 'gt']).toContain(c.op);
}

/** Every required field of one document, by its kind. */
function checkDoc(doc: Doc, names: Set<string>) {
  expect(doc.apiVersion).toBe('openslo/v1');
  expect(KINDS).toContain(doc.kind);
  const name = String(obj(doc.metadata, 'metadata').name);
  expect(name).toMatch(RFC1123);
  names.add(`${String(doc.kind)}/${name}`);
  const spec = obj(doc.spec, `${name}.spec`);
  description(spec, name);
  switch (doc.kind) {
    case 'SLO': {
      expect(spec.service).toBeTypeOf('string');
      expect((spec.indicator === undefined) !== (spec.indicatorRef === undefined)).toBe(true);
      if (spec.indicator !== undefined) sli(spec.indicator, `${name}.indicator`);
      expect(['Occurrences', 'Timeslices']).toContain(spec.budgetingMethod);
      const objectives = list(spec.objectives, `${name}.objectives`);
      expect(objectives.length).toBeGreaterThan(0);
      for (const o of objectives.map((x) => obj(x, 'objective'))) {
        expect((o.target === undefined) !== (o.targetPercent === undefined)).toBe(true);
        if (o.target !== undefined) {
          expect(o.target).toBeGreaterThanOrEqual(0);
          expect(o.target).toBeLessThan(1);
        }
      }
      if (spec.timeWindow !== undefined) {
        const windows = list(spec.timeWindow, `${name}.timeWindow`);
        expect(windows).toHaveLength(1);
        expect(String(obj(windows[0], 'timeWindow').duration)).toMatch(SHORTHAND);
      }
      for (const p of list(spec.alertPolicies ?? [], 'alertPolicies'))
        expect(obj(p, 'alertPolicy').alertPolicyRef ?? obj(p, 'alertPolicy').kind).toBeDefined();
      break;
    }
    case 'AlertPolicy': {
      const conditions = list(spec.conditions, `${name}.conditions`);
      expect(conditions, 'v1 allows at most one condition').toHaveLength(1);
      const c = obj(conditions[0], 'condition');
      if (c.conditionRef === undefined) {
        expect(c.kind).toBe('AlertCondition');
        condition(c, `${name}.conditions[0]`);
      }
      const targets = list(spec.notificationTargets, `${name}.notificationTargets`);
      expect(targets.length).toBeGreaterThan(0);
      for (const t of targets.map((x) => obj(x, 'target')))
        expect(t.targetRef ?? obj(t.spec, 'target.spec').target).toBeDefined();
      break;
    }
    case 'AlertCondition':
      condition(doc, name);
      break;
    case 'AlertNotificationTarget':
      expect(spec.target).toBeDefined();
      break;
    case 'SLI':
      sli(doc, name);
      break;
  }
}

/** The references between documents resolve to documents of the stream. */
function checkRefs(docs: Doc[], names: Set<string>) {
  for (const d of docs) {
    const spec = d.spec as Doc;
    for (const p of (spec.alertPolicies as Doc[] | undefined) ?? [])
      if (p.alertPolicyRef) expect(names).toContain(`AlertPolicy/${text(p.alertPolicyRef)}`);
    for (const t of (spec.notificationTargets as Doc[] | undefined) ?? [])
      if (t.targetRef) expect(names).toContain(`AlertNotificationTarget/${text(t.targetRef)}`);
  }
}

function specFor(policy: PolicyId, days: number, custom = ''): ExportSpec {
  const tiers = tierEntries(policy, custom, days * DAY)
    .map((e) => e.tier)
    .filter((t): t is Tier => t !== null);
  return {
    service: 'checkout-web',
    errors: 'http_requests_total{job="api",code=~"5.."}',
    total: 'http_requests_total{job="api"}',
    sloText: '99.9',
    budget: 0.001,
    periodDays: days,
    policy,
    tiers,
  };
}

describe('OpenSLO export: every field OpenSLO v1 requires', () => {
  const cases: [string, ExportSpec][] = [
    ...(['workbook', 'sloth', 'pyrra'] as const).flatMap((p) =>
      [7, 28, 30].map((d): [string, ExportSpec] => [`${p}, ${d} days`, specFor(p, d)]),
    ),
    ['custom tiers', specFor('custom', 30, 'page 2h/10m 3%; ticket 1d/1h x1.5 for 15m')],
  ];
  it.each(cases)('%s', (_, spec) => {
    const docs = parseAllDocuments(openSloSpec(spec)).map((d) => d.toJS() as Doc);
    expect(docs.length).toBeGreaterThan(spec.tiers.length);
    const names = new Set<string>();
    for (const doc of docs) checkDoc(doc, names);
    expect(names.size, 'names are unique within a kind').toBe(docs.length);
    checkRefs(docs, names);
  });

  it('fails on a document that misses one (the check can fail)', () => {
    const docs = parseAllDocuments(openSloSpec(specFor('workbook', 30))).map(
      (d) => d.toJS() as Doc,
    );
    const policy = docs.find((d) => d.kind === 'AlertPolicy')!;
    delete (policy.spec as Doc).notificationTargets;
    expect(() => checkDoc(policy, new Set())).toThrow();
    const slo = docs.find((d) => d.kind === 'SLO')!;
    delete (slo.spec as Doc).budgetingMethod;
    expect(() => checkDoc(slo, new Set())).toThrow();
  });
});
