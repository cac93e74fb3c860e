import type { StaffRole } from '@gs/shared/identity';
import type { StaffDecoration, StaffDecorationEntry } from '@gs/shared/staff-decoration';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = (overrides: Partial<StaffDecorationEntry> & Pick<StaffDecorationEntry, 'id' | 'area' | 'title'>) => ({
  image: overrides.area === 5 ? '' : `/uploads/tenants/nova/decoration/${overrides.id}.svg`,
  imageEn: '',
  titleEn: '',
  link: '/pages/other/gonggao',
  sort: 0,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

const decoration = (overrides: Partial<StaffDecoration> = {}): StaffDecoration => ({
  areas: [
    {
      area: 1,
      entries: [
        entry({
          id: 11,
          area: 1,
          title: 'Spring sale',
          sort: 0,
          imageEn: '/uploads/tenants/nova/decoration/11-en.svg',
        }),
        entry({
          id: 12,
          area: 1,
          title: 'Summer sale',
          sort: 1,
          startsAt: '2099-06-01T00:00:00.000Z',
          endsAt: '2099-07-01T00:00:00.000Z',
        }),
      ],
    },
    { area: 2, entries: [entry({ id: 21, area: 2, title: 'Buy', link: '/pages/accountOrder?pageType=buy' })] },
    { area: 3, entries: [] },
    { area: 4, entries: [] },
    { area: 5, entries: [entry({ id: 51, area: 5, title: 'Welcome to Nova' })] },
  ],
  hasChanges: false,
  draftUpdatedAt: '2026-11-20T08:00:00.000Z',
  publishedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

function stub(roles: StaffRole[], extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/web/game/Type': [],
    'GET /api/staff/decoration': decoration(),
    'GET /api/staff/decoration/preview-token': { token: 'signed.token', expiresAt: '2026-11-20T08:10:00.000Z' },
    ...extra,
  });
}

const drawerOf = async (title: string) => {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title' });
  const drawer = heading.closest<HTMLElement>('.ant-drawer');
  if (!drawer) throw new Error('no drawer');
  return drawer;
};

describe('the decoration screen', { timeout: 150_000 }, () => {
  it("shows the draft's areas with their entries and schedules, and a live preview at desktop and phone width", async () => {
    stub(['operator']);
    renderApp('/decoration');
    expect(await screen.findByText('Spring sale', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home page decoration' })).toBeTruthy();
    expect(screen.getByText('Same as the storefront')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Publish/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('tab', { name: /Banners/ })).toBeTruthy();
    expect(screen.getByText('Scheduled')).toBeTruthy();
    expect(screen.getByText('Always')).toBeTruthy();

    const frame = await screen.findByTitle('Storefront preview (Desktop)');
    expect(frame.getAttribute('src')).toBe('/?decorationPreview=signed.token');
    expect(frame.getAttribute('width')).toBe('1280');
    fireEvent.click(screen.getByText('Phone'));
    const phone = await screen.findByTitle('Storefront preview (Phone)');
    expect(phone.getAttribute('width')).toBe('375');
  });

  it('adds a notice with a web address, refusing a javascript: link before sending', async () => {
    const api = stub(['owner'], {
      'POST /api/staff/decoration/entries': entry({ id: 52, area: 5, title: 'Autumn notice' }),
    });
    const { router } = renderApp('/decoration');
    fireEvent.click(await screen.findByRole('tab', { name: /Notice strip/ }, { timeout: 45_000 }));
    fireEvent.click(await screen.findByRole('button', { name: /Add notice/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/decoration?area=5&entry=new'));
    const drawer = await drawerOf('Add to Notice strip');
    expect(within(drawer).queryByText('Image')).toBeNull();

    fireEvent.change(within(drawer).getByLabelText('Title'), { target: { value: 'Autumn notice' } });
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Web address' }));
    const url = within(drawer).getByLabelText('Address');
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText(
        'Choose a storefront page, or enter an address starting with http:// or https://.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/staff/decoration/entries')).toHaveLength(0);

    fireEvent.change(url, { target: { value: 'https://example.com/autumn' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/decoration/entries')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/decoration/entries')[0]?.body).toEqual({
      area: 5,
      image: '',
      imageEn: '',
      title: 'Autumn notice',
      titleEn: '',
      link: 'https://example.com/autumn',
      startsAt: null,
      endsAt: null,
    });
    expect(await screen.findByText('Entry added to the draft.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/decoration?area=5'));
  });

  it('edits a banner with its English image beside the image, and sends both', async () => {
    const api = stub(['owner'], {
      'PUT /api/staff/decoration/entries/11': (call: ApiCall) => ({
        ...entry({ id: 11, area: 1, title: 'x' }),
        ...(call.body as Partial<StaffDecorationEntry>),
      }),
    });
    renderApp('/decoration?area=1&entry=11');
    const drawer = await drawerOf('Edit in Banners');
    expect(within(drawer).getByText('English image')).toBeTruthy();
    expect(within(drawer).getByRole('img', { name: 'English image' }).getAttribute('src')).toBe(
      '/uploads/tenants/nova/decoration/11-en.svg',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/staff/decoration/entries/11')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/decoration/entries/11')[0]?.body).toMatchObject({
      image: '/uploads/tenants/nova/decoration/11.svg',
      imageEn: '/uploads/tenants/nova/decoration/11-en.svg',
    });
  });

  it("shows the server's field error at its field and keeps what was typed", async () => {
    stub(['owner'], {
      'PUT /api/staff/decoration/entries/21': new Response(
        JSON.stringify({
          code: 400,
          msg: 'Use an image uploaded at this shop.',
          data: null,
          errorCode: 'VALIDATION_FAILED',
          fields: [{ field: 'body.image', message: 'Use an image uploaded at this shop.' }],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    });
    renderApp('/decoration?area=2&entry=21');
    const drawer = await drawerOf('Edit in Navigation icons');
    expect((within(drawer).getByLabelText('Title') as HTMLInputElement).value).toBe('Buy');
    fireEvent.change(within(drawer).getByLabelText('Title'), { target: { value: 'Buy now' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Use an image uploaded at this shop.')).toBeTruthy();
    expect((within(drawer).getByLabelText('Title') as HTMLInputElement).value).toBe('Buy now');
  });

  it('moves an entry down, then publishes the draft after confirming', async () => {
    const api = stub(['owner'], {
      'GET /api/staff/decoration': decoration({ hasChanges: true }),
      'PUT /api/staff/decoration/areas/1/order': [],
      'POST /api/staff/decoration/publish': { before: 4, after: 5, decoration: decoration() },
    });
    renderApp('/decoration');
    expect(await screen.findByText('Unpublished changes', {}, { timeout: 45_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Spring sale down' }));
    await waitFor(() => expect(api.callsTo('PUT /api/staff/decoration/areas/1/order')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/decoration/areas/1/order')[0]?.body).toEqual({ ids: [12, 11] });

    fireEvent.click(screen.getByRole('button', { name: /Publish/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Publish the draft?');
    expect(api.callsTo('POST /api/staff/decoration/publish')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/decoration/publish')).toHaveLength(1));
    expect(await screen.findByText('Published: the storefront now shows 5 entries (before: 4).')).toBeTruthy();
  });

  it('discards the draft after confirming', async () => {
    const api = stub(['operator'], {
      'GET /api/staff/decoration': decoration({ hasChanges: true }),
      'POST /api/staff/decoration/discard': decoration(),
    });
    renderApp('/decoration');
    fireEvent.click(await screen.findByRole('button', { name: /Discard draft/ }, { timeout: 45_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/decoration/discard')).toHaveLength(1));
    expect(await screen.findByText('Draft discarded: it matches the storefront again.')).toBeTruthy();
  });

  it('offers a retry when the draft cannot be loaded, and shows 403 to a recycler', async () => {
    stub(['owner'], { 'GET /api/staff/decoration': envelopeResponse(500, 'Server down') });
    const first = renderApp('/decoration');
    expect(await screen.findByText('The decoration could not be loaded', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
    first.unmount();

    const api = stub(['recycler']);
    renderApp('/decoration');
    expect(await screen.findByText('403', {}, { timeout: 45_000 })).toBeTruthy();
    expect(api.callsTo('GET /api/staff/decoration')).toHaveLength(0);
  });
});
