/**
 * gRPC retry throttling, per client (gRFC A6 "gRPC Retry Design", section "Throttling Retry
 * Attempts and Hedged RPCs"): `token_count` starts at maxTokens and stays in [0, maxTokens]; every
 * failed attempt takes 1, every successful one adds tokenRatio; a retry is allowed only while
 * token_count > maxTokens / 2. The failure is counted before the check, as grpc-java's
 * `onQualifiedFailureThenCheckIsAboveThreshold` does.
 *
 * Tokens are kept in thousandths, as whole numbers (grpc-java's ThrottleData does the same; A6
 * allows tokenRatio three decimals), so ten successes at 0.1 add exactly one token.
 */
export interface GrpcThrottle {
  /** maxTokens in thousandths. */
  readonly max: number;
  /** tokenRatio in thousandths. */
  readonly ratio: number;
  /** Each client's token_count, in thousandths. */
  readonly tokens: Float64Array;
}

const MILLI = 1000;

/** Every client's bucket, full. */
export function createGrpcThrottle(
  clients: number,
  maxTokens: number,
  tokenRatio: number,
): GrpcThrottle {
  const max = Math.round(maxTokens * MILLI);
  return {
    max,
    ratio: Math.round(tokenRatio * MILLI),
    tokens: new Float64Array(clients).fill(max),
  };
}

/** An attempt's outcome at client c: −1 token on failure (not below 0), +tokenRatio on success. */
export function grpcRecord(t: GrpcThrottle, c: number, ok: boolean): void {
  const now = t.tokens[c]!;
  t.tokens[c] = ok ? Math.min(t.max, now + t.ratio) : Math.max(0, now - MILLI);
}

/** May client c retry: token_count > maxTokens / 2 (compared as 2·tokens > max, exactly). */
export function grpcAllowsRetry(t: GrpcThrottle, c: number): boolean {
  return 2 * t.tokens[c]! > t.max;
}

/** Client c's token_count, in tokens. */
export function grpcTokens(t: GrpcThrottle, c: number): number {
  return t.tokens[c]! / MILLI;
}
