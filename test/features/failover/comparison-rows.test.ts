import { describe, expect, it } from 'vitest';
import { comparisonMarkdown } from '@/features/failover/comparison-rows';

describe('comparisonMarkdown', () => {
  it('Markdown escapes pipes inside cells', () => {
    expect(comparisonMarkdown([{ aspect: 'a|b', az: 'x', region: 'y' }])).toContain('| a\\|b |');
  });
});
