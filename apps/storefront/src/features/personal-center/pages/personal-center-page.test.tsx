import type { Profile } from '@gs/shared/identity';
import type { MerchantApplication } from '@gs/shared/merchant-application';
import type { PersonalCenterSummary } from '@gs/shared/personal-center';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { setToken, setUserInfo } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, frameAnswers, stubApi } from '../../../test/fake-api';

const summary: PersonalCenterSummary = {
  orders: { pending_payment: 1, paid_deposit: 0, in_trade: 3, completed: 7, after_sale: 0 },
  products: { reviewing: 2, on_sale: 4, in_trade: 0, sold: 5, off_shelf: 0, rejected: 1 },
  openRecycles: 2,
  favourites: 6,
  evaluations: 4,
};

const profile: Profile = {
  userId: 7,
  nickName: '13800000001',
  avatar: '',
  phone: '138****0001',
  gender: 'unknown',
  qq: '',
  wechat: '',
  roles: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  realName: { status: 'verified', name: '张*', idNumber: '1101**********4519', verifiedAt: '2026-01-02T00:00:00.000Z' },
  realNameTwo: { status: 'none', reason: null, submittedAt: null },
};

const pending: MerchantApplication = {
  id: 3,
  status: 'pending',
  kind: 'individual',
  companyName: null,
  realName: '李四',
  contactName: '李四',
  phone: '13912345678',
  qq: null,
  wechat: null,
  gameIds: [1],
  games: [{ id: 1, name: 'Honor of Kings' }],
  monthlyVolume: 'lt10',
  note: null,
  documents: { licence: false, idFront: true, idBack: true },
  rejectReason: null,
  decisionNote: null,
  submittedAt: '2026-03-01T08:00:00.000Z',
  decidedAt: null,
};

/** The fake API: the frame and the page's GETs by path (`overrides` adds or replaces some; `failing` answer 500). */
function answer(overrides: Record<string, unknown> = {}, failing: string[] = []) {
  const answers: Record<string, unknown> = {
    '/api/account/center/summary': summary,
    '/api/system/user/profile/newsm': profile,
    '/api/wallet': {
      availableFen: 150_000,
      heldFen: 20_000,
      inTradeFen: 5_000,
      heldProceedsFen: 0,
      heldProceeds: [],
      owedFen: 0,
      withdrawnFen: 0,
      minWithdrawalFen: 1_000,
      dailyLimitFen: 5_000_000,
      todayRequestedFen: 0,
      realName: '*三',
    },
    '/api/account/problem/unread': { unread: 2 },
    '/api/customer/audit/lastOne': pending,
    ...overrides,
  };
  const gets = Object.entries(answers).map(([path, data]) => [
    `GET ${path}`,
    failing.includes(path) ? envelopeResponse(500, 'Server down') : data,
  ]);
  return stubApi({
    ...frameAnswers(),
    ...Object.fromEntries(gets),
    'POST /api/web/save/tenantBrowse': { recorded: true },
  });
}

async function renderCenter() {
  const { renderApp } = await import('../../../test/render-app');
  return renderApp('/pages/other/geren');
}

beforeAll(async () => {
  await import('../../../app/pages/personal-center-page');
}, 60_000);

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName: '13800000001', avatar: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the personal center', () => {
  it('shows who I am masked, my real-name level and what it unlocks, and my wallet', async () => {
    answer();
    await renderCenter();
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText('138****0001')).toBeTruthy();
    expect(await within(account).findByText('Phone 138****0001')).toBeTruthy();
    expect(within(account).getByText('Real name · level one')).toBeTruthy();
    expect(within(account).getByText(/Level two \(ID photos\) unlocks selling/)).toBeTruthy();
    const wallet = screen.getByRole('region', { name: /My wallet/ });
    expect(await within(wallet).findByText('¥1,500.00')).toBeTruthy();
    expect(within(wallet).getByText('¥250.00')).toBeTruthy();
  });

  it('counts my claims with something unread, as buyer and as seller, linking to my claims', async () => {
    const unreadOf = (unreadCount: number) => ({ rows: [], total: 0, pageNum: 1, pageSize: 1, unreadCount });
    const api = answer({
      // The two roles answer different counts: the tile shows their sum.
      '/api/claims/mine': (call: ApiCall) => unreadOf(call.query.get('role') === 'seller' ? 1 : 2),
    });
    await renderCenter();
    const tile = await screen.findByRole('link', { name: /Claims with news/ });
    expect(tile.getAttribute('href')).toBe('/pages/other/shouhou');
    expect(within(tile).getByText('3')).toBeTruthy();
    const roles = api.callsTo('GET /api/claims/mine').map((call) => call.query.get('role'));
    expect(roles.sort()).toEqual(['buyer', 'seller']);
    const shortcuts = screen.getByRole('region', { name: 'My services' });
    const shortcut = within(shortcuts).getByRole('link', { name: /My claims/ });
    expect(within(shortcut).getByText('3 unread')).toBeTruthy();
  });

  it('links each count to its filtered list', async () => {
    answer();
    await renderCenter();
    const orders = await screen.findByRole('region', { name: /My orders/ });
    const inTrade = within(orders).getByRole('link', { name: /3\s*In trade/ });
    expect(inTrade.getAttribute('href')).toBe('/pages/other/orderList?status=in_trade');
    const products = screen.getByRole('region', { name: /My products/ });
    expect(
      within(products)
        .getByRole('link', { name: /5\s*Sold/ })
        .getAttribute('href'),
    ).toBe('/pages/other/goodsList?tab=sold');
  });

  it('shows the shortcuts with their counts, the unread feedback badge and the merchant status', async () => {
    answer();
    await renderCenter();
    const shortcuts = await screen.findByRole('region', { name: 'My services' });
    const feedback = within(shortcuts).getByRole('link', { name: /Feedback/ });
    expect(await within(feedback).findByText('2 unread')).toBeTruthy();
    expect(feedback.getAttribute('href')).toBe('/pages/other/fankui');
    expect(await within(shortcuts).findByText('Under review')).toBeTruthy();
    expect(within(shortcuts).getByText('6 saved')).toBeTruthy();
    expect(within(shortcuts).getByText('2 open')).toBeTruthy();
  });

  it('shows an error with a retry when the counts fail, and the rest of the page still works', async () => {
    answer({}, ['/api/account/center/summary']);
    await renderCenter();
    expect(await screen.findByText('Your orders and products could not be counted.')).toBeTruthy();
    answer();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('region', { name: /My orders/ })).toBeTruthy();
  });

  it('checks a staff account: genuine in green with name and role, a fake one in red', async () => {
    const api = answer({
      '/api/V2/H5/checkAccount': { genuine: true, kind: 'qq', name: '小星', role: 'service' },
    });
    await renderCenter();
    const check = await screen.findByRole('region', { name: /Is it really our staff/ });
    fireEvent.change(within(check).getByLabelText('QQ number, WeChat id or phone number'), {
      target: { value: '800012345' },
    });
    fireEvent.click(within(check).getByRole('button', { name: /Check$/ }));
    expect(await within(check).findByText('Genuine staff: 小星, customer service (QQ)')).toBeTruthy();
    expect(api.callsTo('GET /api/V2/H5/checkAccount').map(({ query }) => Object.fromEntries(query))).toContainEqual({
      value: '800012345',
    });

    answer({ '/api/V2/H5/checkAccount': { genuine: false } });
    fireEvent.change(within(check).getByLabelText('QQ number, WeChat id or phone number'), {
      target: { value: 'fake_kefu' },
    });
    fireEvent.click(within(check).getByRole('button', { name: /Check$/ }));
    expect(await within(check).findByText('“fake_kefu” is not one of our staff — beware')).toBeTruthy();
    await waitFor(() => expect(within(check).queryByText(/Genuine staff/)).toBeNull());
  });

  it('also offers the blacklist check of a game account', async () => {
    answer();
    await renderCenter();
    expect(await screen.findByText('Check an account')).toBeTruthy();
    expect(screen.getByText(/check whether a game account has been reported/)).toBeTruthy();
  });
});
