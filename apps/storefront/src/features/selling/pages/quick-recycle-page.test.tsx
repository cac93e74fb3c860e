import type { RecycleQuote, RecycleQuoteInput } from '@gs/shared/recycle';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { currentUrl } from '../../../test/render-routes';
import { logIn } from '../testing/consignment-fixtures';
import {
  buildHeroQuote,
  buildMyRecycle,
  buildQuote,
  buildRecycleValues,
  recycleAnswers,
  recycleScope,
  saveRecycleDraft,
} from '../testing/recycle-fixtures';
import { recycleDraftKey } from '../utils/recycle-draft';

const formPath = '/pages/kuaisuhuishou?gameId=3';
const QUOTE = '/api/account/krecycle/quote';
const SUBMIT = '/api/account/krecycle';

/** Opens the select with that label and picks the option. */
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

/** The quote requests made so far, by their bodies. */
const quoteCalls = () => api.callsTo(`POST ${QUOTE}`).map((call) => call.body as RecycleQuoteInput);

/** The recycle requests sent so far, by their bodies. */
const submitCalls = () => api.callsTo(`POST ${SUBMIT}`).map((call) => call.body);

/** The basis lines as the seller reads them. */
async function basisLines() {
  const list = await screen.findByRole('list', { name: 'How it is worked out' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

const shownQuote = () => screen.getByTestId('recycle-quote').textContent;

let api: ReturnType<typeof stubApi>;

/**
 * The fake API: the recycle GETs (`gets` adds keys), quotes by the attributes (Hero count set: the clamped quote,
 * unless `quote` answers them) and the submit with `submit` (a Response for a refusal).
 */
function answer(
  options: {
    gets?: Record<string, unknown>;
    quote?: (input: RecycleQuoteInput) => unknown;
    submit?: (call: ApiCall) => unknown;
  } = {},
) {
  const { quote = (input) => (input.attrs['14'] ? buildHeroQuote() : buildQuote()) } = options;
  api = stubApi(
    recycleAnswers({
      ...options.gets,
      [`POST ${QUOTE}`]: (call: ApiCall) => quote(call.body as RecycleQuoteInput),
      [`POST ${SUBMIT}`]: options.submit ?? (() => ({ id: 21, number: 'R-21' })),
    }),
  );
}

/** The open dialog with that title (antd renders the title twice: visible and for assistive technology). */
function dialogTitled(title: string) {
  const dialog = screen
    .getAllByText(title)
    .map((element) => element.closest('[role="dialog"]'))
    .find((element) => element instanceof HTMLElement);
  if (!(dialog instanceof HTMLElement)) throw new Error(`no dialog ${title}`);
  return dialog;
}

async function agreeAndSell(amount: string) {
  fireEvent.click(await screen.findByRole('checkbox', { name: /I agree that the store buys this account/ }));
  const sell = await screen.findByRole('button', { name: `Sell for ${amount}` });
  await waitFor(() => expect(sell).toHaveProperty('disabled', false));
  fireEvent.click(sell);
}

beforeAll(async () => {
  await import('./quick-recycle-page');
}, 60_000);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('quick recycle (/pages/kuaisuhuishou)', () => {
  it('lists only the games quick recycle takes, with their range, when no game is chosen', async () => {
    answer();
    renderApp('/pages/kuaisuhuishou');
    const list = await screen.findByRole('list', { name: 'Games quick recycle takes' });
    const link = within(list).getByRole('link', { name: /Honor of Kings/ });
    expect(link.textContent).toContain('Quotes ¥50.00 – ¥800.00');
    expect(link.getAttribute('href')).toBe('/pages/kuaisuhuishou?gameId=3');
    expect(within(list).getAllByRole('link')).toHaveLength(2);
  });

  it('asks only the recycle-flagged attributes and quotes them, debounced, keeping the last quote meanwhile', async () => {
    let releaseHeroQuote: (quote: RecycleQuote) => void = () => {};
    answer({
      quote: (input) => {
        if (!input.attrs['14']) return buildQuote();
        return new Promise<RecycleQuote>((resolve) => {
          releaseHeroQuote = resolve;
        });
      },
    });
    renderApp(formPath);
    expect(await screen.findByRole('heading', { name: 'Honor of Kings account' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Rank' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Hero count' })).toBeTruthy();
    // Skins, Heroes, Created on and Note are consignment-only attributes of the template.
    for (const label of ['Skins', 'Heroes', 'Created on', 'Note']) expect(screen.queryByLabelText(label)).toBeNull();

    // Rank is required for a quote: none is asked for until it is chosen.
    expect(await screen.findByText('Fill in Rank to see the quote.')).toBeTruthy();
    expect(screen.getByText('For this game: ¥50.00 – ¥800.00')).toBeTruthy();
    expect(quoteCalls()).toEqual([]);

    await choose('Rank', 'Diamond');
    await waitFor(() => expect(shownQuote()).toBe('¥190.00'));
    expect(await basisLines()).toEqual(['Base ¥30.00', 'Rank: Diamond +¥160.00']);
    expect(quoteCalls()).toEqual([{ gameId: 3, attrs: { '11': 102 } }]);
    expect(screen.getByRole('button', { name: 'Sell for ¥190.00' })).toBeTruthy();

    // Typed quickly: one request, for the settled value only.
    const heroes = screen.getByRole('spinbutton', { name: 'Hero count' });
    for (const value of ['1', '12', '120']) fireEvent.change(heroes, { target: { value } });
    await waitFor(() => expect(quoteCalls()).toHaveLength(2));
    expect(quoteCalls()[1]).toEqual({ gameId: 3, attrs: { '11': 102, '14': 120 } });
    // The previous quote stays on screen while the new one is on its way.
    expect(shownQuote()).toBe('¥190.00');
    expect(screen.getByText('Updating the quote…')).toBeTruthy();

    releaseHeroQuote(buildHeroQuote());
    await waitFor(() => expect(shownQuote()).toBe('¥300.00'));
    expect(await basisLines()).toEqual([
      'Base ¥30.00',
      'Rank: Diamond +¥160.00',
      'Hero count: 120 — each one counted +¥120.00',
      'Clamped to the maximum −¥10.00',
    ]);
    expect(quoteCalls()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sell for ¥300.00' })).toBeTruthy();
  });

  it('sells at the quote after a confirmation naming the price, then shows the result and drops the draft', async () => {
    answer({
      gets: {
        'GET /api/account/krecycle/list': {
          rows: [buildMyRecycle({ quoteFen: 30_000 })],
          total: 1,
          pageNum: 1,
          pageSize: 10,
        },
      },
      submit: () => ({ id: 21, number: 'R-21', status: 'submitted', quoteFen: 30_000 }),
    });
    saveRecycleDraft(buildRecycleValues({ attrs: { '11': 102, '14': 120 } }));
    const { router } = renderApp(formPath);
    expect(await screen.findByDisplayValue('qq 12345678')).toBeTruthy();
    expect(screen.getByDisplayValue('secret-pass')).toBeTruthy();

    // Without the agreement nothing is asked or sent.
    const sell = await screen.findByRole('button', { name: 'Sell for ¥300.00' });
    await waitFor(() => expect(sell).toHaveProperty('disabled', false));
    fireEvent.click(sell);
    expect(await screen.findByText('Please accept the terms of the sale')).toBeTruthy();

    await agreeAndSell('¥300.00');
    await screen.findAllByText('Sell this account for ¥300.00?');
    const dialog = dialogTitled('Sell this account for ¥300.00?');
    expect(within(dialog).getByText(/¥300.00 is paid into your wallet/)).toBeTruthy();
    expect(submitCalls()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm sale' }));

    await waitFor(() =>
      expect(submitCalls()).toEqual([
        {
          gameId: 3,
          regionNodeId: 4,
          attrs: { '11': 102, '14': 120 },
          credentials: { login: 'player2021', password: 'secret-pass', notes: 'Bound to 138****8000' },
          contact: 'qq 12345678',
          acceptedQuoteFen: 30_000,
        },
      ]),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/finish?type=recycle&id=21&number=R-21'));
    expect(await screen.findByText('Recycle request submitted')).toBeTruthy();
    expect(screen.getByText('Request number: R-21')).toBeTruthy();
    expect(await screen.findByText('Quote: ¥300.00')).toBeTruthy();
    expect(screen.getByText('Staff verify the account')).toBeTruthy();
    expect(
      screen.getByText('Usually within 1 working day. You can cancel the request until verification starts.'),
    ).toBeTruthy();
    expect(screen.getByText('The quote is paid into your wallet.')).toBeTruthy();
    expect(localStorage.getItem(recycleDraftKey(recycleScope))).toBeNull();
    expect(sessionStorage.getItem(recycleDraftKey(recycleScope))).toBeNull();
  });

  it('keeps the credentials of the draft in sessionStorage only', async () => {
    answer();
    renderApp(formPath);
    const login = await screen.findByLabelText('Game account');
    fireEvent.change(login, { target: { value: 'player2021' } });
    fireEvent.change(screen.getByLabelText('Game password'), { target: { value: 'secret-pass' } });
    fireEvent.change(screen.getByLabelText('Contact'), { target: { value: 'wechat abcde' } });
    const key = recycleDraftKey(recycleScope);
    await waitFor(() => expect(localStorage.getItem(key)).toContain('wechat abcde'));
    await waitFor(() => expect(sessionStorage.getItem(key)).toContain('secret-pass'));
    expect(localStorage.getItem(key)).not.toContain('secret-pass');
    expect(localStorage.getItem(key)).not.toContain('player2021');
  });

  it('shows a changed quote (409) and asks again at the new price', async () => {
    const lower = buildQuote({
      quoteFen: 17_000,
      basis: [
        { kind: 'base', attributeId: null, choiceId: null, label: '', units: null, fen: 3_000 },
        { kind: 'choice', attributeId: 11, choiceId: 102, label: 'Rank: Diamond', units: null, fen: 14_000 },
      ],
    });
    let submits = 0;
    answer({
      submit: () => {
        submits += 1;
        if (submits === 1) {
          // The new quote travels beside the envelope.
          return envelopeResponse(409, 'The quote changed to ¥170.00. Check the new price and submit again.', null, {
            errorCode: 'CONFLICT',
            quote: lower,
          });
        }
        return { id: 22, number: 'R-22', status: 'submitted', quoteFen: 17_000 };
      },
    });
    saveRecycleDraft(buildRecycleValues());
    const { router } = renderApp(formPath);
    await agreeAndSell('¥190.00');
    await screen.findAllByText('Sell this account for ¥190.00?');
    fireEvent.click(
      within(dialogTitled('Sell this account for ¥190.00?')).getByRole('button', { name: 'Confirm sale' }),
    );

    expect(
      await screen.findByText('The quote changed to ¥170.00. Check the new price and confirm again.'),
    ).toBeTruthy();
    await waitFor(() => expect(shownQuote()).toBe('¥170.00'));
    expect(await basisLines()).toEqual(['Base ¥30.00', 'Rank: Diamond +¥140.00']);
    await screen.findAllByText('The quote changed to ¥170.00');
    const again = dialogTitled('The quote changed to ¥170.00');
    expect(within(again).getByText(/¥170.00 is paid into your wallet/)).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Confirm sale' }));

    await waitFor(() => expect(submitCalls()).toHaveLength(2));
    expect(submitCalls()).toEqual([
      expect.objectContaining({ acceptedQuoteFen: 19_000 }),
      expect.objectContaining({ acceptedQuoteFen: 17_000 }),
    ]);
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/finish?type=recycle&id=22&number=R-22'));
  });

  it('sends the seller to real-name verification when the server requires it (422), keeping the draft', async () => {
    answer({
      submit: () =>
        envelopeResponse(422, 'Verify your real name (level two) to sell an account for recycling.', null, {
          errorCode: 'REAL_NAME_REQUIRED',
          link: '/pages/BasicInformation',
        }),
    });
    saveRecycleDraft(buildRecycleValues());
    const { router } = renderApp(formPath);
    await agreeAndSell('¥190.00');
    await screen.findAllByText('Sell this account for ¥190.00?');
    fireEvent.click(
      within(dialogTitled('Sell this account for ¥190.00?')).getByRole('button', { name: 'Confirm sale' }),
    );

    expect(await screen.findByText('Real-name verification needed')).toBeTruthy();
    expect(screen.getByText('Verify your real name (level two) to sell an account for recycling.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify your real name' }).getAttribute('href')).toBe(
      '/pages/BasicInformation',
    );
    expect(currentUrl(router)).toBe(formPath);
    expect(localStorage.getItem(recycleDraftKey(recycleScope))).not.toBeNull();
  });

  it('puts the refused fields (400) under their fields', async () => {
    answer({
      submit: () =>
        envelopeResponse(400, 'Some entries are not valid.', null, {
          errorCode: 'VALIDATION_FAILED',
          fields: [
            { field: 'body.credentials.login', message: 'This account is on the blacklist' },
            { field: 'body.contact', message: 'Enter a QQ, WeChat or phone number' },
          ],
        }),
    });
    saveRecycleDraft(buildRecycleValues());
    renderApp(formPath);
    await agreeAndSell('¥190.00');
    await screen.findAllByText('Sell this account for ¥190.00?');
    fireEvent.click(
      within(dialogTitled('Sell this account for ¥190.00?')).getByRole('button', { name: 'Confirm sale' }),
    );
    expect(await screen.findByText('This account is on the blacklist')).toBeTruthy();
    expect(screen.getByText('Enter a QQ, WeChat or phone number')).toBeTruthy();
  });
});
