import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { currentUrl } from '../../../test/render-routes';
import { buildBiddingTemplate, buildMyBidQuotes } from '../testing/bidding-fixtures';
import { buildDraftValues, buildGame, logIn, sellingAnswers } from '../testing/consignment-fixtures';
import { biddingDraftKey, writeBiddingDraft } from '../utils/bidding-draft';

let api: ReturnType<typeof stubApi>;
const SUBMIT = 'POST /api/account/backlist';
/** The requests sent so far, by their bodies. */
const submits = () => api.callsTo(SUBMIT).map((call) => call.body as Record<string, unknown>);

const formPath = '/pages/jingjiahuishou?gameId=3';
const scope = { tenantId: 1, userId: 7, gameId: 3 };

/** The fake API: the selling GETs with the bidding template, the quotes page, and the request's POST (`submit`). */
function answerGets(submit: (call: ApiCall) => unknown = () => null) {
  api = stubApi(
    sellingAnswers({
      'GET /api/web/gameTemp': buildBiddingTemplate(),
      'GET /api/account/quotation/mybprice': buildMyBidQuotes(),
      [SUBMIT]: submit,
    }),
  );
}

/** A draft of the whole form; Skins (12) and Note (16) are consignment-only values left from another form. */
function saveFullDraft() {
  const { operatorId, areaId, serverId, regionNodeId, regionPath, attrs, contact, login, password, notes } =
    buildDraftValues();
  writeBiddingDraft(
    scope,
    {
      operatorId,
      areaId,
      serverId,
      regionNodeId,
      regionPath,
      attrs,
      contact,
      login,
      password,
      notes,
      screenshots: ['/uploads/u/1.webp', '/uploads/u/2.webp'],
    },
    '2026-03-01T08:00:00.000Z',
  );
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === option && !element.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

function typeInto(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function submitAndConfirm() {
  fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the trading rules' }));
  fireEvent.click(screen.getByRole('button', { name: 'Submit for bidding' }));
  const dialog = await screen.findByRole('dialog');
  // antd writes a confirmation's title twice (heading and accessible name).
  expect(within(dialog).getAllByText('Submit the account for bidding?').length).toBeGreaterThan(0);
  return dialog;
}

beforeAll(async () => {
  await Promise.all([import('./bidding-recycle-page'), import('./bidding-quotes-page')]);
}, 60_000);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('price-competition entry without a game (/pages/jingjiahuishou)', () => {
  it('lists the games, and picking one opens the price-competition form, with the way back to the list', async () => {
    answerGets();
    const { router } = renderApp('/pages/jingjiahuishou');
    const list = await screen.findByRole('list', { name: 'Games for price competition' }, { timeout: 30_000 });
    expect(screen.getByRole('heading', { name: 'Choose the game of the account' })).toBeTruthy();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Honor of KingsMobile game', '/pages/jingjiahuishou?gameId=3'],
      ['League of LegendsPC game', '/pages/jingjiahuishou?gameId=8'],
    ]);
    // No dead end: neither "choose the game first" nor a detour through the general sell page.
    expect(screen.queryByText('Choose the game of the account first.')).toBeNull();

    fireEvent.click(within(list).getByRole('link', { name: /League of Legends/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/jingjiahuishou?gameId=8'));
    expect(await screen.findByRole('form', { name: 'Price-competition recycle form' })).toBeTruthy();
    const chosen = screen.getByRole('region', { name: 'Price competition for a League of Legends account' });
    expect(within(chosen).getByRole('link', { name: 'Change game' }).getAttribute('href')).toBe(
      '/pages/jingjiahuishou',
    );
  });

  it('filters a long list by name or alias, and says when nothing matches', async () => {
    const games = Array.from({ length: 10 }, (_, index) =>
      buildGame({ id: 20 + index, name: `Game ${index}`, keyword: index === 4 ? 'wzry' : '' }),
    );
    api = stubApi(sellingAnswers({ 'GET /api/web/game/Type': games }));
    renderApp('/pages/jingjiahuishou');
    const filter = await screen.findByRole('searchbox', { name: 'Filter games' }, { timeout: 30_000 });
    fireEvent.change(filter, { target: { value: 'WZRY' } });
    const list = screen.getByRole('list', { name: 'Games for price competition' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/pages/jingjiahuishou?gameId=24']);
    fireEvent.change(filter, { target: { value: 'nothing like it' } });
    expect(screen.getByText('No game matches “nothing like it”.')).toBeTruthy();
  });

  it('says so when the game asked for is not sold here, and lists the others', async () => {
    answerGets();
    renderApp('/pages/jingjiahuishou?gameId=99');
    expect(
      await screen.findByText('That game is not sold here. Choose one of the games below.', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Games for price competition' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Price-competition recycle form' })).toBeNull();
  });
});

describe('price-competition recycle form (/pages/jingjiahuishou)', () => {
  it('asks only the recycle attributes, with the region, screenshots, price, period, contact and game login', async () => {
    answerGets();
    renderApp(formPath);
    expect(await screen.findByRole('heading', { name: 'Honor of Kings account' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Rank' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Heroes' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Hero count' })).toBeTruthy();
    // Attributes not flagged for the recycle form are not asked.
    expect(screen.queryByLabelText('Skins')).toBeNull();
    expect(screen.queryByLabelText('Created on')).toBeNull();
    expect(screen.queryByLabelText('Note')).toBeNull();
    expect(screen.getByLabelText('System and channel')).toBeTruthy();
    expect(screen.getByLabelText('Account screenshots').getAttribute('type')).toBe('file');
    expect(screen.getByLabelText('Expected price (yuan, optional)')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Bidding period' })).toBeTruthy();
    expect(screen.getByText('1 day')).toBeTruthy();
    expect(screen.getByLabelText('Contact')).toBeTruthy();
    expect(screen.getByLabelText('Game password').getAttribute('type')).toBe('password');
  });

  it('checks the fields before it asks to submit', async () => {
    answerGets();
    renderApp(formPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for bidding' }));
    for (const message of [
      'Choose the system and channel',
      'Fill in Rank',
      'Upload at least one screenshot',
      'Enter how staff can reach you',
      'Enter the game account',
      'Accept the trading rules to continue',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    typeInto('Expected price (yuan, optional)', '0.5');
    expect(await screen.findByText('The expected price is between ¥1 and ¥1,000,000')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submits()).toEqual([]);
  });

  it('posts the recycle attributes, the price in fen and the period in hours after confirmation, then shows the quotes', async () => {
    answerGets(() => ({
      id: 5,
      number: 'BR26030100000005',
      status: 'quoting',
      deadlineAt: '2026-03-04T08:00:00.000Z',
      acceptedQuoteId: null,
      orderId: null,
    }));
    saveFullDraft();
    const { router } = renderApp(formPath);
    expect(await screen.findByDisplayValue('qq 12345678')).toBeTruthy();
    // The game login came back from sessionStorage, never from localStorage.
    expect(screen.getByDisplayValue('secret-pass')).toBeTruthy();
    expect(localStorage.getItem(biddingDraftKey(scope))).not.toContain('secret-pass');
    typeInto('Expected price (yuan, optional)', '800.5');
    await choose('Bidding period', '3 days');

    const dialog = await submitAndConfirm();
    expect(within(dialog).getByText('Recyclers can quote for 3 days.')).toBeTruthy();
    expect(within(dialog).getByText('Your expected price: ¥800.50.')).toBeTruthy();
    expect(submits()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(submits()[0]).toEqual({
      gameId: 3,
      regionNodeId: 4,
      attrs: { '11': 102, '13': [[301, 1]], '14': 120 },
      screenshots: ['/uploads/u/1.webp', '/uploads/u/2.webp'],
      credentials: { login: 'player2021', password: 'secret-pass', notes: 'Bound to 138****8000' },
      contact: 'qq 12345678',
      expectedPriceFen: 80_050,
      deadlineHours: 72,
    });
    // The price list is a lazy chunk inside the personal-center layout (another lazy chunk): allow a cold import.
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/jingjiahuishouPriceList?backId=5'), {
      timeout: 30_000,
    });
    expect(
      await screen.findByText('Request BR26030100000005 is in the bidding pool. New quotes appear here.'),
    ).toBeTruthy();
    expect(localStorage.getItem(biddingDraftKey(scope))).toBeNull();
  });

  it('leaves out an empty expected price and defaults to one day', async () => {
    answerGets(() => ({
      id: 6,
      number: 'BR6',
      status: 'quoting',
      deadlineAt: '',
      acceptedQuoteId: null,
      orderId: null,
    }));
    saveFullDraft();
    renderApp(formPath);
    await screen.findByDisplayValue('qq 12345678');
    const dialog = await submitAndConfirm();
    expect(within(dialog).getByText('No expected price: recyclers bid freely.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submits()).toHaveLength(1));
    const body = submits()[0] ?? {};
    expect(body.deadlineHours).toBe(24);
    expect('expectedPriceFen' in body).toBe(false);
  });

  it('sends the seller to real-name verification when the server asks for it', async () => {
    answerGets(() =>
      envelopeResponse(422, 'Price-competition recycle needs real-name verification level two.', null, {
        errorCode: 'REAL_NAME_REQUIRED',
        link: '/pages/BasicInformation',
      }),
    );
    saveFullDraft();
    const { router } = renderApp(formPath);
    await screen.findByDisplayValue('qq 12345678');
    const dialog = await submitAndConfirm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Price-competition recycle needs real-name verification level two.')).toBeTruthy();
    expect(screen.getByText('Verify your real name first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify real name' }).getAttribute('href')).toBe('/pages/BasicInformation');
    expect(currentUrl(router)).toBe(formPath);
  });

  it("puts the server's field errors under their fields", async () => {
    answerGets(() =>
      envelopeResponse(400, 'Check the form', null, {
        errorCode: 'VALIDATION_FAILED',
        fields: [
          { field: 'body.attrs.14', message: 'Hero count is above 150' },
          { field: 'body.regionNodeId', message: 'That server is closed' },
        ],
      }),
    );
    saveFullDraft();
    renderApp(formPath);
    await screen.findByDisplayValue('qq 12345678');
    const dialog = await submitAndConfirm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Hero count is above 150')).toBeTruthy();
    expect(await screen.findByText('That server is closed')).toBeTruthy();
  });
});
