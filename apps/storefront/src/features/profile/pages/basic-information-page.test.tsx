import type { Profile } from '@gs/shared/identity';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { setToken } from '../../../lib/storage';
import { type Answer, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile } from '../../../test/identity-fixtures';
import { currentUrl, renderRoutes } from '../../../test/render-routes';
import { BasicInformationPage } from './basic-information-page';

const PROFILE = 'GET /api/system/user/profile/newsm';

/** The fake API: the profile (`profile`, a function when answers change), and the real-name calls answered. */
function answerProfile(profile: Profile | Answer) {
  return stubApi({ [PROFILE]: profile, 'POST /api/realname/auth': buildProfile() });
}

const routes = [
  { path: '/pages/BasicInformation', element: <BasicInformationPage /> },
  { path: '/login', element: <p>Login page</p> },
];

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('basic information page', () => {
  it('sends a logged-out visitor to /login with the way back in fromRoute', async () => {
    const api = answerProfile(buildProfile());
    const { router } = renderRoutes(routes, '/pages/BasicInformation?tab=2');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/login?fromRoute=%2Fpages%2FBasicInformation%3Ftab%3D2');
    expect(api.calls).toEqual([]);
  });

  it('shows the masked profile and the real-name form with the reason it is needed', async () => {
    setToken('tok-1');
    const api = answerProfile(buildProfile());
    renderRoutes(routes, '/pages/BasicInformation');
    expect(await screen.findByText('Phone: 138****8000')).toBeTruthy();
    // Asked without parameters.
    expect(api.callsTo(PROFILE).map(({ query }) => query.toString())).toContain('');
    expect(screen.getByText('Buying an account requires real-name verification.')).toBeTruthy();
    expect(screen.getByText('Complete level 1 first. Selling an account requires level 2.')).toBeTruthy();
  });

  it('checks the ID number on the client before sending it', async () => {
    setToken('tok-1');
    const api = answerProfile(buildProfile());
    renderRoutes(routes, '/pages/BasicInformation');
    await screen.findByRole('form', { name: 'Level 1: ID number' });

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '张三' } });
    const idInput = screen.getByLabelText('ID number');
    fireEvent.change(idInput, { target: { value: '110101199003074519' } });
    fireEvent.blur(idInput);
    expect(await screen.findByText('This ID number is not valid. Check it against your ID card.')).toBeTruthy();

    fireEvent.change(idInput, { target: { value: '11010519491231002x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/realname/auth').map((call) => call.body)).toContainEqual({
        name: '张三',
        idNumber: '11010519491231002X',
      }),
    );
  });

  it('shows the verified details and a rejected level two with its reason and a way to resubmit', async () => {
    setToken('tok-1');
    answerProfile(
      buildProfile({
        realName: { status: 'verified', name: '张*', idNumber: '1101**********002X', verifiedAt: null },
        realNameTwo: { status: 'rejected', reason: 'The photo is blurred', submittedAt: '2026-01-02T00:00:00Z' },
      }),
    );
    renderRoutes(routes, '/pages/BasicInformation');
    expect(await screen.findByText('1101**********002X')).toBeTruthy();
    expect(screen.getByText('张*')).toBeTruthy();
    expect(screen.getByText('Reason: The photo is blurred. Upload new photos and submit again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit again' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Level 1: ID number' })).toBeNull();
  });

  it('shows an error with a retry that loads the profile again', async () => {
    setToken('tok-1');
    // A 4xx answer is final for the query client, so the error shows at once.
    let answers = 0;
    answerProfile(() => {
      answers += 1;
      return answers === 1 ? envelopeResponse(404, 'Not found') : buildProfile();
    });
    renderRoutes(routes, '/pages/BasicInformation');
    expect(await screen.findByText('Your profile could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Phone: 138****8000')).toBeTruthy();
  });
});
