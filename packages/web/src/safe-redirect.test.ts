import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

const options = { loginPath: '/login' };

describe('safeRedirectTarget', () => {
  it('keeps a path inside the app, with its query and hash', () => {
    expect(safeRedirectTarget('/orders', options)).toBe('/orders');
    expect(safeRedirectTarget('/orders?status=in_trade#top', options)).toBe('/orders?status=in_trade#top');
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/orders'],
    ['/\\evil.com'],
    ['/\t/evil.com'],
    ['https://evil.com'],
    ['javascript:alert(1)'],
    ['orders'],
    [''],
  ])('refuses %j', (target) => {
    expect(safeRedirectTarget(target, options)).toBe('/');
  });

  it('answers the fallback when there is nothing, or when it would loop back to the login page', () => {
    expect(safeRedirectTarget(null, options)).toBe('/');
    expect(safeRedirectTarget(undefined, { ...options, fallback: '/home' })).toBe('/home');
    expect(safeRedirectTarget('/login?redirect=%2F', options)).toBe('/');
    expect(safeRedirectTarget('/login/x', options)).toBe('/');
    expect(safeRedirectTarget('/loginx', options)).toBe('/loginx');
  });
});
