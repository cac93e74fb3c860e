import type { StaffMerchantApplication, StaffMerchantApplicationRow } from '@gs/shared/merchant-application';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

beforeEach(() => {
  // jsdom has no object URLs; the document images are shown through one.
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const row: StaffMerchantApplicationRow = {
  id: 5,
  userId: 40,
  nickName: 'lisi',
  status: 'pending',
  kind: 'individual',
  applicantName: '李四',
  contactName: 'Li Si',
  phone: '13912345678',
  monthlyVolume: '10to50',
  submittedAt: '2026-03-01T08:00:00.000Z',
  decidedAt: null,
};

const detail: StaffMerchantApplication = {
  ...row,
  companyName: null,
  realName: '李四',
  qq: null,
  wechat: 'lisi_trade',
  gameIds: [1],
  games: [{ id: 1, name: 'Honor of Kings' }],
  note: 'Five years trading',
  documents: { licence: false, idFront: true, idBack: true },
  rejectReason: null,
  decisionNote: null,
  decidedByName: null,
};

function stub(extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(['owner']),
    'GET /api/staff/merchant-applications': { rows: [row], total: 1, pageNum: 1, pageSize: 20 },
    'GET /api/staff/merchant-applications/5': detail,
    'GET /api/staff/merchant-applications/5/documents/idFront': () =>
      new Response('front', { headers: { 'Content-Type': 'image/webp' } }),
    'GET /api/staff/merchant-applications/5/documents/idBack': () =>
      new Response('back', { headers: { 'Content-Type': 'image/webp' } }),
    ...extra,
  });
}

describe('the merchant applications screen', { timeout: 150_000 }, () => {
  it('lists pending applications and opens one with its documents through the audited route', async () => {
    const api = stub();
    const { router } = renderApp('/merchant-applications');
    fireEvent.click(
      await screen.findByRole('button', { name: /^(Review|View) the application of 李四$/ }, { timeout: 45_000 }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/merchant-applications?id=5'));
    expect(api.callsTo('GET /api/staff/merchant-applications')[0]?.query.get('status')).toBe('pending');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Five years trading')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('GET /api/staff/merchant-applications/5/documents/idFront')).toHaveLength(1),
    );
    expect(await within(drawer).findByAltText('ID card (front)')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/merchant-applications/5/documents/idFront')).toHaveLength(1);
    expect(api.callsTo('GET /api/staff/merchant-applications/5/documents/licence')).toHaveLength(0);
  });

  it('rejects with a required reason the applicant sees', async () => {
    const api = stub({ 'POST /api/staff/merchant-applications/5/reject': { ...detail, status: 'rejected' } });
    renderApp('/merchant-applications?id=5');
    const drawer = await screen.findByRole('dialog', {}, { timeout: 45_000 });
    fireEvent.click(await within(drawer).findByRole('button', { name: /Reject/ }));
    const modal = (await screen.findByText('Reject 李四?', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '[role="dialog"]',
    );
    if (!modal) throw new Error('no modal');
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(await within(modal).findByText('Say why the application is rejected')).toBeTruthy();
    fireEvent.change(within(modal).getByRole('textbox'), { target: { value: 'The ID photo is blurred.' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/merchant-applications/5/reject')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/merchant-applications/5/reject')[0]?.body).toEqual({
      reason: 'The ID photo is blurred.',
    });
    expect(await screen.findByText('Application rejected')).toBeTruthy();
  });

  it('approves with a note on what happens next', async () => {
    const api = stub({ 'POST /api/staff/merchant-applications/5/approve': { ...detail, status: 'approved' } });
    renderApp('/merchant-applications?id=5');
    const drawer = await screen.findByRole('dialog', {}, { timeout: 45_000 });
    fireEvent.click(await within(drawer).findByRole('button', { name: /Approve/ }));
    const modal = (await screen.findByText('Approve 李四?', { selector: '.ant-modal-title' })).closest<HTMLElement>(
      '[role="dialog"]',
    );
    if (!modal) throw new Error('no modal');
    fireEvent.change(within(modal).getByRole('textbox'), { target: { value: 'We add your WeChat today.' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/merchant-applications/5/approve')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/merchant-applications/5/approve')[0]?.body).toEqual({
      note: 'We add your WeChat today.',
    });
  });
});
