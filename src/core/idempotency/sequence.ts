import { ACTOR_NAMES, describeTrace, type Actor, type TraceLine } from './describe';
import type { RunResult } from './types';

/** Colours for the band behind a broken guarantee; the panel picks them per theme. */
export interface SequencePalette {
  /** A Mermaid `rect` colour, e.g. `rgba(180, 35, 24, 0.16)`. */
  readonly bad: string;
}

const ORDER: readonly Actor[] = [
  'client',
  'api-a',
  'store-a',
  'api-b',
  'store-b',
  'store-global',
  'gateway',
  'effect',
];
const IDS: Readonly<Record<Actor, string>> = {
  client: 'C',
  'api-a': 'A',
  'api-b': 'B',
  'store-a': 'SA',
  'store-b': 'SB',
  'store-global': 'S',
  gateway: 'G',
  effect: 'E',
};

/** Mermaid reads `;` as a line break and `#…;` as an entity inside message text. */
const clean = (text: string) => text.replace(/;/g, ',').replace(/#/g, 'no. ');

const ARROWS = { call: '->>', reply: '-->>', lost: '--x' } as const;

function line(l: TraceLine): string {
  if (l.arrow === 'note') return `  Note over ${IDS[l.from]}: ${clean(l.text)}`;
  return `  ${IDS[l.from]}${ARROWS[l.arrow]}${IDS[l.to]}: ${clean(l.text)}`;
}

/**
 * Layout that fits a desktop card (≈ 1100 px) with all seven participants: narrow actor columns
 * and message text wrapped to them (Mermaid's `sequence.wrap`), instead of columns as wide as
 * the longest message. It travels in the source (front matter), so a copied diagram pasted
 * into docs is laid out the same way.
 */
const LAYOUT = [
  '---',
  'config:',
  '  sequence:',
  '    wrap: true',
  '    width: 120',
  '    actorMargin: 24',
  '    diagramMarginX: 8',
  '    noteMargin: 6',
  '---',
];

/**
 * The Mermaid sequence diagram of a run, made from the same described trace as the table; the
 * messages where a guarantee breaks sit on a coloured band.
 */
export function sequenceSource(run: RunResult, summary: string, palette: SequencePalette): string {
  const described = describeTrace(run.trace);
  const used = new Set(described.flatMap((l) => [l.from, l.to]));
  const out = [
    ...LAYOUT,
    'sequenceDiagram',
    '  accTitle: Idempotency keys: the run as a sequence of messages',
    `  accDescr: ${clean(summary)}`,
    '  autonumber',
    ...ORDER.filter((a) => used.has(a)).map((a) => `  participant ${IDS[a]} as ${ACTOR_NAMES[a]}`),
  ];
  for (const l of described) {
    if (l.bad) out.push(`  rect ${palette.bad}`, line(l), '  end');
    else out.push(line(l));
  }
  return `${out.join('\n')}\n`;
}
