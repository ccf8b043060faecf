import { choiceField, flagField, numberField } from '../fields/field';

/** The Failover decision panel's inputs; the defaults are the clean promotion. */
export const DECISION_FIELDS = [
  numberField('seen', '3', {
    label: 'Consecutive failures seen',
    doc: 'Consecutive failed health checks seen',
    what: 'the consecutive failures seen',
    example: '2',
    min: 0,
    integer: true,
  }),
  numberField('n', '3', {
    label: 'Threshold N',
    doc: 'Threshold N of consecutive failures before acting',
    what: 'the threshold N',
    example: '3',
    min: 1,
    integer: true,
  }),
  choiceField(
    'action',
    'promote',
    [
      { value: 'lb', label: 'Remove the instance from the load-balancer pool' },
      { value: 'breaker', label: 'Open a circuit breaker' },
      { value: 'promote', label: 'Promote a new primary (stateful service)' },
    ],
    {
      label: 'Action',
      doc: 'What acting would mean',
      what: 'an action kind',
      values:
        '`lb` (remove from LB pool), `breaker` (open circuit breaker), `promote` (promote a new primary)',
    },
  ),
  numberField('lag', '0.4', {
    label: 'Replica lag',
    doc: 'Replica lag, seconds',
    what: 'the replica lag',
    example: '0.5',
    min: 0,
    unit: 's',
  }),
  numberField('maxlag', '5', {
    label: 'Allowed lag',
    doc: 'Allowed replica lag for a promotion, seconds',
    what: 'the allowed lag',
    example: '5',
    min: 0,
    unit: 's',
  }),
  numberField('up', '4', {
    label: 'Voters online',
    values: 'whole number, 0 ≤ up ≤ voters',
    what: 'the voters online',
    example: '3',
    min: 0,
    integer: true,
  }),
  numberField('voters', '5', {
    label: 'Total voters',
    what: 'the number of voters',
    example: '5',
    min: 1,
    max: 1000,
    integer: true,
  }),
  flagField('partition', '0', {
    label: 'What the failure looks like',
    doc: 'The failure may be a partition rather than clear',
    what: 'clear failure or possible partition',
    values: '`1` (possible partition), `0` (clear failure)',
    choices: [
      { value: '0', label: 'Clear failure (the primary is down)' },
      { value: '1', label: 'Possible partition (it may still be serving)' },
    ],
  }),
  flagField('blast', '1', {
    label: 'Blast radius of a promotion',
    doc: 'The promotion’s blast radius is understood',
    what: 'blast radius understood',
    values: '`1` (yes), `0` (no)',
    choices: [
      { value: '1', label: 'Understood' },
      { value: '0', label: 'Not understood' },
    ],
  }),
] as const;
