import type { StaffRecycleDetail } from '@gs/shared/recycle';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** A quick-recycle request as the server keeps it: submitted → verifying (checklist) → listed once paid. */
function recycleServer() {
  let current: StaffRecycleDetail = {
    id: 8,
    number: 'HS20261127000008',
    gameId: 3,
    gameName: 'Honor of Kings',
    quoteFen: 26_000,
    status: 'submitted',
    seller: '139****0002',
    createdAt: '2026-11-27T08:00:00.000Z',
    updatedAt: '2026-11-27T08:00:00.000Z',
    listingId: 80,
    regionPath: [{ id: 1, name: 'WeChat' }],
    attributes: [{ name: 'Rank', value: 'Master' }],
    basis: [{ kind: 'base', attributeId: null, choiceId: null, label: '', units: null, fen: 26_000 }],
    contact: 'WeChat hok_seller',
    rejectReason: '',
    checklist: [],
    verifiedBy: null,
    paidAt: null,
  };
  const row = () => {
    const { id, number, gameId, gameName, quoteFen, status, seller, createdAt, updatedAt } = current;
    return { id, number, gameId, gameName, quoteFen, status, seller, createdAt, updatedAt };
  };
  const change = (next: Partial<StaffRecycleDetail>) => {
    current = { ...current, ...next };
    return current;
  };
  return {
    'GET /api/staff/recycle': () => ({ rows: [row()], total: 1, pageNum: 1, pageSize: 20 }),
    'GET /api/staff/recycle/8': () => current,
    'POST /api/staff/recycle/8/verify': () =>
      change({
        status: 'verifying',
        verifiedBy: 3,
        checklist: [
          { step: 'phone', done: false, note: '', updatedAt: null },
          { step: 'security_lock', done: false, note: '', updatedAt: null },
        ],
      }),
    'POST /api/staff/recycle/8/checklist': (call: ApiCall) => {
      const input = call.body as { step: string; done: boolean };
      return change({
        checklist: current.checklist.map((step) =>
          step.step === input.step ? { ...step, done: input.done, updatedAt: '2026-11-27T08:30:00.000Z' } : step,
        ),
      });
    },
    'POST /api/staff/recycle/8/pay': () => change({ status: 'listed', paidAt: '2026-11-27T09:00:00.000Z' }),
  };
}

function stub(answers: Record<string, unknown> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(['operator']),
    ...recycleServer(),
    ...answers,
  });
}

afterEach(() => vi.unstubAllGlobals());

const queueTable = () => screen.getAllByRole('table').find((table) => !table.closest('.ant-drawer')) as HTMLElement;
const checklist = () => screen.getByRole('region', { name: 'Verification checklist' });
const payButton = () => screen.getByRole('button', { name: /Pay the seller ¥260\.00/ });

describe('the quick-recycle queue: verify, tick the checklist, pay', { timeout: 60_000 }, () => {
  it('starts verification, pays only once every step is ticked, and the queue shows the new state', async () => {
    const api = stub();
    renderApp('/recycling?id=8');
    const start = await screen.findByRole('button', { name: /Start verification/ }, { timeout: 20_000 });
    expect(within(checklist()).getByText("Start the verification to get the game's rebinding steps.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay the seller/ })).toBeNull();

    fireEvent.click(start);
    await waitFor(() => expect(api.callsTo('POST /api/staff/recycle/8/verify')).toHaveLength(1));
    expect(await screen.findByText('Verification started: tick each step once checked.')).toBeTruthy();
    expect(await within(checklist()).findByRole('checkbox', { name: 'Bound phone changed' })).toBeTruthy();
    expect(payButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('2 verification steps are still to be ticked before paying.')).toBeTruthy();
    // The queue behind the drawer follows.
    await waitFor(() => expect(within(queueTable()).getByText('Verifying')).toBeTruthy());

    fireEvent.click(within(checklist()).getByRole('checkbox', { name: 'Bound phone changed' }));
    await waitFor(() => expect(screen.getByText('1 verification step is still to be ticked before paying.')));
    expect(payButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(checklist()).getByRole('checkbox', { name: 'Security lock removed' }));
    await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false));
    expect(api.callsTo('POST /api/staff/recycle/8/checklist').map((call) => call.body)).toEqual([
      { step: 'phone', done: true, note: '' },
      { step: 'security_lock', done: true, note: '' },
    ]);

    fireEvent.click(payButton());
    // A confirmation's title is in the dialog and its accessible name.
    const confirm = (await screen.findAllByText('Pay ¥260.00 to the seller?'))
      .map((node) => node.closest('.ant-modal'))
      .find(Boolean) as HTMLElement;
    expect(within(confirm).getByText(/goes into the wallet of 139\*\*\*\*0002 at once/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Pay ¥260.00' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/recycle/8/pay')).toHaveLength(1));
    expect(await screen.findByText("The seller was paid; the account is now the shop's.")).toBeTruthy();
    // Paid: no more actions, and the queue shows it taken over.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Pay the seller/ })).toBeNull());
    await waitFor(() => expect(within(queueTable()).getByText('Paid and taken over')).toBeTruthy());
    expect(within(checklist()).getByRole('checkbox', { name: 'Bound phone changed' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('says why when a step cannot be saved, and keeps it unticked', async () => {
    const api = stub({
      'GET /api/staff/recycle/8': () => ({
        ...(recycleServer()['POST /api/staff/recycle/8/verify'] as () => StaffRecycleDetail)(),
      }),
      'POST /api/staff/recycle/8/checklist': envelopeResponse(409, 'Another staff member is verifying this request.'),
    });
    renderApp('/recycling?id=8');
    const phone = await screen.findByRole('checkbox', { name: 'Bound phone changed' }, { timeout: 20_000 });
    fireEvent.click(phone);
    expect(await screen.findByText('Another staff member is verifying this request.')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/recycle/8/checklist')).toHaveLength(1);
    expect((screen.getByRole('checkbox', { name: 'Bound phone changed' }) as HTMLInputElement).checked).toBe(false);
    expect(payButton().hasAttribute('disabled')).toBe(true);
  });
});
