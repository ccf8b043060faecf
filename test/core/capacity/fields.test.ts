import { describe, expect, it } from 'vitest';
import { CAPACITY_FIELDS } from '@/core/capacity/fields';
import { defaultsOf, parseAll, type InputsOf } from '@/core/fields/schema';

type Inputs = InputsOf<typeof CAPACITY_FIELDS>;
const parsed = (changes: Partial<Inputs>) =>
  parseAll(CAPACITY_FIELDS, { ...defaultsOf(CAPACITY_FIELDS), ...changes });
const error = (key: keyof Inputs, text: string) => {
  const p = parsed({ [key]: text })[key];
  return p.ok ? null : p.error;
};

describe('capacity fields', () => {
  it('reads the worked example: 100/s, 50 ms, 8 servers over 3 zones, a 100 ms target', () => {
    const f = parsed({});
    expect(
      Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.ok ? v.value : v.error])),
    ).toEqual({
      loop: 'open',
      rate: 100,
      users: 50,
      think: 0.5,
      service: 0.05,
      cv: 1,
      servers: 8,
      azs: 3,
      target: 0.1,
      seed: 1,
    });
  });

  it.each([
    ['rate', '0', 'An arrival rate must be more than 0.'],
    ['service', '0', 'A service time must be more than 0 s.'],
    ['servers', '2.5', 'A number of servers must be a whole number.'],
    ['servers', '100001', 'A number of servers must be at most 100000.'],
    ['azs', '0', 'A number of zones must be at least 1.'],
    ['cv', '11', 'A coefficient of variation must be at most 10.'],
    ['users', '0', 'A number of users must be at least 1.'],
    ['target', '-1', 'A waiting-time target cannot be negative.'],
    ['loop', 'half', expect.stringContaining('half') as unknown as string],
  ] as const)('%s = %s: %s', (key, text, message) => {
    expect(error(key, text)).toEqual(message);
  });

  it('takes c = 100,000 servers and users, and 0 s of think time and target', () => {
    expect(error('servers', '100000')).toBeNull();
    expect(error('users', '100000')).toBeNull();
    expect(error('think', '0')).toBeNull();
    expect(error('target', '0')).toBeNull();
  });
});
