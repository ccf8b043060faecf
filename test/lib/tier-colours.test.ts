import { expect, it } from 'vitest';
import { tierColour } from '@/lib/tier-colours';

it('gives tier i the shared palette’s colour i, wrapping after six', () => {
  expect([1, 2, 6, 7, 13].map(tierColour)).toEqual([
    'var(--tier-1)',
    'var(--tier-2)',
    'var(--tier-6)',
    'var(--tier-1)',
    'var(--tier-1)',
  ]);
});
