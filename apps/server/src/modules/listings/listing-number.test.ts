import { describe, expect, it } from 'vitest';
import { newListingNumber } from './listing-number.ts';

describe('newListingNumber', () => {
  it('is the prefix, the UTC time to the second and six random digits (20 characters)', () => {
    const number = newListingNumber('JS', new Date('2026-03-04T05:06:07.890Z'), 42);
    expect(number).toBe('JS260304050607000042');
    expect(newListingNumber('HS', new Date('2026-12-31T23:59:59Z'), 999_999)).toBe('HS261231235959999999');
  });
});
