import type { StaffRole } from '@gs/shared/identity';
import type { StaffPartner } from '@gs/shared/partners';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const partner = (overrides: Partial<StaffPartner> = {}): StaffPartner => ({
  id: 1,
  code: 'leishen',
  name: 'Leishen Boost',
  logoUrl: '',
  color: '#f5a623',
  enabled: true,
  secretSetAt: '2026-03-01T08:00:00.000Z',
  linkedUsers: 12,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

function stub(roles: StaffRole[], extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/staff/partners': {
      rows: [partner(), partner({ id: 2, code: 'gametool', name: 'Game Tool', enabled: false, linkedUsers: 0 })],
      total: 2,
    },
    ...extra,
  });
}

const drawerOf = async (title: string) => {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title' });
  const drawer = heading.closest<HTMLElement>('.ant-drawer');
  if (!drawer) throw new Error('no drawer');
  return drawer;
};

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest<HTMLElement>('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('the partners screen', { timeout: 150_000 }, () => {
  it('lists the partners with their code, state and linked users', async () => {
    stub(['owner']);
    renderApp('/partners');
    expect(await screen.findByText('Leishen Boost', {}, { timeout: 45_000 })).toBeTruthy();
    expect(within(rowOf('Leishen Boost')).getByText('leishen')).toBeTruthy();
    expect(within(rowOf('Leishen Boost')).getByText('12')).toBeTruthy();
    expect(within(rowOf('Leishen Boost')).getByText('Enabled')).toBeTruthy();
    expect(within(rowOf('Game Tool')).getByText('Disabled')).toBeTruthy();
  });

  it('shows the empty state, and an error with a retry when the list fails', async () => {
    stub(['owner'], { 'GET /api/staff/partners': { rows: [], total: 0 } });
    const first = renderApp('/partners');
    expect(
      await screen.findByText('No partners yet. Add one to accept its signed links.', {}, { timeout: 45_000 }),
    ).toBeTruthy();
    first.unmount();

    stub(['owner'], { 'GET /api/staff/partners': envelopeResponse(500, 'Server down') });
    renderApp('/partners');
    expect(await screen.findByText('The partners could not be loaded', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
  });

  it('adds a partner, with a taken code shown at its field and what was typed kept', async () => {
    let attempts = 0;
    const api = stub(['owner'], {
      'POST /api/staff/partners': () => {
        attempts += 1;
        return attempts === 1
          ? new Response(
              JSON.stringify({
                code: 409,
                msg: 'The code leishen is already used by another partner.',
                data: null,
                errorCode: 'CONFLICT',
                fields: [{ field: 'body.code', message: 'The code leishen is already used by another partner.' }],
              }),
              { status: 409, headers: { 'Content-Type': 'application/json' } },
            )
          : partner({ id: 3, code: 'speedup', name: 'Speed Up' });
      },
    });
    const { router } = renderApp('/partners');
    fireEvent.click(await screen.findByRole('button', { name: /Add partner/ }, { timeout: 45_000 }));
    await waitFor(() => expect(currentUrl(router)).toBe('/partners?id=new'));
    const drawer = await drawerOf('Add a partner');

    fireEvent.change(within(drawer).getByLabelText('Code'), { target: { value: 'Bad Code' } });
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Speed Up' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText('Use 2–32 lower-case letters, digits or dashes, starting with a letter.'),
    ).toBeTruthy();
    expect(await within(drawer).findByText('Enter a secret of 16–128 characters, or generate one.')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/partners')).toHaveLength(0);

    fireEvent.change(within(drawer).getByLabelText('Code'), { target: { value: 'leishen' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Generate' }));
    const secret = (within(drawer).getByLabelText('Signing secret') as HTMLInputElement).value;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The code leishen is already used by another partner.')).toBeTruthy();
    expect((within(drawer).getByLabelText('Name') as HTMLInputElement).value).toBe('Speed Up');

    fireEvent.change(within(drawer).getByLabelText('Code'), { target: { value: 'speedup' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/partners')).toHaveLength(2));
    expect(api.callsTo('POST /api/staff/partners')[1]?.body).toEqual({
      code: 'speedup',
      name: 'Speed Up',
      logoUrl: '',
      color: '#1677ff',
      enabled: true,
      secret,
    });
    expect(await screen.findByText('Partner added.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/partners'));
  });

  it('edits a partner, keeping the stored secret when the field is left empty', async () => {
    const api = stub(['owner'], {
      'PUT /api/staff/partners/2': (call: ApiCall) => ({
        ...partner({ id: 2, code: 'gametool' }),
        ...(call.body as object),
      }),
    });
    const { router } = renderApp('/partners');
    await screen.findByText('Game Tool', {}, { timeout: 45_000 });
    fireEvent.click(within(rowOf('Game Tool')).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/partners?id=2'));
    const drawer = await drawerOf('Edit Game Tool');
    expect((within(drawer).getByLabelText('Code') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Game Tool Pro' } });
    fireEvent.click(within(drawer).getByRole('switch'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/staff/partners/2')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/partners/2')[0]?.body).toEqual({
      name: 'Game Tool Pro',
      logoUrl: '',
      color: '#f5a623',
      enabled: true,
      secret: '',
    });
    expect(await screen.findByText('Partner saved.')).toBeTruthy();
  });

  it('deletes a partner only after confirming what it means', async () => {
    const api = stub(['owner'], { 'DELETE /api/staff/partners/1': null });
    renderApp('/partners');
    await screen.findByText('Leishen Boost', {}, { timeout: 45_000 });
    fireEvent.click(within(rowOf('Leishen Boost')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByText('Delete Leishen Boost?');
    expect(screen.getByText(/Its links stop working at once/)).toBeTruthy();
    expect(api.callsTo('DELETE /api/staff/partners/1')).toHaveLength(0);
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/staff/partners/1')).toHaveLength(1));
    expect(await screen.findByText('Partner deleted.')).toBeTruthy();
  });

  it('is closed to an operator', async () => {
    const api = stub(['operator']);
    renderApp('/partners');
    expect(await screen.findByText(/403/, {}, { timeout: 45_000 })).toBeTruthy();
    expect(api.callsTo('GET /api/staff/partners')).toHaveLength(0);
  });
});
