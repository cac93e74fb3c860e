import type { MerchantApplication } from '@gs/shared/merchant-application';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { setToken, setUserInfo } from '../../../lib/storage';
import { envelopeResponse, frameAnswers, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const application = (overrides: Partial<MerchantApplication> = {}): MerchantApplication => ({
  id: 3,
  status: 'pending',
  kind: 'individual',
  companyName: null,
  realName: '李四',
  contactName: 'Li Si',
  phone: '13912345678',
  qq: null,
  wechat: 'lisi_trade',
  gameIds: [1],
  games: [{ id: 1, name: 'Honor of Kings' }],
  monthlyVolume: '10to50',
  note: 'Five years',
  documents: { licence: false, idFront: true, idBack: true },
  rejectReason: null,
  decisionNote: null,
  submittedAt: '2026-03-01T08:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

/** The fake API: the frame, the games, and my latest application (`'fail'`: the server is down). */
function answer(latest: MerchantApplication | null | 'fail') {
  return stubApi({
    ...frameAnswers(),
    'GET /api/web/game/Type': [
      {
        id: 1,
        name: 'Honor of Kings',
        keyword: '',
        icon: '',
        type: 'mobile',
        initial: 'H',
        hot: true,
        listingCount: 1,
      },
    ],
    'GET /api/customer/audit/lastOne': latest === 'fail' ? envelopeResponse(500, 'Server down') : latest,
    'POST /api/web/save/tenantBrowse': { recorded: true },
  });
}

beforeAll(async () => {
  await import('./merchant-application-page');
}, 60_000);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName: 'Li', avatar: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the merchant application page', () => {
  it('shows the form when I have not applied, and asks for what is missing without sending', async () => {
    const api = answer(null);
    renderApp('/pages/other/shenqingShangjia');
    const form = await screen.findByRole('form', { name: 'Merchant application' });
    fireEvent.click(within(form).getByRole('button', { name: /Submit application/ }));
    expect(await within(form).findByText('Enter your name as on your ID card')).toBeTruthy();
    expect(within(form).getByText('Upload the front of your ID card')).toBeTruthy();
    expect(within(form).getByText('Choose at least one game')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'Company' }));
    expect(await within(form).findByLabelText(/Company name/)).toBeTruthy();
    expect(api.callsTo('POST /api/customer/audit')).toEqual([]);
  });

  it('shows a pending application as a status card with what happens next, and no form', async () => {
    answer(application());
    renderApp('/pages/other/shenqingShangjia');
    const card = await screen.findByRole('region', { name: 'Your merchant application' });
    expect(within(card).getByText('Under review')).toBeTruthy();
    expect(within(card).getByText(/will call or message you at 13912345678/)).toBeTruthy();
    expect(within(card).getByText('Provided: ID card (front), ID card (back)')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Merchant application' })).toBeNull();
  });

  it('shows an approval with the staff’s note on what happens next', async () => {
    answer(
      application({
        status: 'approved',
        decisionNote: 'We add your WeChat today.',
        decidedAt: '2026-03-02T08:00:00.000Z',
      }),
    );
    renderApp('/pages/other/shenqingShangjia');
    const card = await screen.findByRole('region', { name: 'Your merchant application' });
    expect(within(card).getByText('We add your WeChat today.')).toBeTruthy();
    expect(within(card).getByText('Approved')).toBeTruthy();
  });

  it('shows a rejection with its reason; "Apply again" opens the form filled from it', async () => {
    const api = answer(
      application({
        status: 'rejected',
        rejectReason: 'The ID photo is blurred.',
        decidedAt: '2026-03-02T08:00:00.000Z',
      }),
    );
    renderApp('/pages/other/shenqingShangjia');
    const card = await screen.findByRole('region', { name: 'Your merchant application' });
    expect(within(card).getByText('Reason: The ID photo is blurred.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Apply again' }));
    const form = await screen.findByRole('form', { name: 'Merchant application' });
    expect((within(form).getByLabelText(/Real name/) as HTMLInputElement).value).toBe('李四');
    expect((within(form).getByLabelText(/Contact person/) as HTMLInputElement).value).toBe('Li Si');
    expect((within(form).getByLabelText('WeChat') as HTMLInputElement).value).toBe('lisi_trade');
    // The documents are uploaded again: their references never come back to the browser.
    fireEvent.click(within(form).getByRole('button', { name: /Submit application/ }));
    expect(await within(form).findByText('Upload the front of your ID card')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST /api/customer/audit')).toEqual([]));
  });

  it('shows an error with a retry when the application cannot be loaded', async () => {
    answer('fail');
    renderApp('/pages/other/shenqingShangjia');
    expect(await screen.findByText('Your merchant application could not be loaded.')).toBeTruthy();
    answer(null);
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('form', { name: 'Merchant application' })).toBeTruthy();
  });
});
