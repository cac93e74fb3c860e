import type { ClaimPage } from '@gs/shared/claims';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { setToken, setUserInfo } from '../../../lib/storage';
import { type ApiCall, frameAnswers, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { buildClaimSummary } from '../testing/claim-fixtures';

const buyerPage: ClaimPage = {
  rows: [
    buildClaimSummary({ id: 5, unread: true, state: 'waiting_buyer' }),
    buildClaimSummary({ id: 6, title: 'Starter account', reason: 'banned', state: 'closed' }),
  ],
  total: 2,
  pageNum: 1,
  pageSize: 10,
  unreadCount: 1,
};
const emptyPage: ClaimPage = { rows: [], total: 0, pageNum: 1, pageSize: 10, unreadCount: 0 };

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName: 'Player', avatar: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('my claims (/pages/other/shouhou)', () => {
  it('lists my claims with the unread ones marked, each linking to its page; the seller tab asks role=seller', {
    timeout: 60_000,
  }, async () => {
    const api = stubApi({
      ...frameAnswers(),
      'POST /api/web/save/tenantBrowse': { recorded: true },
      'GET /api/claims/mine': (call: ApiCall) => (call.query.get('role') === 'seller' ? emptyPage : buyerPage),
    });
    renderApp('/pages/other/shouhou');
    const unreadRow = (await screen.findByText('V8 account with 120 skins', undefined, { timeout: 30_000 })).closest(
      'a',
    );
    if (!unreadRow) throw new Error('no link');
    expect(unreadRow.getAttribute('href')).toBe('/pages/other/shouhouDetail?id=5');
    expect(within(unreadRow).getByText('New')).toBeTruthy();
    expect(within(unreadRow).getByText('Waiting for you')).toBeTruthy();
    const readRow = screen.getByText('Starter account').closest('a');
    if (!readRow) throw new Error('no link');
    expect(within(readRow).queryByText('New')).toBeNull();
    expect(screen.getByText('1 claim with news')).toBeTruthy();
    expect(api.callsTo('GET /api/claims/mine')[0]?.query.get('role')).toBe('buyer');

    fireEvent.click(screen.getByText('As seller'));
    expect(await screen.findByText('No claims against your sales.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/claims/mine').at(-1)?.query.get('role')).toBe('seller'));
  });
});
