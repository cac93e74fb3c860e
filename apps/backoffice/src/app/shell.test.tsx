import type { StaffRole } from '@gs/shared/identity';
import { fakeMatchMedia } from '@gs/web/test/jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../lib/storage';
import { envelopeResponse, stubApi } from '../test/fake-api';
import { buildProfile, buildTenant } from '../test/fixtures';
import { currentUrl, renderApp } from '../test/render-app';

/** The queues the server answers each role (operators' and recyclers'), counts 1 to 8 (claims 8). */
const queuesOf = (roles: StaffRole[]) => [
  ...(roles.includes('operator')
    ? [
        { key: 'listingReviews', count: 1 },
        { key: 'recycleSubmitted', count: 2 },
        { key: 'recycleVerifying', count: 3 },
        { key: 'ordersInTrade', count: 4 },
        { key: 'claimsSubmitted', count: 8 },
        { key: 'withdrawals', count: 5 },
        { key: 'realNameReviews', count: 6 },
      ]
    : []),
  ...(roles.includes('recycler') ? [{ key: 'bidPool', count: 7 }] : []),
];

/** The API of a signed-in staff member with `roles`; their queues from the one pending-work call. */
function stubShell(roles: StaffRole[], extra: Record<string, unknown> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles, { nickName: 'Lin' }),
    'POST /api/logout': null,
    'GET /api/staff/pending-work': { generatedAt: '2026-11-25T04:00:00.000Z', queues: queuesOf(roles) },
    'GET /api/staff/sms/outbox': { rows: [] },
    ...extra,
  });
}

const mainMenu = () => screen.findByRole('navigation', { name: 'Back office menu' });
const menuLinks = async () =>
  within(await mainMenu())
    .getAllByRole('link')
    .map((link) => link.textContent);
const queue = (name: string) => screen.findByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shell', () => {
  it("shows an operator the shop, their name and roles, the menu of their roles and their queues' counts", async () => {
    const api = stubShell(['operator']);
    renderApp('/');
    // The Listings and Recycling groups are closed on the home screen: their screens' links show once opened.
    expect(await menuLinks()).toEqual([
      'Home',
      'Dashboard',
      'Orders',
      'Claims',
      'Withdrawals',
      'Real-name reviews',
      'Users',
      'Staff contacts',
      'Customer chat',
      'Feedback',
      'Blacklist',
      'Streamers',
      'Decoration',
      'Notices',
      'SMS outbox',
    ]);
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Star Shop')).toBeTruthy();
    expect(within(header).getByText('Lin')).toBeTruthy();
    expect(within(header).getByText('Operator')).toBeTruthy();
    expect(within(await queue('Listings to review')).findByText('1')).toBeTruthy();
    await within(await queue('Quick recycles to verify')).findByText('2');
    await within(await queue('Quick recycles being verified')).findByText('3');
    await within(await queue('Orders in trade')).findByText('4');
    await within(await queue('Claims to take up')).findByText('8');
    await within(await queue('Withdrawals to pay')).findByText('5');
    await within(await queue('Real-name reviews')).findByText('6');
    // Recyclers' pool is not an operator's (the server answers the operator's queues only); one call counts them all.
    expect(screen.queryByRole('region', { name: 'Open bidding requests' })).toBeNull();
    expect(api.callsTo('GET /api/staff/pending-work')).toHaveLength(1);
  });

  it('shows a recycler only what recyclers may open, and 403 on a screen their roles do not', async () => {
    const api = stubShell(['recycler']);
    const { router } = renderApp('/');
    expect(await menuLinks()).toEqual(['Home']);
    expect(within(await mainMenu()).getByText('Recycling')).toBeTruthy();
    await within(await queue('Open bidding requests')).findByText('7');
    expect(screen.queryByRole('region', { name: 'Listings to review' })).toBeNull();

    await router.navigate('/sms-outbox');
    expect(await screen.findByText('403')).toBeTruthy();
    expect(screen.getByText(/Your roles do not give you access to this screen/)).toBeTruthy();
    expect(api.callsTo('GET /api/staff/sms/outbox')).toHaveLength(0);
    expect(getToken()).toBe('staff-token');
  });

  it("keeps a platform admin out of a shop's screens (they are the platform's, not the shop's staff)", async () => {
    const api = stubShell(['platform_admin']);
    renderApp('/sms-outbox');
    expect(await screen.findByText('403')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/sms/outbox')).toHaveLength(0);
    const links = within(await mainMenu())
      .queryAllByRole('link')
      .map((link) => link.textContent);
    for (const shopScreen of ['Orders', 'Claims', 'Users', 'SMS outbox', 'Shop settings']) {
      expect(links).not.toContain(shopScreen);
    }
  });

  it('folds on a phone: the menu opens as a drawer and closes on the way to a screen; the header keeps what fits', async () => {
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((query) => query.includes('max-width: 767.98px')),
    );
    stubShell(['operator']);
    const { router } = renderApp('/');
    const header = await screen.findByRole('banner');
    await within(header).findByText('Star Shop');
    // No sider: the menu is not on the page until asked for, and the header drops the tag, name and role chips.
    expect(screen.queryByRole('navigation', { name: 'Back office menu' })).toBeNull();
    expect(within(header).queryByText('Back office')).toBeNull();
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeTruthy();

    fireEvent.click(within(header).getByRole('button', { name: 'Expand the menu' }));
    const menu = await mainMenu();
    fireEvent.click(within(menu).getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/orders'));
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('shows a path no screen has as not found, inside the shell', async () => {
    stubShell(['operator']);
    renderApp('/no/such/screen');
    expect(await screen.findByText('There is no back-office screen at this address.')).toBeTruthy();
    expect(await mainMenu()).toBeTruthy();
  });
});

describe('the session', () => {
  it('sends a visitor without a session to sign in, with the way back', async () => {
    stubApi({
      'GET /api/web/getTenant': buildTenant(),
      'GET /api/captchaImage': { captchaEnabled: false, uuid: '', img: '' },
    });
    const { router } = renderApp('/sms-outbox?phone=13800000001');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?redirect=%2Fsms-outbox%3Fphone%3D13800000001'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('signs out an account whose staff roles were taken away, and says why', async () => {
    const api = stubShell([], { 'GET /api/captchaImage': { captchaEnabled: false, uuid: '', img: '' } });
    const { router } = renderApp('/sms-outbox');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?reason=no-access'));
    expect(await screen.findByText(/This account has no back-office access/)).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(api.callsTo('POST /api/logout')[0]?.headers.get('Token')).toBe('staff-token');
  });

  it('ends the session on a 401 and comes back to the screen after signing in again', async () => {
    stubShell(['operator'], {
      'GET /api/staff/sms/outbox': envelopeResponse(401, 'Your login has expired'),
      'GET /api/captchaImage': { captchaEnabled: false, uuid: '', img: '' },
    });
    const { router } = renderApp('/sms-outbox?phone=13800000001');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/login?redirect=%2Fsms-outbox%3Fphone%3D13800000001&reason=expired'),
    );
    expect(await screen.findByText(/Your session has ended/)).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('signs out from the header', async () => {
    const api = stubShell(['operator'], { 'GET /api/captchaImage': { captchaEnabled: false, uuid: '', img: '' } });
    const { router } = renderApp('/sms-outbox');
    fireEvent.click(await screen.findByRole('button', { name: /Log out/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    // The login page ends the session as it mounts, which may be after the URL changed (its code is a lazy chunk).
    await waitFor(() => expect(getToken()).toBeNull());
    await waitFor(() => expect(api.callsTo('POST /api/logout')).toHaveLength(1));
  });
});
