import type { PartnerSession } from '@gs/shared/partners';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { getToken, getUserInfo, setToken } from '../../../lib/storage';
import { type Answer, envelopeResponse, frameAnswers, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { currentUrl } from '../../../test/render-routes';

const LOGIN = 'GET /api/other/getOtherLsLogin';
const signed = {
  partner: 'leishen',
  uid: 'ls-42',
  phone: '13912345678',
  ts: '1790000000',
  nonce: 'n0nce-abc-123',
  sign: 'a'.repeat(64),
};
const linkPath = (extra: Record<string, string> = {}) =>
  `/pages/leishenkuaishu?${new URLSearchParams({ ...signed, ...extra }).toString()}`;

const session: PartnerSession = {
  token: 'partner-token-1',
  userInfo: { userId: 77, nickName: '13912345678', avatar: '' },
  partner: { code: 'leishen', name: 'Leishen Accelerator', logoUrl: '/uploads/leishen.svg', color: '#f5a623' },
};

/** The fake API: the frame, and the partner login answered with `answer` (a Response for a refusal). */
function answerLogin(answer: Answer) {
  return stubApi({ ...frameAnswers(), [LOGIN]: answer });
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('LeishenKuaishuPage', () => {
  it('signs the partner user in, drops the signed parameters and lands on quick recycle with the branding', async () => {
    const api = answerLogin(session);
    const { router } = renderApp(linkPath({ gameId: '3' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/pages/kuaisuhuishou?gameId=3'));
    // Once, with the signed parameters only (nobody was signed in: no token).
    expect(
      api
        .callsTo(LOGIN)
        .map(({ query, headers }) => [Object.fromEntries(query), headers.get('Token'), headers.get('Authorization')]),
    ).toEqual([[signed, null, null]]);
    expect(getToken()).toBe('partner-token-1');
    expect(getUserInfo()).toMatchObject({ userId: 77 });
    expect(await screen.findByRole('region', { name: 'In partnership with Leishen Accelerator' })).toBeTruthy();
    expect(router.state.location.search).not.toContain('sign=');
  });

  it('explains a refused link, offers the normal login and keeps no signed parameter in the address', async () => {
    answerLogin(envelopeResponse(401, 'This partner link is invalid or has expired.'));
    const { router } = renderApp(linkPath());

    expect(await screen.findByRole('heading', { name: 'This link is invalid or has expired' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/pages/leishenkuaishu');
    expect(getToken()).toBeNull();
    screen.getByRole('button', { name: 'Log in' }).click();
    await waitFor(() => expect(currentUrl(router)).toBe('/login?fromRoute=%2Fpages%2Fkuaisuhuishou'));
  });

  it('asks the owner of an account the partner never opened to sign in, then links it with their session', async () => {
    const confirm =
      'This phone number already has an account here. Sign in to it once, with its password or an SMS code, to connect it to Leishen.';
    const api = answerLogin(envelopeResponse(401, confirm, null, { errorCode: 'PARTNER_LINK_CONFIRM' }));
    const { router } = renderApp(linkPath({ gameId: '3' }));

    expect(await screen.findByRole('heading', { name: 'Connect your account first' })).toBeTruthy();
    expect(screen.getByText(confirm)).toBeTruthy();
    expect(getToken()).toBeNull();
    // Signing in comes back to the same link, its signed parameters kept for the second try.
    screen.getByRole('button', { name: 'Sign in to connect' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const back = new URLSearchParams(router.state.location.search).get('fromRoute') ?? '';
    expect(back.startsWith('/pages/leishenkuaishu?')).toBe(true);
    expect(Object.fromEntries(new URL(back, 'http://x').searchParams)).toEqual({ ...signed, gameId: '3' });
    expect(api.callsTo(LOGIN)).toHaveLength(1);
  });

  it('sends the signed-in session along, as proof the account is theirs', async () => {
    setToken('own-token');
    const api = answerLogin(session);
    renderApp(linkPath());
    await waitFor(() => expect(api.callsTo(LOGIN)).toHaveLength(1));
    expect(api.callsTo(LOGIN)[0]?.headers.get('Authorization')).toContain('own-token');
  });

  it('shows the server’s sentence for other failures (a shop without trading)', async () => {
    answerLogin(envelopeResponse(403, 'This shop has not opened trading yet.'));
    renderApp(linkPath());
    expect(await screen.findByRole('heading', { name: 'Signing in did not work' })).toBeTruthy();
    expect(screen.getByText('This shop has not opened trading yet.')).toBeTruthy();
  });

  it('calls nothing for a link missing its signature', async () => {
    const api = answerLogin(session);
    renderApp('/pages/leishenkuaishu?partner=leishen&uid=1');
    expect(await screen.findByRole('heading', { name: 'This link is invalid or has expired' })).toBeTruthy();
    expect(api.callsTo(LOGIN)).toEqual([]);
  });
});
