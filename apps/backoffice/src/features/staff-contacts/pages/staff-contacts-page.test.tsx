import type { StaffRole } from '@gs/shared/identity';
import type { StaffContact } from '@gs/shared/staff-contacts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const contact = (overrides: Partial<StaffContact> = {}): StaffContact => ({
  id: 1,
  kind: 'qq',
  value: '800012345',
  name: 'Xiao Xing',
  role: 'service',
  isPublic: true,
  enabled: true,
  sort: 1,
  updatedAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

function stub(roles: StaffRole[], extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/staff/staff-contacts': {
      rows: [
        contact(),
        contact({ id: 2, kind: 'wechat', value: 'xy_laowang', name: 'Lao Wang', enabled: false, isPublic: false }),
      ],
      total: 2,
      pageNum: 1,
      pageSize: 20,
    },
    ...extra,
  });
}

describe('the staff contacts screen', { timeout: 150_000 }, () => {
  it('lists the contacts with their state and keeps the filters in the URL', async () => {
    const api = stub(['owner']);
    const { router } = renderApp('/staff-contacts?kind=qq');
    expect(await screen.findByText('800012345', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
    expect(screen.getByText('Private')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/staff-contacts')[0]?.query.get('kind')).toBe('qq');
    const search = screen.getByRole('searchbox', { name: 'Name or account' });
    fireEvent.change(search, { target: { value: 'wang' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(currentUrl(router)).toBe('/staff-contacts?kind=qq&keyword=wang'));
  });

  it('lets an owner add a contact, with a duplicate shown at its field', async () => {
    let attempts = 0;
    const api = stub(['owner'], {
      'POST /api/staff/staff-contacts': () => {
        attempts += 1;
        return attempts === 1
          ? new Response(
              JSON.stringify({
                code: 409,
                msg: 'This account is already in the staff contact list.',
                data: null,
                errorCode: 'CONFLICT',
                fields: [{ field: 'body.value', message: 'This account is already in the staff contact list.' }],
              }),
              { status: 409, headers: { 'Content-Type': 'application/json' } },
            )
          : contact({ id: 3, kind: 'wechat', value: 'new_helper', name: 'New' });
      },
    });
    renderApp('/staff-contacts');
    fireEvent.click(await screen.findByRole('button', { name: /Add contact/ }, { timeout: 45_000 }));
    const dialog = (
      await screen.findByText('Add a staff contact', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('no dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Account' }), { target: { value: 'xy_huishou' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name shown' }), { target: { value: 'New' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This account is already in the staff contact list.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Account' }) as HTMLInputElement).value).toBe('xy_huishou');

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Account' }), { target: { value: 'new_helper' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/staff-contacts')).toHaveLength(2));
    expect(api.callsTo('POST /api/staff/staff-contacts')[1]?.body).toMatchObject({
      kind: 'wechat',
      value: 'new_helper',
      name: 'New',
      role: 'service',
      isPublic: true,
      enabled: true,
    });
    expect(await screen.findByText('Contact added')).toBeTruthy();
  });

  it('asks before deleting and says what it means', async () => {
    const api = stub(['owner'], { 'DELETE /api/staff/staff-contacts/1': null });
    renderApp('/staff-contacts');
    fireEvent.click(await screen.findByRole('button', { name: /Delete Xiao Xing/ }, { timeout: 45_000 }));
    expect(await screen.findByText(/checks as “not ours — beware”/)).toBeTruthy();
    expect(api.callsTo('DELETE /api/staff/staff-contacts/1')).toHaveLength(0);
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).at(-1);
    if (!confirm) throw new Error('no confirm');
    fireEvent.click(confirm);
    await waitFor(() => expect(api.callsTo('DELETE /api/staff/staff-contacts/1')).toHaveLength(1));
  });

  it('shows an operator the list without any way to change it', async () => {
    stub(['operator']);
    renderApp('/staff-contacts');
    expect(await screen.findByText('800012345', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add contact/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete Xiao Xing/ })).toBeNull();
  });

  it('shows an error with a retry when the list fails', async () => {
    stub(['owner'], { 'GET /api/staff/staff-contacts': envelopeResponse(500, 'Server down') });
    renderApp('/staff-contacts');
    expect(await screen.findByText('The staff contacts could not be loaded.', {}, { timeout: 45_000 })).toBeTruthy();
  });
});
