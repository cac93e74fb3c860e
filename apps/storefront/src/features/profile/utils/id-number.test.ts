import { describe, expect, it } from 'vitest';
import { findIdNumberProblem, normalizeIdNumber } from './id-number';

describe('findIdNumberProblem', () => {
  it('accepts valid numbers, with a digit or X as the check character', () => {
    expect(findIdNumberProblem('11010519491231002X')).toBeNull();
    expect(findIdNumberProblem('11010519491231002x')).toBeNull();
    expect(findIdNumberProblem('110101199003074514')).toBeNull();
  });

  it('refuses the wrong length or characters', () => {
    expect(findIdNumberProblem('11010119900307451')).toBe('format');
    expect(findIdNumberProblem('1101011990030745199')).toBe('format');
    expect(findIdNumberProblem('11010119900307451A')).toBe('format');
  });

  it('refuses a wrong check character', () => {
    expect(findIdNumberProblem('110101199003074519')).toBe('checksum');
  });

  it('normalises spaces and a lower-case x', () => {
    expect(normalizeIdNumber(' 110105 19491231002x ')).toBe('11010519491231002X');
  });
});
