import { describe, expect, it } from 'vitest';
import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { toNumber } from '@/core/exact/rational';
import { fieldFor } from '@/core/fields/schema';

const slo = fieldFor(ALERTS_FIELDS, 'slo');
const message = (text: string) => {
  const r = slo.parse(text);
  return r.ok ? null : r.error;
};

describe('the SLO field', () => {
  it('reads the budget exactly: 99.9 → 0.001, 9.995e1 → 0.0005', () => {
    const a = slo.parse('99.9');
    const b = slo.parse('9.995e1');
    expect(a.ok && toNumber(a.value)).toBe(0.001);
    expect(b.ok && toNumber(b.value)).toBe(0.0005);
  });

  it('says in SLO words what is wrong', () => {
    expect(message('100')).toMatch(/^An SLO of 100% leaves no error budget/);
    expect(message('101')).toBe('An SLO is a percentage: it cannot be more than 100.');
    expect(message('0')).toMatch(/^An SLO of 0% promises nothing/);
    expect(message('-5')).toBe('An SLO cannot be negative.');
    expect(message('abc')).toBe('“abc” is not a number. Write an SLO such as 99.99.');
    expect(message('')).toBe('Enter an SLO, for example 99.99.');
  });
});

describe('the service, selector and SLO fields in full', () => {
  const parse = (name: 'service' | 'errors' | 'total' | 'slo', text: string) =>
    fieldFor(ALERTS_FIELDS, name).parse(text);

  it('a service name: letters, digits, - and _, starting with a letter or _', () => {
    expect(parse('service', '  checkout-web_2 ')).toEqual({ ok: true, value: 'checkout-web_2' });
    expect(parse('service', '_x')).toEqual({ ok: true, value: '_x' });
    expect(parse('service', 'A')).toEqual({ ok: true, value: 'A' });
    expect(parse('service', '   ')).toEqual({
      ok: false,
      error: 'Enter a service name, for example api.',
    });
    for (const bad of ['1api', '-api', 'api!', '!api', 'a b', 'a.b']) {
      expect(parse('service', bad)).toEqual({
        ok: false,
        error:
          'A service name takes letters, digits, - and _, starting with a letter: api, checkout-web.',
      });
    }
  });

  it('a selector: any text, trimmed', () => {
    expect(parse('errors', '  up{job="x"} ')).toEqual({ ok: true, value: 'up{job="x"}' });
    expect(parse('total', 'x')).toEqual({ ok: true, value: 'x' });
    for (const name of ['errors', 'total'] as const) {
      expect(parse(name, ' \t ')).toEqual({
        ok: false,
        error: 'Enter a PromQL selector, for example http_requests_total{job="api"}.',
      });
    }
  });

  it('an SLO of 100% or 0%, in full', () => {
    expect(parse('slo', '100')).toEqual({
      ok: false,
      error:
        'An SLO of 100% leaves no error budget, so there is nothing to burn and nothing to alert on. Choose a target below 100.',
    });
    expect(parse('slo', '0')).toEqual({
      ok: false,
      error: 'An SLO of 0% promises nothing: every request may fail. Choose a target above 0.',
    });
    expect(parse('slo', '0.0')).toEqual({
      ok: false,
      error: 'An SLO of 0% promises nothing: every request may fail. Choose a target above 0.',
    });
    expect(parse('slo', '0.001').ok).toBe(true);
    expect(parse('slo', '99.999').ok).toBe(true);
  });
});
