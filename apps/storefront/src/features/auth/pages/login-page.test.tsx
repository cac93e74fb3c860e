import { ApiError } from '@gs/web/api-error';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { api } from '../../../lib/request';
import { getToken, setToken } from '../../../lib/storage';
import { answerGets, countCaptchaCalls, typeInto } from '../../../test/auth-test-helpers';
import { buildCaptcha, buildSession } from '../../../test/identity-fixtures';
import { currentUrl, renderRoutes } from '../../../test/render-routes';
import { LoginPage } from './login-page';

// The request client has its own tests; here every call is answered by hand.
vi.mock('../../../lib/request', () => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), postForm: vi.fn() } }));

const getMock = vi.mocked(api.get);
const postMock = vi.mocked(api.post);

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>Home page</p> },
  { path: '/pages/BasicInformation', element: <p>Profile page</p> },
];

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('login page: log in', () => {
  it("shows the server's message above the form and loads a new captcha after a failed login", async () => {
    answerGets(getMock, [buildCaptcha(), buildCaptcha({ uuid: 'uuid-2', img: 'data:image/svg+xml,two' })]);
    postMock.mockRejectedValue(
      new ApiError({ code: 422, status: 422, msg: 'Wrong account or password', errorCode: 'LOGIN_FAILED' }),
    );
    renderRoutes(routes, '/login');
    const image = await screen.findByRole('img', { name: 'Captcha' });
    expect(image.getAttribute('src')).toBe('data:image/svg+xml,one');

    typeInto('Phone number or username', ' player ');
    typeInto('Password', 'secret123');
    typeInto('Captcha', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const form = screen.getByRole('form', { name: 'Password login' });
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Wrong account or password');
    expect(postMock).toHaveBeenCalledWith('/api/web/login', {
      username: 'player',
      password: 'secret123',
      uuid: 'uuid-1',
      code: 'ab12',
    });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Captcha' }).getAttribute('src')).toBe('data:image/svg+xml,two'),
    );
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
    expect(getToken()).toBeNull();
  });

  it('counts the SMS button down from the retryAfter of a 429', async () => {
    answerGets(getMock, [buildCaptcha(), buildCaptcha({ uuid: 'uuid-2' })], {
      '/api/sms/new/send': async () => {
        throw new ApiError({
          code: 429,
          status: 429,
          msg: 'Too many codes. Try again in 42 seconds.',
          errorCode: 'RATE_LIMITED',
          retryAfter: 42,
        });
      },
    });
    renderRoutes(routes, '/login');
    fireEvent.click(await screen.findByText('SMS code login'));
    await screen.findByRole('form', { name: 'SMS code login' });

    await screen.findByRole('img', { name: 'Captcha' });
    typeInto('Phone number', '13800138000');
    typeInto('Captcha', 'ab12');
    const callsBeforeSend = countCaptchaCalls(getMock);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const button = await screen.findByRole('button', { name: /Resend in 42 s/ });
    expect(button).toHaveProperty('disabled', true);
    expect(await screen.findByText('Too many codes. Try again in 42 seconds.')).toBeTruthy();
    await waitFor(() => expect(countCaptchaCalls(getMock)).toBe(callsBeforeSend + 1));
  });

  it('logs in with an SMS code without asking for the spent captcha again', async () => {
    answerGets(getMock, [buildCaptcha({ captchaEnabled: false })], {
      '/api/sms/new/send': async () => ({ resendAfter: 60, expiresIn: 300 }),
    });
    postMock.mockResolvedValue(buildSession());
    const { router } = renderRoutes(routes, '/login?fromRoute=%2Fpages%2FBasicInformation');
    fireEvent.click(await screen.findByText('SMS code login'));
    await screen.findByRole('form', { name: 'SMS code login' });
    // With the captcha off the field goes away once the answer arrives.
    await waitFor(() => expect(screen.queryByLabelText('Captcha')).toBeNull());

    typeInto('Phone number', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    expect(getMock).toHaveBeenCalledWith('/api/sms/new/send', { phone: '13800138000', scene: 'login' });
    typeInto('SMS code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/pages/BasicInformation'));
    expect(postMock).toHaveBeenCalledWith('/api/h5/login', { phone: '13800138000', smsCode: '654321' });
  });

  it('maps server field errors onto the form fields', async () => {
    answerGets(getMock, [buildCaptcha({ captchaEnabled: false })]);
    postMock.mockRejectedValue(
      new ApiError({
        code: 400,
        status: 400,
        msg: 'Check the form',
        errorCode: 'VALIDATION_FAILED',
        fields: [{ field: 'body.password', message: 'Too long for the server' }],
      }),
    );
    renderRoutes(routes, '/login');
    await screen.findByRole('form', { name: 'Password login' });
    await waitFor(() => expect(screen.queryByLabelText('Captcha')).toBeNull());
    typeInto('Phone number or username', 'player');
    typeInto('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Too long for the server')).toBeTruthy();
    expect(screen.queryByText('Check the form')).toBeNull();
  });

  it('opens the reset view from "Forgot password?" and returns to login after a reset', async () => {
    answerGets(getMock, [buildCaptcha({ captchaEnabled: false })]);
    postMock.mockResolvedValue(null);
    const { router } = renderRoutes(routes, '/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(currentUrl(router)).toBe('/login?tab=reset');
    await screen.findByRole('form', { name: 'Reset password' });
    await waitFor(() => expect(screen.queryByLabelText('Captcha')).toBeNull());

    typeInto('Phone number', '13800138000');
    typeInto('SMS code', '123456');
    typeInto('New password', 'newpass123');
    typeInto('Confirm password', 'newpass123');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Your password has been reset. Log in with the new password.')).toBeTruthy();
    expect(postMock).toHaveBeenCalledWith('/api/h5/SmsforPwd', {
      phone: '13800138000',
      smsCode: '123456',
      password: 'newpass123',
    });
    expect((screen.getByLabelText('Phone number or username') as HTMLInputElement).value).toBe('13800138000');
  });
});

describe('login page: redirect after login', () => {
  it('sends a logged-in user to a safe fromRoute', async () => {
    setToken('tok-1');
    const { router } = renderRoutes(routes, '/login?fromRoute=%2Fpages%2FBasicInformation%3Fa%3D1');
    expect(await screen.findByText('Profile page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/pages/BasicInformation?a=1');
  });

  it('ignores a fromRoute that leaves the site', async () => {
    setToken('tok-1');
    const { router } = renderRoutes(routes, '/login?fromRoute=%2F%2Fevil.com%2Fpath');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/');
  });
});
