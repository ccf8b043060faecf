import type { Topology } from './ast';
import { locate, type Located } from './diagnostics';
import { evaluate, type Evaluation } from './evaluate';
import { parseSyntax } from './parse';
import { resolveTopology } from './resolve';

export interface Analysis {
  /** The syntax tree, when the text follows the grammar (even if a value is bad). */
  readonly topology: Topology | null;
  /** Every problem, with line and column; empty when the topology is valid. */
  readonly errors: readonly Located[];
  /** The numbers, only when there are no errors. */
  readonly evaluation: Evaluation | null;
}

/** Text to numbers: parse, check, evaluate. Never throws on user input. */
export function analyseTopology(text: string): Analysis {
  const syntax = parseSyntax(text);
  if (!syntax.ok) return { topology: null, errors: [locate(text, syntax.error)], evaluation: null };
  const resolved = resolveTopology(syntax.topology, text);
  if (!resolved.ok) {
    return {
      topology: syntax.topology,
      errors: resolved.errors.map((e) => locate(text, e)),
      evaluation: null,
    };
  }
  return { topology: syntax.topology, errors: [], evaluation: evaluate(resolved.root) };
}
