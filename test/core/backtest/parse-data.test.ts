import { describe, expect, it } from 'vitest';
import { MAX_TEXT_CHARS } from '@/core/backtest/limits';
import { detectFormat, parseBacktestData } from '@/core/backtest/parse-data';

const SELECTORS = {
  errors: 'http_requests_total{job="api",code=~"5.."}',
  total: 'http_requests_total{job="api"}',
};

describe('detectFormat', () => {
  it('tells the three formats apart', () => {
    expect(detectFormat('time,errors,total\n0,0,0')).toBe('csv');
    expect(detectFormat('\n  0,0,0')).toBe('csv'); // (the CSV reader explains the missing header)
    expect(detectFormat('  {"status":"success"}')).toBe('prometheus');
    expect(detectFormat('[{"metric":{}}]')).toBe('prometheus');
    expect(detectFormat('{ "data" : {}}')).toBe('prometheus');
    expect(detectFormat('{}')).toBe('prometheus');
    expect(detectFormat('{__name__="up"} 1 2')).toBe('series');
    expect(detectFormat('{"http.requests", job="a"} 1 2')).toBe('series');
    expect(detectFormat('# comment\ninterval: 15s\nup 1')).toBe('series');
    expect(detectFormat('http_requests_total{job="api"} 0+150x960')).toBe('series');
    expect(detectFormat('up 0+1x3')).toBe('series');
    expect(detectFormat('up _x3 1')).toBe('series');
    expect(detectFormat('tests:\n  - input_series: []')).toBe('series');
    expect(detectFormat('- series: up\n  values: 1')).toBe('series');
  });
});

describe('parseBacktestData', () => {
  it('reads a CSV without the selectors, saying so and naming ignored columns', () => {
    const r = parseBacktestData({
      text: 'time,errors,total,code\n0,0,0,x\n15,1,150,y\n',
      ...SELECTORS,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.format).toBe('csv');
    expect(r.value.samples).toBe(4);
    expect(Array.from(r.value.data.total[0]?.v ?? [])).toEqual([0, 150]);
    expect(r.value.notes).toEqual([
      'Columns not read: “code”.',
      'A CSV gives the errors and total counters itself: the selectors are not used.',
    ]);
    // Even with selectors that would not parse.
    expect(
      parseBacktestData({ text: 'time,errors,total\n0,0,0\n', errors: '', total: '' }).ok,
    ).toBe(true);
  });

  it('reads series notation and picks with the selectors: the worked example', () => {
    const text = [
      'interval: 15s',
      // 2% of 150 requests per sample fail from sample 241 (t = 3615 s) to sample 480 (7200 s).
      'http_requests_total{job="api",code="500"} 0x240 3+3x239 720x5279',
      'http_requests_total{job="api",code="200"} 0+150x240 36147+147x239 71430+150x5279',
    ].join('\n');
    const r = parseBacktestData({ text, ...SELECTORS });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.format).toBe('series');
    expect(r.value.data.errors).toHaveLength(1);
    expect(r.value.data.total).toHaveLength(2);
    const errors = r.value.data.errors[0];
    // Sample 480 (t = 7200 s) closes the incident hour: 720 errors.
    expect(errors?.v[480]).toBe(720);
    expect(errors?.t[480]).toBe(7200);
    const ok200 = r.value.data.total[1];
    expect(errors?.v.length).toBe(5761);
    expect(ok200?.v.length).toBe(5761);
    expect((errors?.v[480] ?? 0) + (ok200?.v[480] ?? 0)).toBe(72_000);
    expect((errors?.v[5760] ?? 0) + (ok200?.v[5760] ?? 0)).toBe(864_000);
    expect(r.value.samples).toBe(2 * 5761);
  });

  it('says which selector is wrong', () => {
    const r = parseBacktestData({ text: 'up 1 2', errors: 'up{job="a"', total: 'up' });
    expect(!r.ok && r.error).toBe(
      'The errors selector up{job="a": column 3: the { has no closing }.',
    );
    const t = parseBacktestData({ text: 'up 1 2', errors: 'up', total: 'rate(up[5m])' });
    expect(!t.ok && t.error).toMatch(
      /^The total selector rate\(up\[5m\]\): column 5: a function call/,
    );
    const none = parseBacktestData({ text: 'up{job="x"} 1 2', errors: 'up', total: 'down' });
    expect(!none.ok && none.error).toBe(
      'No series matches the total selector down. The data has 1 series: up{job="x"}. Metric names: up.',
    );
  });

  it('honours an explicit format', () => {
    const r = parseBacktestData({ text: 'up 1 2', ...SELECTORS, format: 'csv' });
    expect(!r.ok && r.error).toMatch(/header has no “time”/);
  });

  it('refuses empty text and text beyond the limit without reading it', () => {
    expect(parseBacktestData({ text: '  \n', ...SELECTORS })).toEqual({
      ok: false,
      error:
        'No data: paste or drop a CSV (time,errors,total), a Prometheus API answer (JSON) or promtool series.',
    });
    const huge = { length: MAX_TEXT_CHARS + 1 } as unknown as string; // never read
    const r = parseBacktestData({ text: huge, ...SELECTORS });
    expect(!r.ok && r.error).toBe(
      'The data is 200 million characters, more than the 200 million the page reads: export a shorter range or a longer step.',
    );
  });
});
