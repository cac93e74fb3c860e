import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken, storageKeys } from '../../../lib/storage';
import { envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildPage, buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

const captcha = {
  captchaEnabled: true,
  uuid: '5f0c7a52-8d1e-4a57-9a35-1f2b3c4d5e6f',
  img: 'data:image/svg+xml;base64,',
};
const session = { token: 'new-token', userInfo: { userId: 3, nickName: 'someone', avatar: '' } };

function stubLogin(roles: Parameters<typeof buildProfile>[0]) {
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/captchaImage': captcha,
    'POST /api/web/login': session,
    'POST /api/logout': null,
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/staff/sms/outbox': { rows: [] },
    'GET /api/staff/listings': buildPage(0),
    'GET /api/staff/recycle': buildPage(0),
    'GET /api/staff/orders': buildPage(0),
    'GET /api/staff/withdrawals': buildPage(0),
    'GET /api/staff/realname/reviews': buildPage(0),
  });
}

async function fillAndSubmit() {
  fireEvent.change(await screen.findByLabelText('Phone or username'), { target: { value: ' 13800000003 ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo1234' } });
  fireEvent.change(await screen.findByLabelText('Captcha'), { target: { value: 'AbCd' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('staff sign-in (/admin/login)', () => {
  it('asks for the login, the password and the captcha before sending anything', async () => {
    const api = stubLogin(['operator']);
    renderApp('/login');
    await screen.findByRole('img', { name: 'Captcha image' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your phone number or username')).toBeTruthy();
    // antd validates each field on its own tick: wait for every message, not only the first.
    expect(await screen.findByText('Enter your password')).toBeTruthy();
    expect(await screen.findByText('Enter the characters in the image')).toBeTruthy();
    expect(api.callsTo('POST /api/web/login')).toHaveLength(0);
  });

  it('signs a staff member in with the captcha and goes on to the screen asked for', async () => {
    const api = stubLogin(['operator']);
    const { router } = renderApp('/login?redirect=%2Fsms-outbox%3Fphone%3D13800000001');
    await fillAndSubmit();
    await waitFor(() => expect(currentUrl(router)).toBe('/sms-outbox?phone=13800000001'));
    expect(api.callsTo('POST /api/web/login')[0]?.body).toEqual({
      username: '13800000003',
      password: 'Demo1234',
      uuid: captcha.uuid,
      code: 'AbCd',
    });
    // The roles are read with the new token before it is kept.
    expect(api.callsTo('GET /api/system/user/profile/newsm')[0]?.headers.get('Token')).toBe('new-token');
    expect(getToken()).toBe('new-token');
    expect(await screen.findByRole('heading', { name: 'SMS outbox' })).toBeTruthy();
  });

  it('tells an account without a staff role that it has no access, and signs it out again', async () => {
    const api = stubLogin([]);
    const { router } = renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByText(/This account has no back-office access/)).toBeTruthy();
    const logout = api.callsTo('POST /api/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]?.headers.get('Token')).toBe('new-token');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(storageKeys.userInfo)).toBeNull();
    expect(currentUrl(router)).toBe('/login');
    // The spent captcha is replaced by a new one for the next attempt.
    expect(api.callsTo('GET /api/captchaImage').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's message when the password is wrong", async () => {
    stubApi({
      'GET /api/web/getTenant': buildTenant(),
      'GET /api/captchaImage': captcha,
      'POST /api/web/login': envelopeResponse(422, 'Wrong phone, username or password'),
    });
    renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByText('Wrong phone, username or password')).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it("leaves the storefront's session alone: it is another key", async () => {
    localStorage.setItem('token', 'storefront-token');
    stubLogin(['operator']);
    const { router } = renderApp('/sms-outbox');
    await waitFor(() => expect(currentUrl(router)).toBe('/login?redirect=%2Fsms-outbox'));
    setToken('staff-token');
    await waitFor(() => expect(currentUrl(router)).toBe('/sms-outbox'));
    expect(localStorage.getItem('token')).toBe('storefront-token');
  });
});
