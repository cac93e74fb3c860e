import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-date';

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z');
  it('names the largest whole unit in the past', () => {
    expect(formatRelativeTime('2026-11-21T11:57:00.000Z', 'en-US', now)).toBe('3 minutes ago');
    expect(formatRelativeTime('2026-11-21T09:00:00.000Z', 'en-US', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-20T12:00:00.000Z', 'en-US', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-21T11:57:00.000Z', 'zh-CN', now)).toBe('3分钟前');
  });
  it('says now under a minute and leaves bad input as it is', () => {
    expect(formatRelativeTime('2026-11-21T11:59:30.000Z', 'en-US', now)).toBe('now');
    expect(formatRelativeTime('not a date', 'en-US', now)).toBe('not a date');
  });
});
