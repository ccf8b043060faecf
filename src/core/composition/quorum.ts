import { fromRational, type Dec } from './decimal';
import { kOfNU } from './formulas';
import type { Rational } from '../exact/rational';

export interface QuorumFacts {
  readonly replicas: number;
  /** ⌊n/2⌋ + 1: the smallest group any two of which overlap. */
  readonly majority: number;
  /** n − majority: how many replicas can be down while a majority remains. */
  readonly tolerates: number;
  /** P(fewer than a majority up), independent replicas of equal unavailability u. */
  readonly unavailability: Dec;
}

/** Majority-quorum facts for n replicas each of unavailability u (Raft, Paxos, ZooKeeper). */
export function quorumFacts(replicas: number, u: Rational): QuorumFacts {
  const majority = Math.floor(replicas / 2) + 1;
  const each = fromRational(u);
  const us = Array.from({ length: replicas }, () => each);
  return {
    replicas,
    majority,
    tolerates: replicas - majority,
    unavailability: kOfNU(us, majority),
  };
}

/** The topology text of that quorum, named n1…nN, to use as a starting point. */
export function quorumText(replicas: number, availabilityText: string): string {
  const majority = Math.floor(replicas / 2) + 1;
  const members = Array.from({ length: replicas }, (_, i) => `n${i + 1}: ${availabilityText}`);
  return `${majority}of${replicas}(${members.join(', ')})`;
}
