import { describe, expect, it } from 'vitest';
import { normalizeHost } from './hosts.ts';

describe('normalizeHost', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['Nova.LocalHost', 'nova.localhost'],
    ['shop.example.com.', 'shop.example.com'],
    ['[::1]:3000', '[::1]'],
    ['', ''],
    [undefined, ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizeHost(input)).toBe(expected);
  });
});
