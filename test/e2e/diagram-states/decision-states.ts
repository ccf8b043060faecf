/**
 * Every state of the failover-decision flowchart, with what the drawing must show, worked by hand
 * from the walk docs/url-parameters.md gives ("Failover decision"): consecutive
 * failures ≥ N, then how reversible the action is; pool removal and circuit breakers are
 * automated; a promotion needs lag ≤ allowed lag, a majority quorum (⌊voters / 2⌋ + 1 voters up),
 * a clear failure and an understood blast radius, and then still pages for review. Any other
 * answer pages a human. An invalid input on the path stops the walk at the node that reads it.
 *
 * The worked example (the defaults, `v=1`): seen 3, N 3, promote, lag 0.4 s of 5 s allowed,
 * 4 of 5 voters up, clear failure, blast radius understood. Each state changes only what its
 * query says.
 */

export interface FlowState {
  readonly name: string;
  readonly query: string;
  /** `data-value` of the verdict result: `""` when the walk is blocked. */
  readonly verdict: string;
  /** The node the walk ends on: the verdict node, or the blocked one. */
  readonly end: string;
  /** Nodes drawn as taken (the path before its end). */
  readonly taken: readonly string[];
  /** Edges drawn thick, as `from_to`. */
  readonly edges: readonly string[];
  /** Node text that is particular to this state. */
  readonly labels: Readonly<Record<string, string>>;
  /** The SVG's description: the path in words, or where it stops. */
  readonly description: string;
}

// The nodes' fixed text, as the flowchart reads (src/core/decision/flowchart.ts).
const CHECK = 'Health check runs';
const KEEP = 'Keep checking';
const KIND = 'What kind of action?';
const AUTOMATE = 'Automate: no human needed';
const PARTITION = 'Clear failure or possible partition?';
const BLAST = 'Blast radius understood?';
const PROMOTE = 'Auto-promote, page for review';
const PAGE = 'Page a human: do not auto-promote';
const failures = (count: string) => `N consecutive failures? ${count}`;
const lag = (text: string) => `Replica caught up? ${text}`;
const quorum = (text: string) => `Quorum reachable? ${text}`;

const pathTaken = (...nodes: string[]) => `Path taken: ${nodes.join(', then ')}.`;
const stopsAt = (node: string) => `The path stops at “${node}”: an input it needs is invalid.`;

// The path every promotion shares up to the lag check: 3 of N = 3 failures, action promote.
const TO_LAG = ['check', 'failures', 'kind', 'lag'];
const EDGES_TO_LAG = ['check_failures', 'failures_kind', 'kind_lag'];
const THREE_OF_THREE = failures('3 of N = 3');
// 0.4 s ≤ 5 s; 4 of 5 up against a majority of ⌊5/2⌋ + 1 = 3.
const LAG_OK = lag('lag 0.4 s ≤ 5 s allowed');
const QUORUM_4_OF_5 = quorum('4 of 5 voters up, majority 3');

export const decisionStates: readonly FlowState[] = [
  {
    // The "flaky check" preset: 1 < N = 3, so keep checking; the action is never asked.
    name: 'keep checking: 1 of N = 3 failures',
    query: 'seen=1&action=lb',
    verdict: 'keep-checking',
    end: 'keep',
    taken: ['check', 'failures'],
    edges: ['check_failures', 'failures_keep'],
    labels: { failures: failures('1 of N = 3'), keep: KEEP },
    description: pathTaken(CHECK, failures('1 of N = 3'), KEEP),
  },
  {
    // 0 < 3: no failure at all is also "keep checking".
    name: 'keep checking: no failures yet',
    query: 'seen=0',
    verdict: 'keep-checking',
    end: 'keep',
    taken: ['check', 'failures'],
    edges: ['check_failures', 'failures_keep'],
    labels: { failures: failures('0 of N = 3') },
    description: pathTaken(CHECK, failures('0 of N = 3'), KEEP),
  },
  {
    // The "remove from pool" preset: 3 ≥ 3, a cheap reversible action: automate.
    name: 'automate: remove from the load-balancer pool',
    query: 'action=lb',
    verdict: 'automate',
    end: 'automate',
    taken: ['check', 'failures', 'kind', 'lb'],
    edges: ['check_failures', 'failures_kind', 'kind_lb', 'lb_automate'],
    labels: { failures: THREE_OF_THREE, automate: AUTOMATE },
    description: pathTaken(
      CHECK,
      THREE_OF_THREE,
      KIND,
      'Remove instance from pool cheap, instantly reversible',
      AUTOMATE,
    ),
  },
  {
    // The same walk through the breaker box.
    name: 'automate: open a circuit breaker',
    query: 'action=breaker',
    verdict: 'automate',
    end: 'automate',
    taken: ['check', 'failures', 'kind', 'breaker'],
    edges: ['check_failures', 'failures_kind', 'kind_breaker', 'breaker_automate'],
    labels: { breaker: 'Open circuit breaker cheap, instantly reversible' },
    description: pathTaken(
      CHECK,
      THREE_OF_THREE,
      KIND,
      'Open circuit breaker cheap, instantly reversible',
      AUTOMATE,
    ),
  },
  {
    // Fields the path never reaches may be invalid (docs): lag is not read on the pool path.
    name: 'automate, with an invalid lag the path does not read',
    query: 'action=lb&lag=abc',
    verdict: 'automate',
    end: 'automate',
    taken: ['check', 'failures', 'kind', 'lb'],
    edges: ['check_failures', 'failures_kind', 'kind_lb', 'lb_automate'],
    labels: { lag: lag('lag ?') },
    description: pathTaken(
      CHECK,
      THREE_OF_THREE,
      KIND,
      'Remove instance from pool cheap, instantly reversible',
      AUTOMATE,
    ),
  },
  {
    // The "lagging replica" preset: 42 s > 5 s allowed: promoting would lose writes.
    name: 'page a human: the replica is behind',
    query: 'lag=42',
    verdict: 'page-human',
    end: 'page',
    taken: TO_LAG,
    edges: [...EDGES_TO_LAG, 'lag_page'],
    labels: { lag: lag('lag 42 s > 5 s allowed'), page: PAGE },
    description: pathTaken(CHECK, THREE_OF_THREE, KIND, lag('lag 42 s > 5 s allowed'), PAGE),
  },
  {
    // 2 of 5 up, majority ⌊5/2⌋ + 1 = 3: no quorum.
    name: 'page a human: no quorum, 2 of 5 voters',
    query: 'up=2',
    verdict: 'page-human',
    end: 'page',
    taken: [...TO_LAG, 'quorum'],
    edges: [...EDGES_TO_LAG, 'lag_quorum', 'quorum_page'],
    labels: { lag: LAG_OK, quorum: quorum('2 of 5 voters up, majority 3') },
    description: pathTaken(
      CHECK,
      THREE_OF_THREE,
      KIND,
      LAG_OK,
      quorum('2 of 5 voters up, majority 3'),
      PAGE,
    ),
  },
  {
    // Exactly half is not a majority: 2 of 4 up, majority ⌊4/2⌋ + 1 = 3.
    name: 'page a human: a tie, 2 of 4 voters',
    query: 'up=2&voters=4',
    verdict: 'page-human',
    end: 'page',
    taken: [...TO_LAG, 'quorum'],
    edges: [...EDGES_TO_LAG, 'lag_quorum', 'quorum_page'],
    labels: { quorum: quorum('2 of 4 voters up, majority 3') },
    description: pathTaken(
      CHECK,
      THREE_OF_THREE,
      KIND,
      LAG_OK,
      quorum('2 of 4 voters up, majority 3'),
      PAGE,
    ),
  },
  {
    // The "partition" preset: 3 of 5 ≥ 3 holds, but the failure may be a partition.
    name: 'page a human: possible partition',
    query: 'up=3&partition=1',
    verdict: 'page-human',
    end: 'page',
    taken: [...TO_LAG, 'quorum', 'partition'],
    edges: [...EDGES_TO_LAG, 'lag_quorum', 'quorum_partition', 'partition_page'],
    labels: { quorum: quorum('3 of 5 voters up, majority 3'), partition: PARTITION },
    description: pathTaken(
      CHECK,
      THREE_OF_THREE,
      KIND,
      LAG_OK,
      quorum('3 of 5 voters up, majority 3'),
      PARTITION,
      PAGE,
    ),
  },
  {
    // Every safety check passes, but nobody knows the blast radius.
    name: 'page a human: blast radius not understood',
    query: 'blast=0',
    verdict: 'page-human',
    end: 'page',
    taken: [...TO_LAG, 'quorum', 'partition', 'blast'],
    edges: [...EDGES_TO_LAG, 'lag_quorum', 'quorum_partition', 'partition_blast', 'blast_page'],
    labels: { blast: BLAST },
    description: pathTaken(
      CHECK,
      THREE_OF_THREE,
      KIND,
      LAG_OK,
      QUORUM_4_OF_5,
      PARTITION,
      BLAST,
      PAGE,
    ),
  },
  {
    // The worked example, the "clean promotion" preset: all seven edges to auto-promote.
    name: 'auto-promote and page for review',
    query: 'v=1',
    verdict: 'auto-promote-and-page',
    end: 'promote',
    taken: [...TO_LAG, 'quorum', 'partition', 'blast'],
    edges: [...EDGES_TO_LAG, 'lag_quorum', 'quorum_partition', 'partition_blast', 'blast_promote'],
    labels: { lag: LAG_OK, quorum: QUORUM_4_OF_5, promote: PROMOTE },
    description: pathTaken(
      CHECK,
      THREE_OF_THREE,
      KIND,
      LAG_OK,
      QUORUM_4_OF_5,
      PARTITION,
      BLAST,
      PROMOTE,
    ),
  },
  // Blocked: an input the walk needs is invalid. The walk stops at the node that reads it,
  // drawn dashed; the nodes before it are taken; there is no verdict.
  {
    name: 'blocked at the failure count (seen is not a number)',
    query: 'seen=x',
    verdict: '',
    end: 'failures',
    taken: ['check'],
    edges: ['check_failures'],
    labels: { failures: failures('seen ?') },
    description: stopsAt(failures('seen ?')),
  },
  {
    name: 'blocked at the action (an unknown kind)',
    query: 'action=x',
    verdict: '',
    end: 'kind',
    taken: ['check', 'failures'],
    edges: ['check_failures', 'failures_kind'],
    labels: { kind: KIND },
    description: stopsAt(KIND),
  },
  {
    name: 'blocked at the lag (a negative lag)',
    query: 'lag=-1',
    verdict: '',
    end: 'lag',
    taken: ['check', 'failures', 'kind'],
    edges: EDGES_TO_LAG,
    labels: { lag: lag('lag ?') },
    description: stopsAt(lag('lag ?')),
  },
  {
    // 6 voters online out of 5 is a contradiction: the quorum node cannot be decided.
    name: 'blocked at the quorum (more voters up than exist)',
    query: 'up=6',
    verdict: '',
    end: 'quorum',
    taken: TO_LAG,
    edges: [...EDGES_TO_LAG, 'lag_quorum'],
    labels: { quorum: quorum('voters ?') },
    description: stopsAt(quorum('voters ?')),
  },
  {
    name: 'blocked at the partition question (a flag that is neither 0 nor 1)',
    query: 'partition=2',
    verdict: '',
    end: 'partition',
    taken: [...TO_LAG, 'quorum'],
    edges: [...EDGES_TO_LAG, 'lag_quorum', 'quorum_partition'],
    labels: { partition: PARTITION },
    description: stopsAt(PARTITION),
  },
  {
    name: 'blocked at the blast radius (a flag that is neither 0 nor 1)',
    query: 'blast=2',
    verdict: '',
    end: 'blast',
    taken: [...TO_LAG, 'quorum', 'partition'],
    edges: [...EDGES_TO_LAG, 'lag_quorum', 'quorum_partition', 'partition_blast'],
    labels: { blast: BLAST },
    description: stopsAt(BLAST),
  },
];
