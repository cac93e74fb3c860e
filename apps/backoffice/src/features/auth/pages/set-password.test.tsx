import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

const captcha = {
  captchaEnabled: true,
  uuid: '5f0c7a52-8d1e-4a57-9a35-1f2b3c4d5e6f',
  img: 'data:image/svg+xml;base64,',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('setting a password with an SMS code (/admin/login?mode=set-password)', () => {
  it('sends a reset code, sets the password, and hands over to sign-in with the phone filled in', async () => {
    let codeRight = false;
    const api = stubApi({
      'GET /api/web/getTenant': buildTenant({ groups: [] }),
      'GET /api/captchaImage': captcha,
      'GET /api/sms/new/send': { resendAfter: 60, expiresIn: 300 },
      'POST /api/h5/SmsforPwd': () => {
        if (codeRight) return null;
        codeRight = true;
        return new Response(
          JSON.stringify({
            code: 400,
            msg: 'The code is wrong or has expired.',
            data: null,
            errorCode: 'SMS_CODE_INVALID',
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    const { router } = renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: /Set one with an SMS code/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login?mode=set-password'));
    const form = await screen.findByRole('form', { name: 'Set a password' });

    // The phone and the captcha first, before a code is asked for.
    fireEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('Enter an 11-digit mobile number')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '13900000102' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('Enter the characters in the image')).toBeTruthy();
    expect(api.callsTo('GET /api/sms/new/send')).toHaveLength(0);

    fireEvent.change(await within(form).findByLabelText('Captcha'), { target: { value: 'AbCd' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.callsTo('GET /api/sms/new/send')).toHaveLength(1));
    const query = api.callsTo('GET /api/sms/new/send')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      phone: '13900000102',
      scene: 'reset',
      uuid: captcha.uuid,
      code: 'AbCd',
    });
    expect(await within(form).findByRole('button', { name: /Resend in/ })).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('SMS code'), { target: { value: '123456' } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(within(form).getByLabelText('Repeat the new password'), { target: { value: 'short' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set password' }));
    expect(await within(form).findByText(/at least one letter and one digit/)).toBeTruthy();
    expect(api.callsTo('POST /api/h5/SmsforPwd')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'Owner1234' } });
    fireEvent.change(within(form).getByLabelText('Repeat the new password'), { target: { value: 'Owner1234' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set password' }));
    // A wrong code is said under the code, and nothing is lost.
    expect(await within(form).findByText('The code is wrong or has expired.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(api.callsTo('POST /api/h5/SmsforPwd')[1]?.body).toEqual({
      phone: '13900000102',
      smsCode: '123456',
      password: 'Owner1234',
    });
    expect(await screen.findByText('Password set. Sign in with it.')).toBeTruthy();
    expect((screen.getByLabelText('Phone or username') as HTMLInputElement).value).toBe('13900000102');
  });
});
