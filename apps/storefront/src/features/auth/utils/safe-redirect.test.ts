import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirectTarget('/pages/BasicInformation')).toBe('/pages/BasicInformation');
    expect(safeRedirectTarget('/pages/goodList?gameId=3#top')).toBe('/pages/goodList?gameId=3#top');
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/pages'],
    ['/\\evil.com'],
    ['/\t/evil.com'],
    ['https://evil.com'],
    ['javascript:alert(1)'],
    ['pages/home'],
    [''],
  ])('refuses %j', (fromRoute) => {
    expect(safeRedirectTarget(fromRoute)).toBe('/');
  });

  it('answers the fallback when there is nothing, or when it would loop back to login', () => {
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget(undefined, '/pages/other')).toBe('/pages/other');
    expect(safeRedirectTarget('/login?fromRoute=%2F')).toBe('/');
  });
});
