import { describe, expect, it } from 'vitest';
import { parseWindow, windowText } from '@/core/alerts/window-text';

describe('parseWindow and windowText', () => {
  it('reads Prometheus durations and writes them back', () => {
    expect(parseWindow('5m')).toBe(300);
    expect(parseWindow('1h30m')).toBe(5400);
    expect(parseWindow('1.5h')).toBe(5400);
    expect(parseWindow('3d')).toBe(259_200);
    expect(parseWindow('30m1h')).toBeNull();
    expect(parseWindow('5')).toBeNull();
    expect(parseWindow('')).toBeNull();
    expect(windowText(3857)).toBe('1h4m17s');
    expect(windowText(367_860)).toBe('4d6h11m');
    expect(windowText(0.5)).toBe('500ms');
    expect(parseWindow('1m500ms')).toBe(60.5);
  });

  it('reads each unit once, largest first', () => {
    expect(parseWindow('500ms')).toBe(0.5);
    expect(parseWindow('1s500ms')).toBe(1.5);
    expect(parseWindow('12m')).toBe(720);
    expect(parseWindow('2d')).toBe(172_800);
    expect(parseWindow('1d1h1m1s')).toBe(90_061);
    expect(parseWindow('0.5m')).toBe(30);
    expect(parseWindow('1.25h')).toBe(4500);
    expect(parseWindow('1d0.25h')).toBe(87_300);
    expect(parseWindow('1h1h')).toBeNull();
    expect(parseWindow('1m1m')).toBeNull();
    expect(parseWindow('1ms1s')).toBeNull();
    expect(parseWindow('a5m')).toBeNull();
    expect(parseWindow('5ma')).toBeNull();
    expect(parseWindow('5 m')).toBeNull();
    expect(parseWindow('.5m')).toBeNull();
    expect(parseWindow('5.m')).toBeNull();
    expect(parseWindow('5w')).toBeNull();
  });

  it('writes nothing, negatives and non-numbers as 0s', () => {
    expect(windowText(0)).toBe('0s');
    expect(windowText(-60)).toBe('0s');
    expect(windowText(Number.NaN)).toBe('0s');
    expect(windowText(Infinity)).toBe('0s');
    expect(windowText(1)).toBe('1s');
    expect(windowText(0.001)).toBe('1ms');
  });
});
