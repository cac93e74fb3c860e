import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { getToken, setToken } from '../../../lib/storage';
import { answerAuth, bodiesOf, countCaptchaCalls, queriesOf, typeInto } from '../../../test/auth-test-helpers';
import { envelopeResponse, stubApi } from '../../../test/fake-api';
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
  // Nothing reaches the network: a call that a test does not answer gets a 404 envelope.
  stubApi({});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login page: log in', () => {
  it("shows the server's message above the form and loads a new captcha after a failed login", async () => {
    const api = answerAuth([buildCaptcha(), buildCaptcha({ uuid: 'uuid-2', img: 'data:image/svg+xml,two' })], {
      'POST /api/web/login': envelopeResponse(422, 'Wrong account or password', null, { errorCode: 'LOGIN_FAILED' }),
    });
    renderRoutes(routes, '/login');
    const image = await screen.findByRole('img', { name: 'Captcha' });
    expect(image.getAttribute('src')).toBe('data:image/svg+xml,one');

    typeInto('Phone number or username', ' player ');
    typeInto('Password', 'secret123');
    typeInto('Captcha', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const form = screen.getByRole('form', { name: 'Password login' });
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Wrong account or password');
    expect(bodiesOf(api, 'POST /api/web/login')).toContainEqual({
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
    const api = answerAuth([buildCaptcha(), buildCaptcha({ uuid: 'uuid-2' })], {
      'GET /api/sms/new/send': envelopeResponse(429, 'Too many codes. Try again in 42 seconds.', null, {
        errorCode: 'RATE_LIMITED',
        retryAfter: 42,
      }),
    });
    renderRoutes(routes, '/login');
    fireEvent.click(await screen.findByText('SMS code login'));
    await screen.findByRole('form', { name: 'SMS code login' });

    await screen.findByRole('img', { name: 'Captcha' });
    typeInto('Phone number', '13800138000');
    typeInto('Captcha', 'ab12');
    const callsBeforeSend = countCaptchaCalls(api);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const button = await screen.findByRole('button', { name: /Resend in 42 s/ });
    expect(button).toHaveProperty('disabled', true);
    expect(await screen.findByText('Too many codes. Try again in 42 seconds.')).toBeTruthy();
    await waitFor(() => expect(countCaptchaCalls(api)).toBe(callsBeforeSend + 1));
  });

  it('logs in with an SMS code without asking for the spent captcha again', async () => {
    const api = answerAuth([buildCaptcha({ captchaEnabled: false })], {
      'GET /api/sms/new/send': { resendAfter: 60, expiresIn: 300 },
      'POST /api/h5/login': buildSession(),
    });
    const { router } = renderRoutes(routes, '/login?fromRoute=%2Fpages%2FBasicInformation');
    fireEvent.click(await screen.findByText('SMS code login'));
    await screen.findByRole('form', { name: 'SMS code login' });
    // With the captcha off the field goes away once the answer arrives.
    await waitFor(() => expect(screen.queryByLabelText('Captcha')).toBeNull());

    typeInto('Phone number', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    expect(queriesOf(api, 'GET /api/sms/new/send')).toContainEqual({ phone: '13800138000', scene: 'login' });
    typeInto('SMS code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/pages/BasicInformation'));
    expect(bodiesOf(api, 'POST /api/h5/login')).toContainEqual({ phone: '13800138000', smsCode: '654321' });
  });

  it('asks for no new captcha once the login succeeded (the page is leaving: that request was cut off)', async () => {
    const api = answerAuth([buildCaptcha()], { 'POST /api/web/login': buildSession() });
    const { router } = renderRoutes(routes, '/login');
    await screen.findByRole('img', { name: 'Captcha' });
    const before = countCaptchaCalls(api);
    typeInto('Phone number or username', 'player');
    typeInto('Password', 'secret123');
    typeInto('Captcha', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(countCaptchaCalls(api)).toBe(before);
  });

  it('maps server field errors onto the form fields', async () => {
    answerAuth([buildCaptcha({ captchaEnabled: false })], {
      'POST /api/web/login': envelopeResponse(400, 'Check the form', null, {
        errorCode: 'VALIDATION_FAILED',
        fields: [{ field: 'body.password', message: 'Too long for the server' }],
      }),
    });
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
    const api = answerAuth([buildCaptcha({ captchaEnabled: false })], { 'POST /api/h5/SmsforPwd': null });
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
    expect(bodiesOf(api, 'POST /api/h5/SmsforPwd')).toContainEqual({
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
