import { describe, expect, it } from 'vitest';
import {
  createGrpcThrottle,
  grpcAllowsRetry,
  grpcRecord,
  grpcTokens,
} from '@/core/overload/grpc-throttle';
import { repeat } from './helpers';

describe('gRPC retry throttling (gRFC A6), hand-worked', () => {
  it('allows no retry after 5 failures from 10 tokens: 10 − 5 = 5, not > 5', () => {
    const t = createGrpcThrottle(1, 10, 0.1);
    repeat(4, () => grpcRecord(t, 0, false));
    expect(grpcTokens(t, 0)).toBe(6);
    expect(grpcAllowsRetry(t, 0)).toBe(true);
    grpcRecord(t, 0, false);
    expect(grpcTokens(t, 0)).toBe(5);
    expect(grpcAllowsRetry(t, 0)).toBe(false);
  });

  it('regains exactly one token per ten successes at 0.1, never above the maximum', () => {
    const t = createGrpcThrottle(1, 10, 0.1);
    repeat(5, () => grpcRecord(t, 0, false));
    grpcRecord(t, 0, true);
    expect(grpcTokens(t, 0)).toBe(5.1);
    expect(grpcAllowsRetry(t, 0)).toBe(true); // 5.1 > 5
    repeat(9, () => grpcRecord(t, 0, true));
    expect(grpcTokens(t, 0)).toBe(6);
    repeat(100, () => grpcRecord(t, 0, true));
    expect(grpcTokens(t, 0)).toBe(10);
  });

  it('stays at 0 after many failures, and keeps clients apart', () => {
    const t = createGrpcThrottle(2, 10, 0.1);
    repeat(30, () => grpcRecord(t, 0, false));
    expect(grpcTokens(t, 0)).toBe(0);
    expect(grpcTokens(t, 1)).toBe(10);
    // Back over the threshold takes 51 successes: 0 + 51 × 0.1 = 5.1.
    repeat(50, () => grpcRecord(t, 0, true));
    expect(grpcAllowsRetry(t, 0)).toBe(false);
    grpcRecord(t, 0, true);
    expect(grpcAllowsRetry(t, 0)).toBe(true);
  });

  it('compares with an odd maximum exactly: 3 tokens, threshold 1.5', () => {
    const t = createGrpcThrottle(1, 3, 0.5);
    grpcRecord(t, 0, false); // 2 > 1.5
    expect(grpcAllowsRetry(t, 0)).toBe(true);
    grpcRecord(t, 0, false); // 1
    expect(grpcAllowsRetry(t, 0)).toBe(false);
    grpcRecord(t, 0, true); // 1.5, not > 1.5
    expect(grpcAllowsRetry(t, 0)).toBe(false);
  });
});
