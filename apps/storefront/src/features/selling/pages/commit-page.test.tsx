import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { currentUrl } from '../../../test/render-routes';
import { PASSWORD_DOTS } from '../components/consignment-review';
import {
  buildConsignmentDetail,
  buildDraftValues,
  draftScope,
  logIn,
  saveDraft,
  sellingAnswers,
} from '../testing/consignment-fixtures';
import { consignmentDraftKey } from '../utils/consignment-draft';

let api: ReturnType<typeof stubApi>;

/** The seller's real-name screenshot in the private image store (the drafts' `realNameShotUrl`). */
const PROOF = 'GET /api/upload/private/0d6f4a52-2f3e-4c1b-9a77-3f1c2b8e5d10';

/**
 * The fake API: the selling GETs, the real-name screenshot, and the listing's POST answered by `post` (a Response
 * for a refusal).
 */
function answer(post: (call: ApiCall) => unknown = () => null, extra: Record<string, unknown> = {}) {
  api = stubApi(
    sellingAnswers({
      'POST /api/need/consignment': post,
      [PROOF]: () => new Response('webp', { headers: { 'Content-Type': 'image/webp' } }),
      ...extra,
    }),
  );
}

const commitPath = '/pages/commit?gameId=3';
const consignmentPosts = () => api.callsTo('POST /api/need/consignment');
const review = (title: string) => screen.getByRole('region', { name: title });

/** The value shown beside a label of the review. */
function shownValue(section: HTMLElement, label: string): string {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

async function agreeAndSubmit(name = 'Submit') {
  fireEvent.click(
    await screen.findByRole('checkbox', { name: 'I have read and agree to the trading rules of consignment' }),
  );
  fireEvent.click(screen.getByRole('button', { name }));
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logIn();
  answer();
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:private-proof');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('consignment review (/pages/commit)', () => {
  it('shows the whole submission with the game login masked, and an Edit link back to each section', async () => {
    saveDraft(buildDraftValues());
    renderApp(commitPath);

    const account = await screen.findByRole('region', { name: 'Account' });
    expect(shownValue(account, 'Game')).toBe('Honor of Kings');
    expect(shownValue(account, 'Region')).toBe('Android / QQ / Region 1 / Server 9');
    expect(shownValue(account, 'Rank')).toBe('Diamond');
    expect(shownValue(account, 'Skins')).toBe('Phoenix, Dragon');
    expect(shownValue(account, 'Heroes')).toBe('Li Bai (Legend)');
    expect(shownValue(account, 'Hero count')).toBe('120 heroes');
    expect(shownValue(account, 'Created on')).toBe('2021-03-04');
    expect(shownValue(account, 'Note')).toBe('All heroes');

    const listing = review('Listing');
    expect(shownValue(listing, 'Title')).toBe('V8 account with 120 heroes');
    expect(shownValue(listing, 'Description')).toBe('Played since 2021.');
    expect(shownValue(listing, 'Price')).toBe('¥1,280.50');
    expect(shownValue(listing, 'Commission')).toBe('¥64.03');
    expect(shownValue(listing, 'You receive')).toBe('¥1,216.47');

    const photos = review('Photos');
    expect(within(photos).getByRole('img', { name: 'Cover' }).getAttribute('src')).toBe('/uploads/u/cover.webp');
    expect(within(photos).getByRole('img', { name: 'Screenshot 2' }).getAttribute('src')).toBe('/uploads/u/2.webp');
    // The real-name screenshot is private: fetched with the user's token from the private store, shown as an object URL.
    expect((await within(photos).findByRole('img', { name: 'Real-name screenshot' })).getAttribute('src')).toBe(
      'blob:private-proof',
    );
    expect(api.callsTo(PROOF).map(({ headers }) => headers.get('Token'))[0]).toBe('tok-1');

    const trade = review('Trade details');
    expect(shownValue(trade, 'Retrieval-guarantee documents')).toBe('Can provide');
    expect(shownValue(trade, 'Contact')).toBe('qq 12345678');

    const login = review('Game login');
    expect(shownValue(login, 'Game account')).toBe('pl****21');
    expect(shownValue(login, 'Game password')).toBe(PASSWORD_DOTS);
    expect(shownValue(login, 'Notes for staff')).toBe('Given');
    expect(document.body.textContent).not.toContain('secret-pass');
    expect(document.body.textContent).not.toContain('player2021');

    expect(screen.getByRole('link', { name: 'Edit Photos' }).getAttribute('href')).toBe(
      '/pages/guanwangjishou?gameId=3#consignment-photos',
    );
    expect(screen.getByRole('link', { name: 'Read the trading rules' }).getAttribute('href')).toBe(
      '/pages/other/gonggao?noticeType=jygz',
    );
  });

  it('submits the listing in fen with the attributes in the stored shape, then shows the result and drops the draft', async () => {
    saveDraft(buildDraftValues());
    answer(() => ({ id: 31, number: 'C00000031', status: 'pending_review' }));
    const { router } = renderApp(commitPath);

    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please accept the trading rules')).toBeTruthy();
    expect(consignmentPosts()).toHaveLength(0);

    await agreeAndSubmit();
    await waitFor(() => expect(consignmentPosts()).toHaveLength(1));
    expect(consignmentPosts()[0]?.body).toEqual({
      gameId: 3,
      regionNodeId: 4,
      attrs: { '11': 102, '12': [201, 202], '13': [[301, 1]], '14': 120, '15': '2021-03-04', '16': 'All heroes' },
      title: 'V8 account with 120 heroes',
      description: 'Played since 2021.',
      priceFen: 128_050,
      coverUrl: '/uploads/u/cover.webp',
      screenshots: ['/uploads/u/1.webp', '/uploads/u/2.webp'],
      realNameShotUrl: 'private:0d6f4a52-2f3e-4c1b-9a77-3f1c2b8e5d10',
      guaranteeDocs: true,
      contact: 'qq 12345678',
      credentials: { login: 'player2021', password: 'secret-pass', notes: 'Bound to 138****8000' },
    });

    await waitFor(() => expect(currentUrl(router)).toBe('/pages/finish?type=consignment&id=31&number=C00000031'));
    expect(await screen.findByText('Listing submitted')).toBeTruthy();
    expect(screen.getByText('Listing number: C00000031')).toBeTruthy();
    expect(screen.getByText('Waiting for staff review, usually within 1 working day.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'My products' })).toBeTruthy();
    expect(localStorage.getItem(consignmentDraftKey(draftScope))).toBeNull();
    expect(sessionStorage.getItem(consignmentDraftKey(draftScope))).toBeNull();
  });

  it('asks for real-name verification when the server requires it, keeping the draft', async () => {
    saveDraft(buildDraftValues());
    answer(() =>
      envelopeResponse(422, 'Verify your real name before selling.', null, { errorCode: 'REAL_NAME_REQUIRED' }),
    );
    renderApp(commitPath);
    await agreeAndSubmit();

    expect(await screen.findByText('Real-name verification needed')).toBeTruthy();
    expect(screen.getByText('Verify your real name before selling.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify your real name' }).getAttribute('href')).toBe(
      '/pages/BasicInformation',
    );
    expect(localStorage.getItem(consignmentDraftKey(draftScope))).not.toBeNull();
  });

  it("shows the server's message when the account is refused (blacklist)", async () => {
    saveDraft(buildDraftValues());
    answer(() =>
      envelopeResponse(422, 'This game account is on the blacklist and cannot be sold here.', null, {
        errorCode: 'BUSINESS_RULE',
      }),
    );
    renderApp(commitPath);
    await agreeAndSubmit();
    expect(await screen.findByText('The listing was not accepted')).toBeTruthy();
    expect(screen.getByText('This game account is on the blacklist and cannot be sold here.')).toBeTruthy();
  });

  it('goes back to the form with the refused fields marked (attrs.<id> on the attribute) and the draft intact', async () => {
    saveDraft(buildDraftValues());
    answer(() =>
      envelopeResponse(400, 'Check Rank, price', null, {
        errorCode: 'VALIDATION_FAILED',
        fields: [
          { field: 'attrs.11', message: 'Rank is not a choice of this attribute' },
          { field: 'body.priceFen', message: 'The price is at most ¥1,000,000' },
        ],
      }),
    );
    const { router } = renderApp(commitPath);
    await agreeAndSubmit();

    await waitFor(() => expect(currentUrl(router)).toBe('/pages/guanwangjishou?gameId=3'));
    expect(await screen.findByText('Rank is not a choice of this attribute')).toBeTruthy();
    expect(screen.getByText('The price is at most ¥1,000,000')).toBeTruthy();
    expect(screen.getByDisplayValue('V8 account with 120 heroes')).toBeTruthy();
    // The message sits in the attribute's own field.
    const rankItem = screen.getByText('Rank is not a choice of this attribute').closest('.ant-form-item');
    expect(rankItem?.querySelector('label')?.textContent).toBe('Rank');
  });

  it('sends the changes of an edited listing with PUT, without credentials when they are kept', async () => {
    answer(undefined, {
      'GET /api/need/consignment/9': buildConsignmentDetail(),
      'PUT /api/need/consignment/9': { id: 9, number: 'C00000009', status: 'pending_review' },
    });
    saveDraft(buildDraftValues({ login: '', password: '', notes: '' }), { ...draftScope, listingId: 9 }, 'pl****21');
    const { router } = renderApp('/pages/commit?gameId=3&id=9');

    const login = await screen.findByRole('region', { name: 'Game login' });
    expect(shownValue(login, 'Game account')).toBe('Unchanged (pl****21)');
    expect(shownValue(login, 'Game password')).toBe('Unchanged');
    await agreeAndSubmit('Submit changes');

    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const [{ path, body } = { path: '', body: null }] = api.calls.filter((call) => call.method === 'PUT');
    expect(path).toBe('/api/need/consignment/9');
    expect(body).not.toHaveProperty('credentials');
    expect(body).toMatchObject({ gameId: 3, priceFen: 128_050 });
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/finish?type=consignment&id=9&number=C00000009'));
  });

  it('says what to do when there is no draft to submit', async () => {
    renderApp(commitPath);
    expect(await screen.findByText('Nothing to submit yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to the form' })).toBeTruthy();
  });
});
