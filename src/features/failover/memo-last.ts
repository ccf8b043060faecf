/**
 * Remembers the last call of a pure function of numbers: typing in an unrelated field re-derives
 * the panel but does not re-run a simulation whose inputs did not change.
 */
export function memoLast<A extends readonly number[], R>(fn: (...args: A) => R): (...args: A) => R {
  let lastArgs: A | null = null;
  let lastResult: R | undefined;
  return (...args: A): R => {
    if (lastArgs?.length === args.length && lastArgs.every((a, i) => Object.is(a, args[i]))) {
      return lastResult as R;
    }
    lastResult = fn(...args);
    lastArgs = args;
    return lastResult;
  };
}
