/**
 * Majority quorum: the smallest group that any two groups of that size must overlap in, so two
 * sides of a partition can never both hold it (Lamport, "The Part-Time Parliament"; Raft §5.2).
 */
export function majority(voters: number): number {
  return Math.floor(voters / 2) + 1;
}

export interface QuorumCheck {
  readonly up: number;
  readonly voters: number;
  /** floor(voters / 2) + 1 */
  readonly majority: number;
  readonly holds: boolean;
  /** True when exactly half the voters are up: a tie, which is not a majority. */
  readonly exactlyHalf: boolean;
}

/**
 * Whether `up` online voters out of `voters` form a majority; exactly half does not. Counts are
 * whole numbers with 0 ≤ up ≤ voters and voters ≥ 1; anything else is a RangeError (more voters
 * online than exist is a contradiction, not a quorum).
 */
export function quorumCheck(up: number, voters: number): QuorumCheck {
  if (!Number.isInteger(voters) || voters < 1) {
    throw new RangeError(`voters must be a whole number ≥ 1, got ${voters}`);
  }
  if (!Number.isInteger(up) || up < 0 || up > voters) {
    throw new RangeError(`up must be a whole number from 0 to ${voters} (the voters), got ${up}`);
  }
  const need = majority(voters);
  return { up, voters, majority: need, holds: up >= need, exactlyHalf: up * 2 === voters };
}
