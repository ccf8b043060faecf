import { describe, expect, it } from 'vitest';
import { AttemptLog } from '@/core/overload/attempt-log';

describe('AttemptLog', () => {
  it('numbers entries from 0 and reads back each field', () => {
    const log = new AttemptLog();
    expect(log.push(7, 1, 0.5)).toBe(0);
    expect(log.push(8, 2, 1.25)).toBe(1);
    expect(log.tail).toBe(2);
    expect([log.req(0), log.att(0), log.sent(0)]).toEqual([7, 1, 0.5]);
    expect([log.req(1), log.att(1), log.sent(1)]).toEqual([8, 2, 1.25]);
    log.clear();
    expect(log.tail).toBe(0);
    expect(log.push(3, 4, 9)).toBe(0);
    expect(log.req(0)).toBe(3);
  });

  it('keeps every unreleased entry when it grows past 1024, wrapped or not', () => {
    const log = new AttemptLog();
    // Fill, release the first 1000, wrap around the ring, then overflow it: it must double.
    for (let n = 0; n < 1024; n++) log.push(n, n % 200, n / 4);
    log.release(1000);
    for (let n = 1024; n < 3000; n++) log.push(n, n % 200, n / 4);
    for (let n = 1000; n < 3000; n++) {
      expect(log.req(n)).toBe(n);
      expect(log.att(n)).toBe(n % 200);
      expect(log.sent(n)).toBe(n / 4);
    }
  });

  it('without a release, nothing is overwritten', () => {
    const log = new AttemptLog();
    for (let n = 0; n < 5000; n++) log.push(n, 1, n);
    for (let n = 0; n < 5000; n++) expect(log.req(n)).toBe(n);
  });

  it('a release never moves back', () => {
    const log = new AttemptLog();
    for (let n = 0; n < 1024; n++) log.push(n, 1, n);
    log.release(1024);
    log.release(10);
    // With the head at 1024 the ring is free again: 1024 more fit without growing, so entry
    // 1024 shares entry 0's slot and overwrites it.
    for (let n = 1024; n < 2048; n++) log.push(-n, 1, n);
    expect(log.req(1024)).toBe(-1024);
    expect(log.req(0)).toBe(-1024);
    expect(log.req(2047)).toBe(-2047);
  });
});
