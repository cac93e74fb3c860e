import { formatDateTime } from '@gs/web/format-date';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { envelopeResponse, stubApi } from '../../../test/fake-api';
import { currentUrl } from '../../../test/render-routes';
import { bidQuotesRefetchInterval } from '../api/get-my-bid-quotes';
import { buildMyBidQuotes, buildMyBidRequest, buildSellerQuote, myBidRequestPageOf } from '../testing/bidding-fixtures';
import { logIn } from '../testing/consignment-fixtures';
import { renderPage } from '../testing/render-page';
import { BiddingQuotesPage } from './bidding-quotes-page';

let api: ReturnType<typeof stubApi>;
const ACCEPT = 'POST /api/account/backlist/5/accept';
const CANCEL = 'POST /api/account/backlist/5/cancel';

const FEES = 'GET /api/system/dict/data/type/trade_fee';
/** The shop's fee rules: 8 % bidding commission, at least ¥30; 48 hours for the recycler to pay. */
const shopFees = [
  ['bid_commission_rate_bp', '800'],
  ['bid_commission_min_fen', '3000'],
  ['recycle_payment_hours', '48'],
  ['commission_rate_bp', '500'],
].map(([value, label], sort) => ({ dictType: 'trade_fee', value, label, sort, isDefault: false }));

/** The [term, value] pairs of a list of facts. */
function factsOf(list: HTMLElement): [string, string][] {
  const terms = [...list.querySelectorAll('dt')].map((term) => term.textContent ?? '');
  const values = [...list.querySelectorAll('dd')].map((value) => value.textContent ?? '');
  return terms.map((term, index) => [term, values[index] ?? '']);
}

const detailPath = '/pages/other/jingjiahuishouPriceList?backId=5';
const listPath = '/pages/other/jingjiahuishouPriceList';

/** The fake API answering `METHOD /api/path` keys. */
function answer(answers: Record<string, unknown>) {
  api = stubApi(answers);
}

const quoteCalls = () => api.callsTo('GET /api/account/quotation/mybprice').length;
/** The query of each call to `METHOD /api/path`, as plain objects. */
const queriesOf = (key: string) => api.callsTo(key).map((call) => Object.fromEntries(call.query));
const bodiesOf = (key: string) => api.callsTo(key).map((call) => call.body);

const renderQuotes = (path: string) => renderPage(paths.biddingQuotes, <BiddingQuotesPage />, path);

/** Opens the confirmation of a button and answers the dialog. */
async function openDialog(buttonName: string) {
  fireEvent.click(await screen.findByRole('button', { name: buttonName }));
  return screen.findByRole('dialog');
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('bidding price list (/pages/other/jingjiahuishouPriceList)', () => {
  it('lists my requests with quote count, highest quote and status, each linking to its quotes', async () => {
    answer({
      'GET /api/account/backlist/allList': myBidRequestPageOf([
        buildMyBidRequest(),
        buildMyBidRequest({
          id: 6,
          number: 'BR6',
          status: 'accepted',
          acceptedFen: 150_000,
          highestQuoteFen: 150_000,
          quoteCount: 3,
          canAccept: false,
          canCancel: false,
        }),
      ]),
    });
    renderQuotes(listPath);
    const first = await screen.findByRole('article', { name: 'Bidding request BR26030100000005' });
    expect(within(first).getByText('Quoting')).toBeTruthy();
    expect(within(first).getByText('Quotes: 2')).toBeTruthy();
    expect(within(first).getByText('¥1,280.00')).toBeTruthy();
    expect(within(first).getByText(/^Ends in 1d 0[12]:/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'View quotes of BR26030100000005' }).getAttribute('href')).toBe(
      detailPath,
    );
    const second = screen.getByRole('article', { name: 'Bidding request BR6' });
    expect(within(second).getByText('Accepted', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(second).getByText('¥1,500.00')).toBeTruthy();
    expect(queriesOf('GET /api/account/backlist/allList')).toContainEqual({ pageNum: '1', pageSize: '10' });
  });

  it('says what to do when there are no requests', async () => {
    answer({ 'GET /api/account/backlist/allList': myBidRequestPageOf([]) });
    renderQuotes(listPath);
    expect(await screen.findByText(/You have no bidding requests yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sell an account' }).getAttribute('href')).toBe('/pages/sale');
  });

  it('shows the request in words and its quotes, highest first, with the masked recycler', async () => {
    answer({ 'GET /api/account/quotation/mybprice': buildMyBidQuotes() });
    renderQuotes(detailPath);
    expect(await screen.findByRole('heading', { name: 'Honor of Kings · BR26030100000005' })).toBeTruthy();
    expect(screen.getByText('Diamond')).toBeTruthy();
    expect(screen.getByText('120 heroes')).toBeTruthy();
    expect(screen.getByText('Android / QQ / Region 1 / Server 9')).toBeTruthy();
    expect(screen.getByText('¥800.00')).toBeTruthy();
    const quotes = within(screen.getByRole('list', { name: 'Quotes' })).getAllByRole('article');
    expect(quotes.map((quote) => quote.getAttribute('aria-label'))).toEqual([
      'Quote ¥1,280.00 by 张**',
      'Quote ¥990.00 by L**',
      'Quote ¥900.00 by 张**',
    ]);
    // Only current quotes can be accepted; a replaced one says so.
    expect(within(quotes[2] as HTMLElement).getByText('Replaced')).toBeTruthy();
    expect(within(quotes[2] as HTMLElement).queryByRole('button')).toBeNull();
    expect(queriesOf('GET /api/account/quotation/mybprice')).toContainEqual({ backId: '5' });
  });

  it("shows a recycler's note beside their quote", async () => {
    answer({
      'GET /api/account/quotation/mybprice': buildMyBidQuotes({}, [
        buildSellerQuote({ note: 'Paid within the hour <b>today</b>' }),
        buildSellerQuote({ id: 22, amountFen: 99_000, recycler: 'L**' }),
      ]),
    });
    renderQuotes(detailPath);
    const [first, second] = within(await screen.findByRole('list', { name: 'Quotes' })).getAllByRole('article');
    // Plain text: markup in a note is shown as typed, never rendered.
    expect(within(first as HTMLElement).getByText('Note: Paid within the hour <b>today</b>')).toBeTruthy();
    expect(within(second as HTMLElement).queryByText(/^Note:/)).toBeNull();
  });

  it('accepts a quote only after a confirmation naming the amount, the commission and the net, posting its id', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00.000Z'));
    answer({
      'GET /api/account/quotation/mybprice': buildMyBidQuotes(),
      [FEES]: shopFees,
      [ACCEPT]: {
        id: 5,
        number: 'BR26030100000005',
        status: 'accepted',
        deadlineAt: '2026-03-02T08:00:00.000Z',
        acceptedQuoteId: 21,
        orderId: 77,
      },
    });
    renderQuotes(detailPath);
    const dialog = await openDialog('Accept ¥1,280.00');
    expect(within(dialog).getAllByText('Accept the quote of ¥1,280.00?').length).toBeGreaterThan(0);
    // The shop's rule (8 %, at least ¥30): ¥1,280.00 − ¥102.40 = ¥1,177.60 to the seller.
    const breakdown = await within(dialog).findByLabelText('What you receive');
    expect(factsOf(breakdown)).toEqual([
      ['Accepted quote', '¥1,280.00'],
      ['Commission (8%, at least ¥30.00)', '−¥102.40'],
      ['You receive', '¥1,177.60'],
    ]);
    // The recycler's time to pay as a date and a clock time: 48 hours from now.
    const due = formatDateTime('2026-03-03T08:00:00.000Z', 'en-US');
    expect(due).toMatch(/2026.*\d:\d\d/);
    expect(
      within(dialog).getByText(
        `Recycler 张** then has 48 hours to pay, until ${due}; staff then verify and hand over the account.`,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/All other quotes are rejected/)).toBeTruthy();
    expect(bodiesOf(ACCEPT)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    await waitFor(() => expect(bodiesOf(ACCEPT)).toEqual([{ quoteId: 21 }]));
    // The new state is fetched at once.
    await waitFor(() => expect(quoteCalls()).toBeGreaterThan(1));
  });

  it('takes the minimum commission on a small quote, and says so when the fee rules cannot be loaded', async () => {
    answer({
      'GET /api/account/quotation/mybprice': buildMyBidQuotes({}, [buildSellerQuote({ amountFen: 20_000 })]),
      [FEES]: shopFees,
    });
    renderQuotes(detailPath);
    const dialog = await openDialog('Accept ¥200.00');
    expect(factsOf(await within(dialog).findByLabelText('What you receive'))).toEqual([
      ['Accepted quote', '¥200.00'],
      ['Commission (8%, at least ¥30.00)', '−¥30.00'],
      ['You receive', '¥170.00'],
    ]);
  });

  it('says the commission could not be worked out when the fee rules fail, and accepting still works', async () => {
    answer({
      'GET /api/account/quotation/mybprice': buildMyBidQuotes(),
      [FEES]: envelopeResponse(500, 'Server error', null),
    });
    renderQuotes(detailPath);
    const dialog = await openDialog('Accept ¥1,280.00');
    expect(await within(dialog).findByText(/The commission could not be worked out/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Accept quote' })).toBeTruthy();
  });

  it('once accepted, shows the amount, the commission and the net, and when the recycler must pay by', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00.000Z'));
    const payDueAt = '2026-03-02T09:30:00.000Z';
    answer({
      'GET /api/account/quotation/mybprice': buildMyBidQuotes(
        { status: 'accepted', acceptedFen: 128_000, canAccept: false, canCancel: false },
        [buildSellerQuote({ status: 'accepted' })],
        { order: { id: 77, orderNo: 'O2603010077', status: 'pending_payment', payDueAt, commissionFen: 6_400 } },
      ),
    });
    renderQuotes(detailPath);
    expect(await screen.findByText('O2603010077 · Waiting for the recycler to pay')).toBeTruthy();
    expect(factsOf(screen.getByLabelText('What you receive'))).toEqual([
      ['Accepted quote', '¥1,280.00'],
      ['Commission', '−¥64.00'],
      ['You receive', '¥1,216.00'],
    ]);
    // A date and clock time in the user's language, with the countdown beside it.
    const due = screen.getByText(formatDateTime(payDueAt, 'en-US'));
    expect(due.tagName).toBe('TIME');
    expect(due.getAttribute('dateTime')).toBe(payDueAt);
    expect(screen.getByText('1d 01:30:00 left to pay')).toBeTruthy();
    expect(screen.getByText('Recycler pays by')).toBeTruthy();
  });

  it('shows the time to pay in Chinese as a Chinese date and time', async () => {
    await i18n.changeLanguage('zh-CN');
    const payDueAt = '2026-03-02T09:30:00.000Z';
    answer({
      'GET /api/account/quotation/mybprice': buildMyBidQuotes(
        { status: 'accepted', acceptedFen: 128_000, canAccept: false, canCancel: false },
        [buildSellerQuote({ status: 'accepted' })],
        { order: { id: 77, orderNo: 'O2603010077', status: 'pending_payment', payDueAt, commissionFen: 6_400 } },
      ),
    });
    renderQuotes(detailPath);
    expect(await screen.findByText('回收商付款截止')).toBeTruthy();
    const due = screen.getByText(formatDateTime(payDueAt, 'zh-CN'));
    expect(due.textContent).toMatch(/^2026年3月2日 \d{2}:\d{2}$/);
    expect(factsOf(screen.getByLabelText('到手金额'))).toEqual([
      ['接受报价', '¥1,280.00'],
      ['佣金', '−¥64.00'],
      ['您将收到', '¥1,216.00'],
    ]);
  });

  it("shows the server's message when the accept is refused (409) and fetches the request again", async () => {
    answer({
      'GET /api/account/quotation/mybprice': buildMyBidQuotes(),
      [ACCEPT]: envelopeResponse(409, 'This bidding request has already been decided.', null, {
        errorCode: 'CONFLICT',
      }),
    });
    renderQuotes(detailPath);
    const dialog = await openDialog('Accept ¥990.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    await waitFor(() => expect(bodiesOf(ACCEPT)).toEqual([{ quoteId: 22 }]));
    expect(await screen.findByText('This bidding request has already been decided.')).toBeTruthy();
    expect(screen.getByText('The quote could not be accepted')).toBeTruthy();
    await waitFor(() => expect(quoteCalls()).toBeGreaterThan(1));
  });

  it('cancels the request after a confirmation', async () => {
    answer({
      'GET /api/account/quotation/mybprice': buildMyBidQuotes(),
      [CANCEL]: {
        id: 5,
        number: 'BR26030100000005',
        status: 'cancelled',
        deadlineAt: '2026-03-02T08:00:00.000Z',
        acceptedQuoteId: null,
        orderId: null,
      },
    });
    renderQuotes(detailPath);
    const dialog = await openDialog('Cancel request');
    expect(within(dialog).getByText(/Every quote is rejected/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(api.callsTo(CANCEL)).toHaveLength(1));
  });

  it('offers no accept or cancel once the request is decided', async () => {
    answer({
      'GET /api/account/quotation/mybprice': buildMyBidQuotes(
        { status: 'expired', canAccept: false, canCancel: false, deadlineAt: '2026-03-01T08:00:00.000Z' },
        [],
      ),
    });
    renderQuotes(detailPath);
    expect(await screen.findByText('Expired', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('No quotes were made.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
    expect(screen.queryByText(/Ends in/)).toBeNull();
  });

  it('counts down to the deadline every second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date('2026-03-01T08:00:00.000Z');
    vi.setSystemTime(now);
    const deadline = new Date(now.getTime() + ((26 * 60 + 3) * 60 + 4) * 1000).toISOString();
    answer({ 'GET /api/account/quotation/mybprice': buildMyBidQuotes({ deadlineAt: deadline }) });
    const { router } = renderQuotes(detailPath);
    expect(await screen.findByText('Ends in 1d 02:03:04')).toBeTruthy();
    vi.setSystemTime(new Date(now.getTime() + 5_000));
    expect(await screen.findByText('Ends in 1d 02:02:59')).toBeTruthy();
    expect(currentUrl(router)).toBe(detailPath);
  });

  it('polls the quotes every 15 seconds while quoting, and stops once decided', () => {
    expect(bidQuotesRefetchInterval(buildMyBidQuotes())).toBe(15_000);
    expect(bidQuotesRefetchInterval(buildMyBidQuotes({ status: 'accepted' }))).toBe(false);
    expect(bidQuotesRefetchInterval(undefined)).toBe(false);
  });
});
