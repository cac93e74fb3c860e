import type { StaffNotice } from '@gs/shared/staff-notices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DAY = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const notice = (overrides: Partial<StaffNotice> = {}): StaffNotice => ({
  id: 1,
  noticeType: 'gonggao',
  locale: 'en-US',
  title: 'Maintenance on Sunday',
  contentHtml: '<p>Ordering pauses <strong>02:00–04:00</strong>.</p>',
  summary: 'Ordering pauses 02:00–04:00.',
  pinned: true,
  state: 'published',
  publishedAt: at(-1),
  endsAt: at(2),
  live: true,
  updatedAt: at(-1),
  ...overrides,
});
const rows = [
  notice(),
  notice({ id: 2, title: 'Spring sale', pinned: false, publishedAt: at(3), endsAt: null, live: false }),
  notice({ id: 3, title: 'Old news', pinned: false, publishedAt: at(-9), endsAt: at(-2), live: false }),
  notice({
    id: 4,
    title: 'Privacy draft',
    noticeType: 'yszc',
    locale: 'zh-CN',
    pinned: false,
    state: 'draft',
    live: false,
  }),
];

function stub(extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}, locale: 'en-US' | 'zh-CN' = 'en-US') {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant({ locale }),
    'GET /api/system/user/profile/newsm': buildProfile(['operator']),
    'GET /api/staff/notices': { rows, total: rows.length, pageNum: 1, pageSize: 20 },
    ...extra,
  });
}

const rowOf = (title: string) => {
  const row = screen.getByText(title).closest<HTMLElement>('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};
const drawerOf = async (title: string) => {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title' }, { timeout: 20_000 });
  return heading.closest('.ant-drawer') as HTMLElement;
};

describe('the notices screen', { timeout: 150_000 }, () => {
  it('lists every notice with where it stands, and filters by type in the URL', async () => {
    const api = stub();
    const { router } = renderApp('/notices');
    expect(await screen.findByText('Maintenance on Sunday', {}, { timeout: 45_000 })).toBeTruthy();
    expect(within(rowOf('Maintenance on Sunday')).getByText('Showing')).toBeTruthy();
    expect(within(rowOf('Spring sale')).getByText('Scheduled')).toBeTruthy();
    expect(within(rowOf('Old news')).getByText('Ended')).toBeTruthy();
    expect(within(rowOf('Privacy draft')).getByText('Draft')).toBeTruthy();
    expect(within(rowOf('Privacy draft')).getByText('Privacy agreement')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByText('Trading rules', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/notices?type=jygz'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/notices').at(-1)?.query.get('noticeType')).toBe('jygz'));
  });

  it('edits a notice: keeps its rich text and sends its schedule', async () => {
    const api = stub({
      'PUT /api/staff/notices/1': (call: ApiCall) => ({ ...notice(), ...(call.body as object) }),
    });
    const { router } = renderApp('/notices');
    await screen.findByText('Maintenance on Sunday', {}, { timeout: 45_000 });
    fireEvent.click(within(rowOf('Maintenance on Sunday')).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/notices?id=1'));
    const drawer = await drawerOf('Edit: Maintenance on Sunday');
    expect(await within(drawer).findByText('02:00–04:00')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Title'), { target: { value: 'Maintenance on Monday' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /Preview/ }));
    const preview = (await screen.findByText('Preview as the storefront shows it')).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(preview).getByRole('heading', { name: 'Maintenance on Monday' })).toBeTruthy();
    expect(within(preview).getByText('02:00–04:00').tagName).toBe('STRONG');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/staff/notices/1')).toHaveLength(1));
    const body = api.callsTo('PUT /api/staff/notices/1')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      noticeType: 'gonggao',
      locale: 'en-US',
      title: 'Maintenance on Monday',
      pinned: true,
      state: 'published',
    });
    expect(body.contentHtml).toContain('<strong>02:00–04:00</strong>');
    // The schedule as loaded: unchanged.
    expect(body.publishedAt).toBe(rows[0]?.publishedAt);
    expect(body.endsAt).toBe(rows[0]?.endsAt);
    expect(await screen.findByText('Notice saved: the storefront shows it now')).toBeTruthy();
  });

  it('refuses to publish an empty notice, and saves a draft', async () => {
    const api = stub({
      'POST /api/staff/notices': (call: ApiCall) => ({
        ...notice({ id: 9 }),
        ...(call.body as object),
        publishedAt: at(0),
        endsAt: null,
        live: false,
      }),
    });
    renderApp('/notices?id=new');
    const drawer = await drawerOf('New notice');
    fireEvent.change(within(drawer).getByLabelText('Title'), { target: { value: 'Holiday hours' } });
    fireEvent.click(within(drawer).getByText('Published'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Write the notice before publishing it')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/notices')).toHaveLength(0);

    fireEvent.click(within(drawer).getByText('Draft'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/notices')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/notices')[0]?.body).toMatchObject({
      title: 'Holiday hours',
      state: 'draft',
      locale: 'en-US',
      publishedAt: null,
      endsAt: null,
    });
    expect(await screen.findByText('Notice saved')).toBeTruthy();
  });

  it('deletes only after confirming, and speaks Chinese', async () => {
    const api = stub({ 'DELETE /api/staff/notices/3': null }, 'zh-CN');
    renderApp('/notices');
    await screen.findByText('Old news', {}, { timeout: 45_000 });
    expect(screen.getByRole('heading', { name: '公告管理' })).toBeTruthy();
    fireEvent.click(within(rowOf('Old news')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByText('删除“Old news”？');
    expect(api.callsTo('DELETE /api/staff/notices/3')).toHaveLength(0);
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/staff/notices/3')).toHaveLength(1));
    expect(await screen.findByText('公告已删除')).toBeTruthy();
  });
});
