import type { StaffRole } from '@gs/shared/identity';
import type { StaffMember } from '@gs/shared/staff-users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const member = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  userId: 3,
  nickName: 'Shop owner',
  phoneMasked: '138****0002',
  roles: ['owner'],
  status: 'active',
  since: '2026-01-01T08:00:00.000Z',
  ...overrides,
});

const members = [member(), member({ userId: 4, nickName: 'Ops Lee', phoneMasked: '138****0003', roles: ['operator'] })];

function stub(roles: StaffRole[], extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles, { nickName: 'Shop owner' }),
    'GET /api/staff/members': { rows: members },
    ...extra,
  });
}

const fieldError = (status: number, msg: string, field: string) =>
  new Response(
    JSON.stringify({ code: status, msg, data: null, errorCode: 'BUSINESS_RULE', fields: [{ field, message: msg }] }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

describe('the staff screen', { timeout: 150_000 }, () => {
  it('lists the staff with roles', async () => {
    stub(['owner']);
    renderApp('/staff');
    const table = (await screen.findByText('Ops Lee', {}, { timeout: 45_000 })).closest('.ant-table') as HTMLElement;
    expect(within(table).getByText('138****0003')).toBeTruthy();
    expect(within(table).getByText('Operator')).toBeTruthy();
    expect(within(table).getByText('You')).toBeTruthy();
  });

  it('invites by phone: an unknown phone is shown under the field, then the invite goes through', async () => {
    let attempts = 0;
    const api = stub(['owner'], {
      'POST /api/staff/members': () => {
        attempts += 1;
        if (attempts === 1) {
          return fieldError(422, 'No user with this phone — they must register first.', 'body.phone');
        }
        return { rows: [...members, member({ userId: 12, nickName: 'New hire', roles: ['recycler'] })] };
      },
    });
    renderApp('/staff');
    fireEvent.click(await screen.findByRole('button', { name: /Invite staff/ }, { timeout: 45_000 }));
    const dialog = (await screen.findByText('Invite a staff member')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '13900000077' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Recycler/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Operator/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite staff' }));
    expect(await within(dialog).findByText('No user with this phone — they must register first.')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/members')[0]?.body).toEqual({ phone: '13900000077', roles: ['recycler'] });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite staff' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/members')).toHaveLength(2));
    expect(await screen.findByText('The staff member was added.')).toBeTruthy();
    expect(await screen.findByText('New hire')).toBeTruthy();
  });

  it('changes roles and removes a member only after confirming', async () => {
    const api = stub(['owner'], {
      'PUT /api/staff/members/4/roles': () => ({
        rows: [members[0], member({ userId: 4, nickName: 'Ops Lee', roles: ['operator', 'recycler'] })],
      }),
      'DELETE /api/staff/members/4': { rows: [members[0]] },
    });
    renderApp('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Change the roles of Ops Lee' }, { timeout: 45_000 }));
    const dialog = (await screen.findByText('Roles of Ops Lee')).closest('.ant-modal') as HTMLElement;
    expect((within(dialog).getByRole('checkbox', { name: /Operator/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Recycler/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/staff/members/4/roles')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/members/4/roles')[0]?.body).toEqual({ roles: ['operator', 'recycler'] });
    expect(await screen.findByText('The roles of Ops Lee were saved.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Ops Lee from staff' }));
    const confirm = await screen.findByText('Remove Ops Lee from staff?');
    expect(api.callsTo('DELETE /api/staff/members/4')).toHaveLength(0);
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/staff/members/4')).toHaveLength(1));
    expect(await screen.findByText('Ops Lee is no longer staff.')).toBeTruthy();
  });

  it('is not open to an operator: no menu entry, and the screen says so', async () => {
    const api = stub(['operator']);
    renderApp('/staff');
    expect(
      await screen.findByText(
        'Your roles do not give you access to this screen. Ask the shop owner if you need it.',
        {},
        { timeout: 45_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Users' })).toBeTruthy();
    expect(api.callsTo('GET /api/staff/members')).toHaveLength(0);
  });
});
