import { describe, expect, it } from 'vitest';
import {
  durationShorthand,
  millisecondsDuration,
  prometheusDuration,
  protobufDuration,
  protobufExact,
} from '@/core/emit/durations';

// Expected values worked by hand from Prometheus' duration format, OpenSLO's duration-shorthand,
// protobuf's Duration JSON form, and HAProxy's and Spring Boot's time formats.

describe('prometheusDuration', () => {
  it('writes the largest units first, without weeks', () => {
    expect(prometheusDuration(300)).toBe('5m');
    expect(prometheusDuration(3600)).toBe('1h');
    expect(prometheusDuration(259_200)).toBe('3d');
    expect(prometheusDuration(3857)).toBe('1h4m17s');
    expect(prometheusDuration(604_800)).toBe('7d');
    expect(prometheusDuration(92_580)).toBe('1d1h43m');
    expect(prometheusDuration(366 * 86_400)).toBe('366d');
    expect(prometheusDuration(90)).toBe('1m30s');
    expect(prometheusDuration(0.25)).toBe('250ms');
    expect(prometheusDuration(0)).toBe('0s');
  });

  it('rounds to whole milliseconds, halves up', () => {
    expect(prometheusDuration(0.0004)).toBe('0s');
    expect(prometheusDuration(0.0005)).toBe('1ms');
    expect(prometheusDuration(0.001)).toBe('1ms');
    expect(prometheusDuration(1.5)).toBe('1s500ms');
    expect(prometheusDuration(1)).toBe('1s');
    expect(prometheusDuration(59.999)).toBe('59s999ms');
    expect(prometheusDuration(60)).toBe('1m');
    expect(prometheusDuration(86_399)).toBe('23h59m59s');
    expect(prometheusDuration(86_400)).toBe('1d');
    expect(prometheusDuration(90_061.001)).toBe('1d1h1m1s1ms');
  });

  it('refuses what is not a duration', () => {
    expect(() => prometheusDuration(-1)).toThrow(RangeError);
    expect(() => prometheusDuration(Number.NaN)).toThrow(RangeError);
  });

  it('says what is not a duration', () => {
    expect(() => prometheusDuration(-1)).toThrow(
      'a duration must be a finite number of seconds ≥ 0, not -1',
    );
    expect(() => prometheusDuration(Infinity)).toThrow(
      'a duration must be a finite number of seconds ≥ 0, not Infinity',
    );
    expect(() => durationShorthand(-0.5)).toThrow(
      'a duration must be a finite number of seconds ≥ 0, not -0.5',
    );
    expect(() => durationShorthand(Number.NaN)).toThrow(RangeError);
  });
});

describe('durationShorthand (OpenSLO: one whole number, one unit)', () => {
  it('takes the largest unit that divides, else whole minutes, marked inexact', () => {
    expect(durationShorthand(30 * 86_400)).toEqual({ text: '30d', exact: true });
    expect(durationShorthand(6 * 3600)).toEqual({ text: '6h', exact: true });
    expect(durationShorthand(3840)).toEqual({ text: '64m', exact: true });
    expect(durationShorthand(92_580)).toEqual({ text: '1543m', exact: true });
    expect(durationShorthand(3857)).toEqual({ text: '64m', exact: false });
    expect(durationShorthand(90)).toEqual({ text: '2m', exact: false });
    expect(durationShorthand(10)).toEqual({ text: '1m', exact: false });
  });

  it('whole days, hours, minutes exactly; anything else to the nearest minute, at least 1m', () => {
    expect(durationShorthand(86_400)).toEqual({ text: '1d', exact: true });
    expect(durationShorthand(90_000)).toEqual({ text: '25h', exact: true });
    expect(durationShorthand(60)).toEqual({ text: '1m', exact: true });
    expect(durationShorthand(0)).toEqual({ text: '1m', exact: false });
    expect(durationShorthand(29)).toEqual({ text: '1m', exact: false });
    expect(durationShorthand(150)).toEqual({ text: '3m', exact: false });
    expect(durationShorthand(149)).toEqual({ text: '2m', exact: false });
    expect(durationShorthand(59.5)).toEqual({ text: '1m', exact: false });
  });
});

describe('protobufDuration (Envoy, gRPC)', () => {
  it('writes durations as the proto’s JSON form', () => {
    expect(protobufDuration(5)).toBe('5s');
    expect(protobufDuration(0.25)).toBe('0.25s');
    expect(protobufDuration(1e-10)).toBe('0.000000001s');
  });

  it('at least 1 ns, nine decimals at most, trailing zeros dropped', () => {
    expect(protobufDuration(0)).toBe('0.000000001s');
    expect(protobufDuration(1.5e-9)).toBe('0.000000002s');
    expect(protobufDuration(2.5)).toBe('2.5s');
    expect(protobufDuration(60.000000001)).toBe('60.000000001s');
  });

  it('is exact for whole nanoseconds of at least 1 ns, up to float noise', () => {
    expect(protobufExact(5)).toBe(true);
    expect(protobufExact(1e-9)).toBe(true);
    expect(protobufExact(1.005)).toBe(true);
    expect(protobufExact(1.5e-9)).toBe(false);
    expect(protobufExact(1e-10)).toBe(false);
    expect(protobufExact(0)).toBe(false);
  });
});

describe('millisecondsDuration (HAProxy, Spring Boot)', () => {
  it('whole seconds in seconds, anything else in milliseconds', () => {
    expect(millisecondsDuration(2500)).toBe('2500ms');
    expect(millisecondsDuration(1500)).toBe('1500ms');
    expect(millisecondsDuration(60_000)).toBe('60s');
    expect(millisecondsDuration(1)).toBe('1ms');
    expect(millisecondsDuration(0)).toBe('0s');
  });
});
