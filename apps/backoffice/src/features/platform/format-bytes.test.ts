import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('reads sizes in 1024 steps with one decimal below ten', () => {
    expect(formatBytes(0, 'en-US')).toBe('0 B');
    expect(formatBytes(1023, 'en-US')).toBe('1,023 B');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 KB');
    expect(formatBytes(12 * 1024 * 1024, 'en-US')).toBe('12 MB');
    expect(formatBytes(5 * 1024 ** 5, 'en-US')).toBe('5,120 TB');
  });
});
