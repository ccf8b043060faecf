import { where } from '../composition/diagnostics';
import { impossibleText, tierProblem } from './check-tier';
import { tierOf } from './policies';
import type { Tier } from './tier';
import { parseWindow } from './window-text';

/** One tier line of a policy: the tier, or what is wrong with it and where. */
export interface TierEntry {
  /** The line as written (custom) or as the policy defines it. */
  readonly text: string;
  readonly tier: Tier | null;
  /** The problem in words, with its line and column for custom text; null when the tier is fine. */
  readonly error: string | null;
  /**
   * True when the tier is well formed but cannot exist at this SLO period (its long window is
   * longer than the period, or a built-in window scales to nothing): `error` says so, and the
   * other tiers work without it. Absent otherwise.
   */
  readonly impossible?: true;
}

const SEVERITIES: Readonly<Record<string, Tier['severity']>> = {
  page: 'page',
  critical: 'page',
  ticket: 'ticket',
  warning: 'ticket',
};

export const TIERS_SYNTAX =
  'severity long/short amount [for window], e.g. “page 1h/5m 2%” or “ticket 3d/6h x1 for 1h”';

interface Word {
  readonly text: string;
  readonly at: number;
}

/** The words of a line with their offsets in the whole text. */
function wordsOf(line: string, offset: number): Word[] {
  return [...line.matchAll(/\S+/g)].map((m) => ({ text: m[0], at: offset + (m.index ?? 0) }));
}

function parseAmount(text: string): { share?: number; factor?: number } | string {
  const share = /^(\d+(?:\.\d+)?)%$/.exec(text);
  if (share) return { share: Number(share[1]) / 100 };
  const factor = /^(?:x(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)x)$/.exec(text);
  if (factor) return { factor: Number(factor[1] ?? factor[2]) };
  return `“${text}” is not an amount: write a budget share such as 2% or a burn-rate factor such as x14.4.`;
}

/**
 * Reads the custom tier language: tiers separated by `;` or new lines, each
 * `severity long/short amount [for window]`. Severity is page or ticket (critical and warning
 * are read as them); the amount is a budget share (`2%`) or a factor (`x14.4`); windows use s,
 * m, h, d. Every tier line is read on its own, so one mistake leaves the others working.
 */
export function parseTiers(text: string, period: number): TierEntry[] {
  const entries: TierEntry[] = [];
  let offset = 0;
  for (const part of text.split(/([;\n])/)) {
    if (part === ';' || part === '\n') {
      offset += 1;
      continue;
    }
    const words = wordsOf(part, offset);
    offset += part.length;
    if (words.length === 0) continue;
    const line = part.trim();
    const problem = (word: Word | undefined, message: string): TierEntry => ({
      text: line,
      tier: null,
      error: `${where(text, word?.at ?? offset)}: ${message}`,
    });
    const [severityWord, windowsWord, amountWord, forWord, forValue, extra] = words;
    const word = severityWord?.text.toLowerCase() ?? '';
    // Own keys only: "constructor" or "__proto__" would otherwise find Object's.
    const severity = Object.hasOwn(SEVERITIES, word) ? SEVERITIES[word] : undefined;
    if (!severity) {
      entries.push(
        problem(severityWord, `“${severityWord?.text}” is not a severity: write page or ticket.`),
      );
      continue;
    }
    if (!windowsWord) {
      entries.push(
        problem(undefined, `Add the windows after “${severityWord?.text}”, e.g. 1h/5m.`),
      );
      continue;
    }
    const [longText = '', shortText, more] = windowsWord.text.split('/');
    if (shortText === undefined || more !== undefined) {
      entries.push(
        problem(
          windowsWord,
          `“${windowsWord.text}” is not long/short windows: write them as 1h/5m.`,
        ),
      );
      continue;
    }
    const long = parseWindow(longText);
    const short = parseWindow(shortText);
    if (long === null || short === null) {
      const bad = long === null ? longText : shortText;
      const at = long === null ? windowsWord.at : windowsWord.at + longText.length + 1;
      entries.push(
        problem(
          { text: bad, at },
          `“${bad}” is not a window: write a number and a unit (s, m, h, d), e.g. 5m or 1h30m.`,
        ),
      );
      continue;
    }
    if (!amountWord) {
      entries.push(
        problem(undefined, 'Add the amount: a budget share such as 2% or a factor such as x14.4.'),
      );
      continue;
    }
    const amount = parseAmount(amountWord.text);
    if (typeof amount === 'string') {
      entries.push(problem(amountWord, amount));
      continue;
    }
    if (amount.share !== undefined && !(amount.share > 0 && amount.share <= 1)) {
      entries.push(problem(amountWord, 'A budget share must be more than 0% and at most 100%.'));
      continue;
    }
    if (amount.factor !== undefined && !(amount.factor > 0)) {
      entries.push(problem(amountWord, 'A burn-rate factor must be more than 0.'));
      continue;
    }
    let holdFor = 0;
    if (forWord) {
      if (forWord.text.toLowerCase() !== 'for') {
        entries.push(
          problem(
            forWord,
            `Unexpected “${forWord.text}”: only “for <window>” may follow the amount.`,
          ),
        );
        continue;
      }
      const parsedFor = forValue ? parseWindow(forValue.text) : null;
      if (parsedFor === null) {
        entries.push(
          problem(forValue, `Write how long the condition must hold after “for”, e.g. for 2m.`),
        );
        continue;
      }
      holdFor = parsedFor;
      if (extra) {
        entries.push(problem(extra, `Unexpected “${extra.text}” after the tier.`));
        continue;
      }
    }
    const tier = tierOf({ severity, long, short, ...amount, for: holdFor }, period);
    const error = tierProblem(tier, period);
    if (error && tier.long > period && tierProblem({ ...tier, long: period }, period) === null) {
      // Well formed, but longer than the period: impossible here, not a mistake in the text.
      const at = problem(windowsWord, impossibleText(error));
      entries.push({ ...at, impossible: true });
    } else {
      entries.push(error ? problem(windowsWord, error) : { text: line, tier, error: null });
    }
  }
  return entries;
}
