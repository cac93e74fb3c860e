import type { AuditEntry } from '@gs/shared/staff-audit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildPage, buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';
import { startOfLocalDay } from './audit-page';

function buildEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-11-25T06:00:00.000Z',
    actor: { userId: 2, nickName: 'Demo owner', phone: '138****0002', roles: ['owner'] },
    action: 'PUT /api/staff/settings/shop',
    method: 'PUT',
    route: '/api/staff/settings/shop',
    target: {},
    targetId: null,
    body: { name: 'Lumen Market' },
    before: { name: 'Lumen Games', useTheme: 3, hotSearches: ['Genshin'] },
    after: { name: 'Lumen Market', useTheme: 3, hotSearches: ['Genshin', 'PUBG'] },
    status: 200,
    requestId: `req-${id}`,
    ip: '127.0.0.1',
    ...overrides,
  };
}

const secretEntry = buildEntry(41, {
  action: 'PUT /api/staff/settings/payment',
  route: '/api/staff/settings/payment',
  body: { appId: '2021000123456789', privateKey: '[redacted]' },
  before: { alipay: { appId: '', privateKeySet: false } },
  after: { alipay: { appId: '2021000123456789', privateKeySet: true } },
});

const refundEntry = buildEntry(50, {
  actor: { userId: 5, nickName: '王五', phone: '138****0005', roles: ['operator'] },
  action: 'POST /api/staff/orders/:id/refund',
  method: 'POST',
  route: '/api/staff/orders/:id/refund',
  target: { id: '77' },
  targetId: '77',
  body: { amount: 52_800, relist: false, reason: '买家拍错了' },
  before: null,
  after: { orderNo: '2026112900001', status: 'refunded', refundedFen: 52_800 },
});
const revealEntry = buildEntry(51, {
  actor: { userId: 3, nickName: 'Demo operator', phone: '138****0003', roles: ['operator'] },
  action: 'GET /api/staff/realname/reviews/:id/identity',
  method: 'GET',
  route: '/api/staff/realname/reviews/:id/identity',
  target: { id: '11' },
  targetId: '11',
  body: null,
  before: null,
  after: null,
});
const unknownEntry = buildEntry(52, {
  action: 'POST /api/staff/lottery/:id/draw',
  method: 'POST',
  route: '/api/staff/lottery/:id/draw',
  target: { id: '9' },
  targetId: '9',
  body: null,
  before: null,
  after: null,
});

function stubOwner(
  roles: ('owner' | 'operator')[] = ['owner'],
  { locale = 'en-US', log = [buildEntry(42), secretEntry] }: { locale?: 'en-US' | 'zh-CN'; log?: AuditEntry[] } = {},
) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant({ locale }),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    // A server filtering by action as the real one does (exactly, within the shop).
    'GET /api/staff/audit': (call: ApiCall) => ({
      rows: call.query.get('action')
        ? log.filter((entry) => entry.action === call.query.get('action'))
        : call.query.get('pageNum') === '2'
          ? [secretEntry]
          : log,
      total: 23,
      pageNum: Number(call.query.get('pageNum')),
      pageSize: Number(call.query.get('pageSize')),
    }),
    'GET /api/staff/members': {
      rows: [
        {
          userId: 2,
          nickName: 'Demo owner',
          phoneMasked: '138****0002',
          roles: ['owner'],
          status: 'active',
          since: '2026-01-01T00:00:00.000Z',
        },
        {
          userId: 3,
          nickName: 'Demo operator',
          phoneMasked: '138****0003',
          roles: ['operator'],
          status: 'active',
          since: '2026-01-01T00:00:00.000Z',
        },
      ],
    },
    'GET /api/staff/audit/99': buildEntry(99, {
      action: 'POST /api/staff/withdrawals/:id/approve',
      route: '/api/staff/withdrawals/:id/approve',
      target: { id: '8' },
      targetId: '8',
      body: { transferRef: '2026112422001008' },
      before: { status: 'pending', amountFen: 30_000 },
      after: { status: 'paid', transferRef: '2026112422001008' },
    }),
    'GET /api/staff/audit/5': envelopeResponse(404, 'The requested item was not found.'),
    'GET /api/staff/listings': buildPage(0),
    'GET /api/staff/recycle': buildPage(0),
    'GET /api/staff/orders': buildPage(0),
    'GET /api/staff/withdrawals': buildPage(0),
    'GET /api/staff/realname/reviews': buildPage(0),
    'GET /api/recycler/pool': buildPage(0),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The open picker's option whose label is `label`. */
async function pickOption(combobox: HTMLElement, label: string) {
  fireEvent.mouseDown(combobox);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.getAttribute('title') === label && !element.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(item);
}

describe('the audit log', { timeout: 120_000 }, () => {
  it('keeps the filters and the page in the URL and asks the server with them', async () => {
    const api = stubOwner();
    const { router } = renderApp('/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findAllByText('Demo owner updated the shop settings')).toHaveLength(1);
    expect(screen.getByText('23 actions')).toBeTruthy();

    const filters = screen.getByRole('form', { name: 'Audit log filters' });
    fireEvent.change(within(filters).getByLabelText('Target ID'), { target: { value: '12' } });
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-25' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/audit?target=12&from=2026-11-20&to=2026-11-25'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/audit').at(-1)?.query.get('targetId')).toBe('12'));
    const query = api.callsTo('GET /api/staff/audit').at(-1)?.query;
    expect(query?.get('from')).toBe(startOfLocalDay('2026-11-20'));
    // The "to" day is included: the call's bound is the next midnight.
    expect(query?.get('to')).toBe(startOfLocalDay('2026-11-26'));

    // Clicking a staff member filters by them.
    fireEvent.click((await within(table).findAllByRole('button', { name: 'Demo owner' }))[0] as HTMLElement);
    await waitFor(() => expect(currentUrl(router)).toContain('actor=2'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/audit').at(-1)?.query.get('actorUserId')).toBe('2'));

    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(currentUrl(router)).toContain('page=2'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/audit').at(-1)?.query.get('pageNum')).toBe('2'));
  });

  it('opens an action in a drawer with what changed, secrets still redacted', async () => {
    stubOwner();
    const { router } = renderApp('/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    fireEvent.click((await within(table).findAllByRole('button', { name: 'Details' }))[0] as HTMLElement);
    await waitFor(() => expect(currentUrl(router)).toBe('/audit?id=42'));
    const drawer = (await screen.findByText('Action #42')).closest('[role="dialog"]') as HTMLElement;
    const diff = within(drawer).getByRole('table', { name: 'Before → after' });
    // Only what changed by default: the name and the added hot search, not the unchanged theme.
    expect(within(diff).getByText('name')).toBeTruthy();
    expect(within(diff).getByText('Lumen Games')).toBeTruthy();
    expect(within(diff).getByText('hotSearches[1]')).toBeTruthy();
    expect(within(diff).getByText('PUBG')).toBeTruthy();
    expect(within(diff).queryByText('useTheme')).toBeNull();
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Show unchanged fields' }));
    expect(await within(diff).findByText('useTheme')).toBeTruthy();
    fireEvent.click(within(drawer).getByLabelText('Close'));
    await waitFor(() => expect(currentUrl(router)).toBe('/audit'));

    await router.navigate('/audit?id=41');
    const secret = (await screen.findByText('Action #41')).closest('[role="dialog"]') as HTMLElement;
    expect(within(secret).getByText(/"privateKey": "\[redacted\]"/)).toBeTruthy();
    expect(within(secret).getByText('alipay.privateKeySet')).toBeTruthy();
  });

  it('words each entry as a sentence in English: the order by its number, the money, the reason; reads as viewed', async () => {
    stubOwner(['owner'], { log: [refundEntry, revealEntry, unknownEntry, buildEntry(42)] });
    const { router } = renderApp('/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('王五 refunded order 2026112900001 ¥528.00: reason 买家拍错了')).toBeTruthy();
    expect(
      within(table).getByText('Demo operator viewed the full name and ID number of real-name application #11'),
    ).toBeTruthy();
    // An action the back office does not know still says who did which action to what.
    expect(within(table).getByText('Demo owner did POST /api/staff/lottery/:id/draw on #9')).toBeTruthy();
    expect(within(table).getByText('Demo owner updated the shop settings')).toBeTruthy();
    // The reveal is marked as a read, not a change.
    const revealRow = within(table)
      .getByText('Demo operator viewed the full name and ID number of real-name application #11')
      .closest('tr') as HTMLElement;
    expect(within(revealRow).getByText('Viewed')).toBeTruthy();
    expect(within(revealRow).queryByText('Before → after')).toBeNull();
    const refundRow = within(table)
      .getByText(/王五 refunded order/)
      .closest('tr') as HTMLElement;
    expect(within(refundRow).queryByText('Viewed')).toBeNull();

    // The drawer opens with the same sentence.
    await router.navigate('/audit?id=50');
    const drawer = (await screen.findByText('Action #50')).closest('[role="dialog"]') as HTMLElement;
    expect(within(drawer).getByText('王五 refunded order 2026112900001 ¥528.00: reason 买家拍错了')).toBeTruthy();
  });

  it('words each entry in Chinese on a Chinese shop, the unknown action too', async () => {
    stubOwner(['owner'], { locale: 'zh-CN', log: [refundEntry, revealEntry, unknownEntry] });
    renderApp('/audit');
    const table = await screen.findByRole('table', { name: '操作日志' }, { timeout: 20_000 });
    expect(await within(table).findByText('王五 退款了订单 2026112900001 ¥528.00：原因 买家拍错了')).toBeTruthy();
    expect(within(table).getByText('Demo operator 查看了实名申请的完整姓名和身份证号 #11')).toBeTruthy();
    expect(within(table).getByText('Demo owner 执行了操作 POST /api/staff/lottery/:id/draw（对象 #9）')).toBeTruthy();
    const revealRow = within(table)
      .getByText(/查看了实名申请/)
      .closest('tr') as HTMLElement;
    expect(within(revealRow).getByText('查看')).toBeTruthy();
  });

  it('filters by an action picked from the known actions, by name, and asks the server with its code', async () => {
    const api = stubOwner(['owner'], { log: [refundEntry, revealEntry, unknownEntry, buildEntry(42)] });
    const { router } = renderApp('/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Demo owner updated the shop settings')).toBeTruthy();
    const filters = screen.getByRole('form', { name: 'Audit log filters' });
    await pickOption(within(filters).getByRole('combobox', { name: 'Action' }), 'Refund order');
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/audit?${new URLSearchParams({ action: 'POST /api/staff/orders/:id/refund' })}`),
    );
    await waitFor(() =>
      expect(api.callsTo('GET /api/staff/audit').at(-1)?.query.get('action')).toBe('POST /api/staff/orders/:id/refund'),
    );
    await waitFor(() => expect(within(table).queryByText('Demo owner updated the shop settings')).toBeNull());
    expect(within(table).getByText(/王五 refunded order 2026112900001/)).toBeTruthy();
    expect(within(filters).getByTitle('Refund order')).toBeTruthy();

    // The reveal of real-name details is one of the actions to pick, by its words.
    await pickOption(
      within(filters).getByRole('combobox', { name: 'Action' }),
      'View the full name and ID number of real-name application',
    );
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/staff/audit').at(-1)?.query.get('action')).toBe(
        'GET /api/staff/realname/reviews/:id/identity',
      ),
    );
  });

  it("is the owner's: an operator gets 403 and no call", async () => {
    const api = stubOwner(['operator']);
    renderApp('/audit');
    expect(await screen.findByText('403')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/audit')).toHaveLength(0);
  });

  it('picks the staff member from the shop’s staff (name and masked phone) instead of typing an id', async () => {
    const api = stubOwner();
    const { router } = renderApp('/audit');
    await screen.findByRole('table', { name: 'Audit log' });
    const filters = screen.getByRole('form', { name: 'Audit log filters' });
    const picker = within(filters).getByRole('combobox', { name: 'Staff member' });
    await waitFor(() => expect(api.callsTo('GET /api/staff/members')).toHaveLength(1));
    await pickOption(picker, 'Demo operator · 138****0003');
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/audit?actor=3'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/audit').at(-1)?.query.get('actorUserId')).toBe('3'));
    expect(within(filters).getByTitle('Demo operator · 138****0003')).toBeTruthy();
    // No phone number in full anywhere on the screen.
    expect(document.body.textContent).not.toMatch(/1380000000\d/);

    // Someone no longer on the staff (from a link or an old row) stays shown as the filter.
    await router.navigate('/audit?actor=77');
    expect(await within(filters).findByTitle('User #77 (no longer staff)')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/staff/audit').at(-1)?.query.get('actorUserId')).toBe('77'));
  });

  it('opens an entry from a link even when it is not on the current page, and says when the shop has no such entry', async () => {
    const api = stubOwner();
    const { router } = renderApp('/audit?id=99');
    const drawer = (await screen.findByText('Action #99', {}, { timeout: 10_000 })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(api.callsTo('GET /api/staff/audit/99')).toHaveLength(1);
    expect(within(drawer).getByText('POST /api/staff/withdrawals/:id/approve')).toBeTruthy();
    const diff = within(drawer).getByRole('table', { name: 'Before → after' });
    expect(within(diff).getByText('pending')).toBeTruthy();
    expect(within(diff).getByText('paid')).toBeTruthy();

    // An entry already on the page is not fetched again.
    await router.navigate('/audit?id=42');
    expect(await screen.findByText('Action #42')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/audit/42')).toHaveLength(0);

    await router.navigate('/audit?id=5');
    expect(
      await screen.findByText(
        "This shop's log has no action with this number. The link may be wrong or belong to another shop.",
      ),
    ).toBeTruthy();
    expect(api.callsTo('GET /api/staff/audit/5')).toHaveLength(1);

    await router.navigate('/audit?id=abc');
    expect(
      await screen.findByText(
        "This shop's log has no action with this number. The link may be wrong or belong to another shop.",
      ),
    ).toBeTruthy();
  });
});
