import { findPanel } from '@/app/panels';
import { PRESETS as TOPOLOGIES } from '@/core/composition/presets';
import { DECISION_PRESETS } from '@/core/decision/presets';
import { presetTexts } from '@/core/fields/schema';
import { IDEMPOTENCY_PRESETS } from '@/core/idempotency/presets';
import { decodeQuery, parseHash } from '@/lib/url-state/codec';

/** A worked example: a panel and its inputs as URL text. */
export interface Example {
  readonly name: string;
  readonly panel: string;
  readonly inputs: Readonly<Record<string, string>>;
}

function fromLink(link: string): Example {
  const route = parseHash(link);
  const panel = findPanel(route.panelId);
  if (!panel) throw new Error(`no panel in ${link}`);
  const decoded = decodeQuery(panel.fields, route.query);
  return { name: link, panel: panel.id, inputs: decoded.inputs };
}

/**
 * The panels' worked examples: each panel's defaults (its worked example), the links the README
 * and docs/url-parameters.md give, every preset, and a link per mode a panel has.
 */
const LINKS = [
  '#/nines?v=1',
  '#/nines?a=99.95&cal=gregorian',
  '#/nines?a=99.999',
  '#/nines?mode=reverse&down=3153.6&per=year&cal=gregorian',
  '#/composition?v=1',
  '#/composition?qn=3&qa=99.5',
  '#/composition?t=series(web%3A+99.9%2C+2of3(n1%3A+99.5%2C+n2%3A+99.5%2C+n3%3A+99.5))&cal=30d&qn=4&qa=99',
  `#/composition?t=${encodeURIComponent('parallel(a: 99.9999999999, b: 99.9999999999)')}`,
  `#/composition?t=${encodeURIComponent('series(a: 99.9, b: 99.9)')}`,
  '#/detection?v=1',
  '#/detection?q=0.01&fleet=200',
  '#/detection?p=0.01&n=5&q=0.001&fleet=1000',
  '#/failover?v=1',
  '#/failover?seed=7&stale=0.05&failovers=12&a=99.9',
  '#/failover?az_i=5&az_n=2&drain=0&ttl=60&stale=0.05&a=99.95&seed=7',
  '#/decision?v=1',
  '#/decision?lag=42',
  '#/decision?up=2&lag=6&action=lb',
  '#/idempotency?v=1',
  '#/idempotency?failover=1&gateway=1',
  '#/idempotency?key=0&dist=exponential&ttl=60',
  '#/retries?v=1',
  '#/retries?mode=recovery',
  '#/retries?mode=recovery&clients=2000&retry_after=1',
  '#/retries?mode=recovery&clients=300&retry_after=1',
  // The AWS study's sweep, with few runs per cell: every (strategy, N) id, in seconds here.
  '#/retries?mode=contention&runs=2',
  '#/alerts?v=1',
  '#/alerts?policy=sloth',
  '#/alerts?slo=99.9&err=100&dur=600',
  '#/alerts?policy=sloth&rps=0.5&periods=20&err=0.5',
  '#/backtest?v=1',
  '#/backtest?sample=slow-burn&policy=sloth',
  '#/backtest?sample=clean-week&policy=pyrra&eval=15',
  '#/backtest?sample=low-traffic&prom=3',
  '#/overload?rate=200&duration=5&f=0.35',
  '#/overload?mode=metastable&horizon=60',
  '#/overload?mode=metastable&shed=1&horizon=60',
];

const topology = (text: string) => `#/composition?t=${encodeURIComponent(text)}`;
const decisionInputs = presetTexts(DECISION_PRESETS, (p) => p.values);
const idempotencyInputs = presetTexts(IDEMPOTENCY_PRESETS, (p) => p.scenario);

export const EXAMPLES: readonly Example[] = [
  ...LINKS.map(fromLink),
  ...TOPOLOGIES.map((p) => ({ ...fromLink(topology(p.text)), name: `composition preset ${p.id}` })),
  ...DECISION_PRESETS.map((p) => ({
    name: `decision preset ${p.id}`,
    panel: 'decision',
    inputs: decisionInputs(p.id) ?? {},
  })),
  ...IDEMPOTENCY_PRESETS.map((p) => ({
    name: `idempotency preset ${p.id}`,
    panel: 'idempotency',
    inputs: idempotencyInputs(p.id) ?? {},
  })),
];
