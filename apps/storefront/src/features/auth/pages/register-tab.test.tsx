import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { getToken, getUserInfo } from '../../../lib/storage';
import { answerAuth, countCaptchaCalls, queriesOf, typeInto } from '../../../test/auth-test-helpers';
import type { stubApi } from '../../../test/fake-api';
import { buildCaptcha, buildSession } from '../../../test/identity-fixtures';
import { currentUrl, renderRoutes } from '../../../test/render-routes';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>Home page</p> },
  { path: '/pages/BasicInformation', element: <p>Profile page</p> },
];

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const posts = (api: ReturnType<typeof stubApi>) => api.calls.filter((call) => call.method === 'POST');

describe('login page: register', () => {
  it('shows one message per failed password rule, in both languages', async () => {
    answerAuth([buildCaptcha({ captchaEnabled: false })]);
    renderRoutes(routes, '/login?tab=register');
    await screen.findByRole('form', { name: 'Register' });

    typeInto('Password', 'abc def');
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Include at least one digit')).toBeTruthy();
    expect(screen.getByText('Spaces are not allowed')).toBeTruthy();
    expect(screen.queryByText('Include at least one letter')).toBeNull();

    await i18n.changeLanguage('zh-CN');
    typeInto('密码', 'abcdefgh');
    expect(await screen.findByText('至少包含一个数字')).toBeTruthy();
    expect(screen.queryByText('密码至少8位')).toBeNull();
  });

  it('sends the code with the captcha, then registers with empty auth headers and goes home', async () => {
    const api = answerAuth([buildCaptcha(), buildCaptcha({ uuid: 'uuid-2', img: 'data:image/svg+xml,two' })], {
      'GET /api/sms/new/send': { resendAfter: 60, expiresIn: 300 },
      'POST /api/register': buildSession(),
    });
    const { router } = renderRoutes(routes, '/login?tab=register');
    await screen.findByRole('img', { name: 'Captcha' });

    typeInto('Phone number', '13800138000');
    typeInto('Captcha', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in 60 s/ })).toBeTruthy();
    expect(queriesOf(api, 'GET /api/sms/new/send')).toContainEqual({
      phone: '13800138000',
      scene: 'register',
      uuid: 'uuid-1',
      code: 'ab12',
    });
    // The captcha is spent: a new one is loaded and the typed text cleared.
    await waitFor(() => expect(countCaptchaCalls(api)).toBe(2));
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');

    typeInto('SMS code', '123456');
    typeInto('Password', 'secret123');
    typeInto('Confirm password', 'secret123');
    typeInto(/^Nickname/, '  Player One ');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    // The one POST: the registration, with Token and Authorization sent empty.
    expect(
      posts(api).map(({ path, body, headers }) => [path, body, headers.get('Token'), headers.get('Authorization')]),
    ).toEqual([
      [
        '/api/register',
        { phone: '13800138000', smsCode: '123456', password: 'secret123', nickName: 'Player One', agree: true },
        '',
        '',
      ],
    ]);
    expect(getToken()).toBe('tok-new');
    expect(getUserInfo()).toEqual(buildSession().userInfo);
  });

  it('links the agreement in a new tab and requires accepting it', async () => {
    const api = answerAuth([buildCaptcha({ captchaEnabled: false })]);
    renderRoutes(routes, '/login?tab=register');
    const link = await screen.findByRole('link', { name: 'User Agreement and Privacy Policy' });
    expect(link.getAttribute('href')).toBe('/pages/login/yinsixyNoTitle');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please accept the User Agreement and Privacy Policy')).toBeTruthy();
    expect(posts(api)).toEqual([]);
  });
});
