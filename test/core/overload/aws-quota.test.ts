import { describe, expect, it } from 'vitest';
import {
  AWS_QUOTA,
  AWS_QUOTA_LEGACY,
  awsAcquire,
  awsRelease,
  createAwsQuota,
} from '@/core/overload/aws-quota';
import { repeat } from './helpers';

// botocore/retries/standard.py RetryQuotaChecker: _RETRY_COST_V2 = 14 and _THROTTLING_RETRY_COST = 5
// (version 2.1, AWS_NEW_RETRIES_2026), _RETRY_COST = 5 and _TIMEOUT_RETRY_REQUEST = 10 (version
// 2.0); quota.py RetryQuota: 500.
describe('the costs, as botocore writes them', () => {
  it('2026 (aws): 14 per transient retry, a timeout included; 5 per throttling retry', () => {
    expect(AWS_QUOTA).toEqual({
      capacity: 500,
      retryCost: 14,
      timeoutCost: 14,
      throttlingCost: 5,
      noRetryIncrement: 1,
    });
  });

  it('before 2026 (aws_legacy): 5 per retry, 10 after a timeout', () => {
    expect(AWS_QUOTA_LEGACY).toEqual({
      capacity: 500,
      retryCost: 5,
      timeoutCost: 10,
      throttlingCost: 5,
      noRetryIncrement: 1,
    });
  });
});

describe('AWS standard retry quota, 2026 costs (aws), hand-worked', () => {
  it('pays 35 retries of 14 from 500 and refuses the 36th: 500 − 35 × 14 = 10 < 14', () => {
    const q = createAwsQuota(1);
    repeat(35, () => expect(awsAcquire(q, 0, false)).toBe(14));
    expect(q.available[0]).toBe(10);
    expect(awsAcquire(q, 0, false)).toBe(0);
    expect(q.available[0]).toBe(10);
  });

  it('charges a timeout the same 14 (it is a transient error)', () => {
    const q = createAwsQuota(1);
    repeat(35, () => expect(awsAcquire(q, 0, true)).toBe(14));
    expect(q.available[0]).toBe(10);
    expect(awsAcquire(q, 0, true)).toBe(0);
  });

  it('adds 1 for a success without retry and refunds a successful retry its 14, up to 500', () => {
    const q = createAwsQuota(1);
    awsRelease(q, 0, 0);
    expect(q.available[0]).toBe(500); // already full: truncated
    const cost = awsAcquire(q, 0, true);
    awsAcquire(q, 0, false);
    expect(q.available[0]).toBe(472); // 500 − 2 × 14
    awsRelease(q, 0, cost);
    expect(q.available[0]).toBe(486);
    awsRelease(q, 0, 0);
    expect(q.available[0]).toBe(487);
    awsRelease(q, 0, 14);
    expect(q.available[0]).toBe(500); // 501 truncated to 500
  });
});

describe('AWS standard retry quota, costs before 2026 (aws_legacy), hand-worked', () => {
  it('is empty after 100 failed retries: 500 − 100 × 5 = 0', () => {
    const q = createAwsQuota(1, AWS_QUOTA_LEGACY);
    repeat(99, () => expect(awsAcquire(q, 0, false)).toBe(5));
    expect(q.available[0]).toBe(5);
    expect(awsAcquire(q, 0, false)).toBe(5);
    expect(q.available[0]).toBe(0);
    expect(awsAcquire(q, 0, false)).toBe(0);
    expect(q.available[0]).toBe(0);
  });

  it('charges 10 after a timeout and refuses a cost above what is left', () => {
    const q = createAwsQuota(1, AWS_QUOTA_LEGACY);
    repeat(49, () => awsAcquire(q, 0, true));
    expect(q.available[0]).toBe(10);
    repeat(1, () => awsAcquire(q, 0, false));
    expect(q.available[0]).toBe(5);
    expect(awsAcquire(q, 0, true)).toBe(0); // 10 > 5
    expect(awsAcquire(q, 0, false)).toBe(5);
  });

  it('adds 1 for a success without retry and refunds a successful retry its cost, up to 500', () => {
    const q = createAwsQuota(1, AWS_QUOTA_LEGACY);
    awsRelease(q, 0, 0);
    expect(q.available[0]).toBe(AWS_QUOTA_LEGACY.capacity); // already full: truncated
    const cost = awsAcquire(q, 0, true);
    awsAcquire(q, 0, false);
    expect(q.available[0]).toBe(485);
    awsRelease(q, 0, 5); // the last retry took 5: that is what comes back
    expect(q.available[0]).toBe(490);
    awsRelease(q, 0, 0);
    expect(q.available[0]).toBe(491);
    awsRelease(q, 0, cost);
    expect(q.available[0]).toBe(500);
    awsRelease(q, 0, 10);
    expect(q.available[0]).toBe(500);
  });
});
