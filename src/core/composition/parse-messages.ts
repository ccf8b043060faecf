import { MAX_BLOCKS, MAX_DEPTH, MAX_TEXT_LENGTH } from './ast';

/**
 * The wording of every syntax error of the topology language, in one place: what went wrong and
 * what to write instead. The parser decides where; these say what.
 */

/** A character as the messages name it. */
function describe(c: string): string {
  return c === '' ? 'the end of the text' : c === '\n' ? 'a new line' : `“${c}”`;
}

const didYouMean = (guess: string | null) => (guess ? ` (did you mean “${guess}”?)` : '');

export const syntaxMessages = {
  tooLong: (length: number) =>
    `The text is ${length.toLocaleString('en-US')} characters long; the limit is ${MAX_TEXT_LENGTH.toLocaleString('en-US')}.`,
  empty: () =>
    'The topology is empty: describe at least one block, e.g. series(lb: 99.99, app: 99.95).',
  closesNothing: (c: string) => `This “${c}” closes nothing: remove it, or open a group before it.`,
  expectedNextBlock: (found: string) =>
    `Expected a new line or “,” before the next block, found ${describe(found)}.`,
  expectedBlock: (found: string) =>
    `Expected a block here (a component such as db: 99.99, or a group such as parallel(…)), found ${describe(found)}.`,
  tooManyBlocks: (count: number) =>
    `More than ${MAX_BLOCKS} blocks: this is block ${count}, and the limit is ${MAX_BLOCKS}.`,
  spaceInName: (name: string, rest: string) =>
    `A name cannot contain spaces: “${name} ${rest}”. Join the words with - or _, e.g. ${name}-${rest}.`,
  needsAvailability: (name: string) =>
    `“${name}” needs an availability: write ${name}: 99.9. For a group, write series(…), parallel(…) or 2of3(…).`,
  unexpectedAfterName: (next: string, name: string) =>
    `Unexpected “${next}” after “${name}”: names are letters, digits, -, _ and . only, then “:” and an availability.`,
  decimalComma: (whole: string, decimals: string) =>
    `Use a point for decimals: ${whole}.${decimals}.`,
  tooDeep: () =>
    `Nesting deeper than ${MAX_DEPTH} levels: flatten the groups (a series inside a series is one series).`,
  unknownGroup: (head: string, guess: string | null) =>
    `Unknown group “${head}”${didYouMean(guess)}: groups are series(…), parallel(…) and KofN(…) such as 2of3(…).`,
  expectedMembers: (head: string, found: string) =>
    `Expected “(” and the members of ${head}, found ${describe(found)}.`,
  neverClosed: (head: string, at: string) =>
    `“${head}(” at ${at} is never closed: add “)” after its last member.`,
  wrongCloser: (head: string, at: string) =>
    `“]” does not close “${head}(” opened at ${at}: use “)”.`,
  expectedMemberSeparator: (head: string, found: string) =>
    `Expected “,” or “)” after this member of ${head}, found ${describe(found)}: separate members with commas.`,
  optionsNeverClosed: (at: string) => `The options “[” at ${at} are never closed: add “]”.`,
  expectedOption: (found: string) =>
    `Expected an option (failover=… or ccf=…), found ${describe(found)}.`,
  unknownOption: (name: string, guess: string | null) =>
    `Unknown option “${name}”${didYouMean(guess)}: groups take failover=…% and ccf=…%.`,
  optionTwice: (name: string) => `“${name}” is given twice in these options.`,
  expectedEquals: (name: string, example: string) =>
    `Expected “=” and a percentage after “${name}”, e.g. ${name}=${example}%.`,
  expectedOptionSeparator: (name: string, found: string) =>
    `Expected “,” or “]” after the option “${name}”, found ${describe(found)}.`,
};
