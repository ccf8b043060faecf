import { describe } from 'vitest';
import { formatPowerOfTen, superscript, texPowerOfTen } from '@/core/format/power';
import { table } from './helpers';

describe('powers of ten', () => {
  table('superscript', superscript, [
    [0, '⁰'],
    [-0, '⁰'],
    [-21, '⁻²¹'],
    [308, '³⁰⁸'],
    [-324, '⁻³²⁴'],
    [1_234_567_890, '¹²³⁴⁵⁶⁷⁸⁹⁰'],
  ]);

  table('formatPowerOfTen', formatPowerOfTen, [
    [0, '10⁰'],
    [-0, '10⁰'],
    [1, '10¹'],
    [-4, '10⁻⁴'],
    [300, '10³⁰⁰'],
    [-1500, '10⁻¹⁵⁰⁰'],
  ]);

  table('texPowerOfTen', texPowerOfTen, [
    [0, '10^{0}'],
    [-0, '10^{0}'],
    [-4, '10^{-4}'],
    [300, '10^{300}'],
    [-1500, '10^{-1500}'],
  ]);
});
