import { describe, expect, it } from 'vitest';
import {
  formatLabels,
  matchesSelector,
  parseSelector,
  re2ToJs,
  scanQuoted,
  type Selector,
} from '@/core/backtest/selector';

function sel(text: string): Selector {
  const parsed = parseSelector(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

function error(text: string): string {
  const parsed = parseSelector(text);
  if (parsed.ok) throw new Error(`expected an error for ${text}`);
  return parsed.error;
}

const API_500 = { __name__: 'http_requests_total', job: 'api', code: '500' };
const API_200 = { __name__: 'http_requests_total', job: 'api', code: '200' };
const WEB_503 = { __name__: 'http_requests_total', job: 'web', code: '503' };

describe('parseSelector', () => {
  it('reads the Alerts panel defaults', () => {
    expect(
      sel('http_requests_total{job="api",code=~"5.."}').matchers.map(({ name, op, value }) => [
        name,
        op,
        value,
      ]),
    ).toEqual([
      ['__name__', '=', 'http_requests_total'],
      ['job', '=', 'api'],
      ['code', '=~', '5..'],
    ]);
    expect(sel('  http_requests_total{job="api"}  ').text).toBe('http_requests_total{job="api"}');
  });

  it('reads a bare name, braces only, spaces, a trailing comma, all four ops and three quotes', () => {
    expect(sel('up').matchers).toEqual([{ name: '__name__', op: '=', value: 'up' }]);
    expect(sel('job:rate5m:sum').matchers[0]?.value).toBe('job:rate5m:sum');
    const s = sel(`{ job != 'x' , code !~ \`4..\`, env="prod", }`);
    expect(s.matchers.map((m) => m.op)).toEqual(['!=', '!~', '=']);
    expect(s.matchers.map((m) => m.value)).toEqual(['x', '4..', 'prod']);
    expect(sel('http_requests_total {job="api"}').matchers).toHaveLength(2);
  });

  it('reads UTF-8 names in quotes (Prometheus 3)', () => {
    const s = sel('{"http.requests.total", "service.name"="api"}');
    expect(s.matchers.map(({ name, value }) => [name, value])).toEqual([
      ['__name__', 'http.requests.total'],
      ['service.name', 'api'],
    ]);
  });

  it('unescapes values as Go does', () => {
    expect(sel(String.raw`{a="x\"y\\z\n\t\u00e9\x41\101"}`).matchers[0]?.value).toBe(
      'x"y\\z\n\téAA',
    );
    expect(sel(String.raw`{a='it\'s'}`).matchers[0]?.value).toBe("it's");
    expect(sel(String.raw`{a=` + '`raw\\d`}').matchers[0]?.value).toBe('raw\\d');
  });

  it('names the column of what is wrong', () => {
    expect(error('http_requests_total{job="api"')).toMatch(/^column 20: the \{ has no closing \}/);
    expect(error('http_requests_total{job=api}')).toMatch(
      /^column 25: the value of job must be quoted/,
    );
    expect(error('http_requests_total{job~"api"}')).toMatch(
      /^column 24: expected =, !=, =~ or !~ after the label job/,
    );
    expect(error('http_requests_total{job="api"}[5m]')).toBe(
      'column 31: a selector only, without a range: remove [5m].',
    );
    expect(error('rate(http_requests_total[5m])')).toMatch(
      /^column 5: a function call is not a selector/,
    );
    expect(error('a{b="c"} or d')).toMatch(/^column 10: a selector only: “or d”/);
    expect(error('{job="a\nb"}')).toMatch(/no closing "/);
    expect(error(String.raw`{job="\q"}`)).toMatch(/unknown escape sequence \\q/);
    expect(error(String.raw`{job="\xff"}`)).toMatch(/byte above 0x7F/);
    expect(error('{1abc="x"}')).toMatch(/expected a label name/);
    expect(error('')).toMatch(/enter a selector/);
  });

  it('refuses what Prometheus refuses', () => {
    expect(error('{}')).toMatch(/metric name or a matcher that does not match the empty string/);
    expect(error('{job=~".*"}')).toMatch(/does not match the empty string/);
    expect(error('{job=""}')).toMatch(/does not match the empty string/);
    expect(error('foo{__name__="bar"}')).toMatch(/metric name is given twice/);
    expect(error('{"foo", "bar"}')).toMatch(/metric name is given twice/);
    expect(error('{job=~"(?=x)"}')).toMatch(/lookahead/);
  });
});

describe('matchesSelector', () => {
  it('matches equality, inequality and anchored regexes; a missing label is empty', () => {
    const errors = sel('http_requests_total{job="api",code=~"5.."}');
    expect(matchesSelector(errors, API_500)).toBe(true);
    expect(matchesSelector(errors, API_200)).toBe(false);
    expect(matchesSelector(errors, WEB_503)).toBe(false);
    expect(matchesSelector(sel('{code=~"5"}'), API_500)).toBe(false); // anchored: not a substring
    expect(matchesSelector(sel('{code=~"50|5.0"}'), API_500)).toBe(true);
    expect(matchesSelector(sel('http_requests_total{job!="api"}'), WEB_503)).toBe(true);
    expect(matchesSelector(sel('http_requests_total{code!~"2.."}'), API_500)).toBe(true);
    expect(matchesSelector(sel('http_requests_total{env=""}'), API_500)).toBe(true);
    expect(matchesSelector(sel('http_requests_total{env!=""}'), API_500)).toBe(false);
    expect(matchesSelector(sel('http_requests_total{constructor=""}'), API_500)).toBe(true);
    expect(matchesSelector(sel('{job=~"(?i)API"}'), API_500)).toBe(true);
    expect(matchesSelector(sel('{job=~"a.i"}'), { job: 'a\ni' })).toBe(true); // . matches \n
  });
});

describe('re2ToJs', () => {
  const js = (p: string) => {
    const r = re2ToJs(p);
    if (!r.ok) throw new Error(r.error);
    return new RegExp(r.value.source, r.value.flags);
  };
  const bad = (p: string) => {
    const r = re2ToJs(p);
    return r.ok ? '' : r.error;
  };

  it('keeps RE2 meanings where JavaScript differs', () => {
    expect(js('[]a]+').test(']a]')).toBe(true); // ] first in a class is a member
    expect(js('[^]]').test('x')).toBe(true);
    expect(js('[^]]').test(']')).toBe(false);
    expect(js('[[:digit:]]{3}').test('503')).toBe(true);
    expect(js('[[:alpha:]_]+').test('abc_D')).toBe(true);
    expect(js('\\s').test('\u00a0')).toBe(false); // RE2's \s is ASCII
    expect(js('a\\sb').test('a\tb')).toBe(true);
    expect(js('\\Qa.b\\E').test('a.b')).toBe(true);
    expect(js('\\Qa.b\\E').test('axb')).toBe(false);
    expect(js('(?P<code>5)..').test('503')).toBe(true);
    expect(js('\\Aab\\z').test('ab')).toBe(true);
    expect(js('\\x{41}').test('A')).toBe(true);
    expect(js('\\a').test('\x07')).toBe(true);
    expect(js('a|b').test('ab')).toBe(false); // anchored around the alternation
  });

  it('refuses what RE2 lacks or JavaScript would read otherwise', () => {
    expect(bad('(a)\\1')).toMatch(/backreferences/);
    expect(bad('(?<=a)b')).toMatch(/lookahead or lookbehind/);
    expect(bad('(?!a)')).toMatch(/lookahead/);
    expect(bad('a(?i)b')).toMatch(/inline flags/);
    expect(bad('(?m)^a')).toMatch(/inline flags/);
    expect(bad('\\pL')).toMatch(/Unicode classes/);
    expect(bad('\\y')).toMatch(/not an escape RE2 knows/);
    expect(bad('a{1001}')).toMatch(/up to 1000/);
    expect(bad('[[:foo:]]')).toMatch(/not a class RE2 knows/);
    expect(bad('[a')).toMatch(/no closing \]/);
    expect(bad('a(')).toMatch(/not a valid regular expression/);
    expect(bad('a**')).toMatch(/not a valid regular expression/);
  });
});

describe('scanQuoted and formatLabels', () => {
  it('returns the end after the closing quote', () => {
    expect(scanQuoted('x "ab" y', 2)).toEqual({ ok: true, value: 'ab', end: 6 });
  });

  it('prints label sets sorted, quoting what needs it', () => {
    expect(formatLabels(API_500)).toBe('http_requests_total{code="500", job="api"}');
    expect(formatLabels({})).toBe('{}');
    expect(formatLabels({ __name__: 'up' })).toBe('up');
    expect(formatLabels({ job: 'a"b' })).toBe('{job="a\\"b"}');
    expect(formatLabels({ __name__: 'http.requests', 'service.name': 'x' })).toBe(
      '{"http.requests", "service.name"="x"}',
    );
  });
});
