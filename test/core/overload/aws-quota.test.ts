import { describe, expect, it } from 'vitest';
import { AWS_QUOTA, awsAcquire, awsRelease, createAwsQuota } from '@/core/overload/aws-quota';
import { repeat } from './helpers';

describe('AWS standard retry quota (botocore), hand-worked', () => {
  it('is empty after 100 failed retries: 500 − 100 × 5 = 0', () => {
    const q = createAwsQuota(1);
    repeat(99, () => expect(awsAcquire(q, 0, false)).toBe(5));
    expect(q.available[0]).toBe(5);
    expect(awsAcquire(q, 0, false)).toBe(5);
    expect(q.available[0]).toBe(0);
    expect(awsAcquire(q, 0, false)).toBe(0);
    expect(q.available[0]).toBe(0);
  });

  it('charges 10 after a timeout and refuses a cost above what is left', () => {
    const q = createAwsQuota(1);
    repeat(49, () => awsAcquire(q, 0, true));
    expect(q.available[0]).toBe(10);
    repeat(1, () => awsAcquire(q, 0, false));
    expect(q.available[0]).toBe(5);
    expect(awsAcquire(q, 0, true)).toBe(0); // 10 > 5
    expect(awsAcquire(q, 0, false)).toBe(5);
  });

  it('adds 1 for a success without retry and refunds a successful retry its cost, up to 500', () => {
    const q = createAwsQuota(1);
    awsRelease(q, 0, 0);
    expect(q.available[0]).toBe(AWS_QUOTA.capacity); // already full: truncated
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
