import type { StaffRecycleDetail } from '@gs/shared/recycle';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

const row = {
  id: 7,
  number: 'HS20261122000007',
  gameId: 3,
  gameName: 'Honor of Kings',
  quoteFen: 19_000,
  status: 'verifying' as const,
  seller: '139****0001',
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
};

function detail(overrides: Partial<StaffRecycleDetail> = {}): StaffRecycleDetail {
  return {
    ...row,
    listingId: 70,
    regionPath: [{ id: 1, name: 'QQ' }],
    attributes: [{ name: 'Rank', value: 'Diamond' }],
    basis: [
      { kind: 'base', attributeId: null, choiceId: null, label: '', units: null, fen: 10_000 },
      { kind: 'choice', attributeId: 2, choiceId: 5, label: 'Rank: Diamond', units: null, fen: 9_000 },
    ],
    contact: 'QQ 12345678',
    rejectReason: '',
    checklist: [
      { step: 'phone', done: true, note: '', updatedAt: null },
      { step: 'email', done: false, note: '', updatedAt: null },
    ],
    verifiedBy: 3,
    paidAt: null,
    ...overrides,
  };
}

function stub(answers: Record<string, unknown>) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(['operator']),
    'GET /api/staff/recycle': { rows: [row], total: 1, pageNum: 1, pageSize: 20 },
    ...answers,
  });
}

afterEach(() => vi.unstubAllGlobals());

/** The open dialog (a modal or a confirmation) showing `text`. */
const dialogWith = async (text: string) =>
  (await screen.findAllByText(text)).map((node) => node.closest('.ant-modal')).find(Boolean) as HTMLElement;

describe('the quick-recycle queue', { timeout: 60_000 }, () => {
  it('lists requests with the status filter in the URL and opens one in the drawer by ?id=', async () => {
    const api = stub({ 'GET /api/staff/recycle/7': detail() });
    const { router } = renderApp('/recycling?status=verifying');
    expect(await screen.findByText('HS20261122000007', {}, { timeout: 30_000 })).toBeTruthy();
    expect(api.callsTo('GET /api/staff/recycle')[0]?.query.get('status')).toBe('verifying');
    fireEvent.click(screen.getByRole('button', { name: 'Handle request HS20261122000007' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/recycling?status=verifying&id=7'));
    expect(await screen.findByText('QQ 12345678')).toBeTruthy();
    expect(screen.getByText('Rank: Diamond')).toBeTruthy();
  });

  it('saves a ticked checklist step and pays only after a confirmation naming the amount', async () => {
    let current = detail();
    const api = stub({
      'GET /api/staff/recycle/7': () => current,
      'POST /api/staff/recycle/7/checklist': () => {
        current = detail({ checklist: current.checklist.map((step) => ({ ...step, done: true })) });
        return current;
      },
      'POST /api/staff/recycle/7/pay': () => {
        current = detail({ status: 'listed', paidAt: '2026-11-22T09:00:00.000Z' });
        return current;
      },
    });
    renderApp('/recycling?id=7');
    const pay = await screen.findByRole('button', { name: /Pay the seller ¥190\.00/ });
    expect(pay.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bound e-mail changed' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/recycle/7/checklist')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/recycle/7/checklist')[0]?.body).toEqual({
      step: 'email',
      done: true,
      note: '',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Pay the seller ¥190\.00/ }).hasAttribute('disabled')).toBe(false),
    );

    fireEvent.click(screen.getByRole('button', { name: /Pay the seller ¥190\.00/ }));
    const dialog = await dialogWith('Pay ¥190.00 to the seller?');
    expect(api.callsTo('POST /api/staff/recycle/7/pay')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ¥190.00' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/recycle/7/pay')).toHaveLength(1));
    expect(await screen.findByText("The seller was paid; the account is now the shop's.")).toBeTruthy();
  });

  it('shows the server’s refusal when paying fails', async () => {
    stub({
      'GET /api/staff/recycle/7': detail({ checklist: [{ step: 'phone', done: true, note: '', updatedAt: null }] }),
      'POST /api/staff/recycle/7/pay': envelopeResponse(409, 'Another staff member already handled this request.'),
    });
    renderApp('/recycling?id=7');
    fireEvent.click(await screen.findByRole('button', { name: /Pay the seller ¥190\.00/ }));
    fireEvent.click(
      within(await dialogWith('Pay ¥190.00 to the seller?')).getByRole('button', {
        name: 'Pay ¥190.00',
      }),
    );
    expect(await screen.findByText('Another staff member already handled this request.')).toBeTruthy();
  });

  it('rejects with a reason, and reveals credentials only after a confirmation', async () => {
    const api = stub({
      'GET /api/staff/recycle/7': detail(),
      'GET /api/staff/recycle/7/credentials': { login: 'acc-778', password: 'Pw-1', notes: '' },
      'POST /api/staff/recycle/7/reject': detail({ status: 'rejected', rejectReason: 'Bound to another phone' }),
    });
    renderApp('/recycling?id=7');
    fireEvent.click(await screen.findByRole('button', { name: /Show credentials/ }));
    expect(api.callsTo('GET /api/staff/recycle/7/credentials')).toHaveLength(0);
    const confirm = await dialogWith("Show the account's credentials?");
    fireEvent.click(within(confirm).getByRole('button', { name: 'Show credentials' }));
    expect(await screen.findByText('acc-778')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Reject/ }));
    const dialog = await dialogWith('Reject request HS20261122000007?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give the seller a reason (at least 2 characters)')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/recycle/7/reject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason the seller sees'), {
      target: { value: 'Bound to another phone' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/recycle/7/reject')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/recycle/7/reject')[0]?.body).toEqual({ reason: 'Bound to another phone' });
  });
});
