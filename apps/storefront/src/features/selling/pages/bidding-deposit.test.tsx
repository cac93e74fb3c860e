import type { MyBidQuotes } from '@gs/shared/bidding';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as cashier from '../../../lib/go-to-cashier';
import { i18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { currentUrl } from '../../../test/render-routes';
import { buildMyBidQuotes } from '../testing/bidding-fixtures';
import { logIn } from '../testing/consignment-fixtures';
import { renderPage } from '../testing/render-page';
import { BiddingQuotesPage } from './bidding-quotes-page';

const detailPath = '/pages/other/jingjiahuishouPriceList?backId=5';

let api: ReturnType<typeof stubApi>;
const PAY = 'POST /api/account/backlist/5/deposit';

/** The fake API: the request with that deposit, and paying it answered by `pay` (a Response for a refusal). */
function answerDeposit(deposit: MyBidQuotes['request']['deposit'], pay: (call: ApiCall) => unknown = () => null) {
  api = stubApi({
    'GET /api/account/quotation/mybprice': buildMyBidQuotes({}, undefined, { deposit }),
    [PAY]: pay,
  });
}

const renderQuotes = (path: string) => renderPage(paths.biddingQuotes, <BiddingQuotesPage />, path);

const depositCard = async () => screen.findByRole('region', { name: /Seller deposit/ });

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logIn();
  // Going to the cashier leaves the page (location.assign): what it is sent to is checked instead.
  vi.spyOn(cashier, 'goToCashier').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the seller’s deposit on the price list', () => {
  it('offers it with its amount and rules; pays only after a confirmation, then goes to the cashier', async () => {
    answerDeposit({ offered: true, amount: 12_000, status: 'none', payable: true }, () => ({
      paymentId: 9,
      kind: 'seller_deposit',
      amount: 12_000,
      provider: 'sandbox',
      payUrl: '/api/pay/sandbox/cashier/abc',
    }));
    renderQuotes(detailPath);
    const card = await depositCard();
    expect(within(card).getByText('Not paid')).toBeTruthy();
    expect(within(card).getByText(/Pay a deposit of ¥120.00 to show recyclers/)).toBeTruthy();
    expect(within(card).getByText(/the deposit goes to the recycler/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Pay deposit ¥120.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Pay a deposit of ¥120.00?').length).toBeGreaterThan(0);
    expect(api.callsTo(PAY)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to the cashier' }));
    await waitFor(() => expect(api.callsTo(PAY)).toHaveLength(1));
    await waitFor(() => expect(cashier.goToCashier).toHaveBeenCalledWith('/api/pay/sandbox/cashier/abc'));
  });

  it('says where a paid deposit stands, without a pay button', async () => {
    answerDeposit({ offered: true, amount: 12_000, status: 'held', payable: false });
    renderQuotes(detailPath);
    const card = await depositCard();
    expect(within(card).getByText('Paid')).toBeTruthy();
    expect(within(card).getByText(/Your deposit of ¥120.00 is paid and recyclers see it/)).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('tells the seller when staff refunded the trade and the deposit went to the recycler', async () => {
    answerDeposit({ offered: true, amount: 12_000, status: 'forfeited', payable: false });
    renderQuotes(detailPath);
    const card = await depositCard();
    expect(within(card).getByText('Given to the recycler')).toBeTruthy();
    expect(within(card).getByText(/went to the recycler/)).toBeTruthy();
  });

  it('shows nothing when the shop takes no deposit', async () => {
    answerDeposit({ offered: false, amount: null, status: 'none', payable: false });
    renderQuotes(detailPath);
    expect(await screen.findByRole('heading', { name: /BR26030100000005/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Seller deposit/ })).toBeNull();
  });

  it('confirms the cashier’s result once on the way back and drops it from the address', async () => {
    answerDeposit({ offered: true, amount: 12_000, status: 'held', payable: false });
    const { router } = renderQuotes(`${detailPath}&result=success`);
    expect(await screen.findByText('Deposit paid. Recyclers now see it on your request.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(detailPath));
  });

  it('shows the server’s reason when paying is refused', async () => {
    answerDeposit({ offered: true, amount: 12_000, status: 'none', payable: true }, () =>
      envelopeResponse(409, 'The deposit for this request has been paid already.', null, { errorCode: 'CONFLICT' }),
    );
    renderQuotes(detailPath);
    fireEvent.click(within(await depositCard()).getByRole('button', { name: 'Pay deposit ¥120.00' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go to the cashier' }));
    expect(await screen.findByText('The deposit for this request has been paid already.')).toBeTruthy();
    expect(cashier.goToCashier).not.toHaveBeenCalled();
  });
});
