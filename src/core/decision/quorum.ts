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

/** Whether `up` online voters out of `voters` form a majority; exactly half does not. */
export function quorumCheck(up: number, voters: number): QuorumCheck {
  const need = majority(voters);
  return { up, voters, majority: need, holds: up >= need, exactlyHalf: up * 2 === voters };
}
