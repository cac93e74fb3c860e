import type { RealNameReview } from '@gs/shared/identity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

const FULL_ID_NUMBER = '110101199003074519';

function buildReview(id: number, nickName: string): RealNameReview {
  return {
    id,
    userId: 100 + id,
    nickName,
    frontImage: `private-upload-front-${id}`,
    backImage: `private-upload-back-${id}`,
    submittedAt: '2026-11-26T08:00:00.000Z',
    nameMasked: '李*',
    idNumberMasked: '1101**********4519',
  };
}

beforeEach(() => {
  // jsdom has no object URLs; the ID photos are shown through one.
  let next = 0;
  URL.createObjectURL = vi.fn(() => {
    next += 1;
    return `blob:photo-${next}`;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

/** A server keeping the pending applications: a decided one leaves the list. */
function stub(answers: Record<string, unknown> = {}) {
  setToken('staff-token');
  const pending = new Map<number, RealNameReview>([
    [11, buildReview(11, 'Li Lei')],
    [12, buildReview(12, 'Han Mei')],
  ]);
  const decide = (id: number) => {
    pending.delete(id);
    return null;
  };
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(['operator']),
    // A careless server adding the full ID number to a row must still not get it on screen.
    'GET /api/staff/realname/reviews': () => ({
      rows: [...pending.values()].map((row) => ({ ...row, idNumber: FULL_ID_NUMBER })),
      total: pending.size,
      pageNum: 1,
      pageSize: 20,
    }),
    'GET /api/staff/realname/reviews/11/photos/front': () =>
      new Response('front-bytes', { headers: { 'Content-Type': 'image/webp' } }),
    'GET /api/staff/realname/reviews/11/photos/back': () =>
      new Response('back-bytes', { headers: { 'Content-Type': 'image/webp' } }),
    'POST /api/staff/realname/reviews/11': () => decide(11),
    'POST /api/staff/realname/reviews/12': () => decide(12),
    ...answers,
  });
}

const photoCalls = (api: ReturnType<typeof stub>) => api.calls.filter((call) => call.path.includes('/photos/'));
const drawer = async () => (await screen.findByText('Real-name level two')).closest('.ant-drawer') as HTMLElement;
const modalWith = async (text: string) =>
  (await screen.findAllByText(text)).map((node) => node.closest('.ant-modal')).find(Boolean) as HTMLElement;

describe('the real-name reviews queue', { timeout: 60_000 }, () => {
  it('lists applications with the name and ID number masked, and fetches no photo until one is opened', async () => {
    const api = stub();
    renderApp('/realname');
    expect(await screen.findByText('Li Lei (#111)', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('Han Mei (#112)')).toBeTruthy();
    expect(screen.getAllByText('1101**********4519')).toHaveLength(2);
    expect(screen.getByText('2 waiting')).toBeTruthy();
    expect(document.body.textContent).not.toContain(FULL_ID_NUMBER);
    expect(document.body.textContent).not.toContain('private-upload');
    expect(photoCalls(api)).toHaveLength(0);
  });

  it('shows the ID photos only through the private staff route, with the session, once the review is opened', async () => {
    const api = stub();
    const { router } = renderApp('/realname');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Review the application of Li Lei' }, { timeout: 20_000 }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/realname?id=11'));
    const panel = await drawer();
    const front = await within(panel).findByRole('img', { name: 'ID card, portrait side' });
    const back = await within(panel).findByRole('img', { name: 'ID card, emblem side' });
    expect(front.getAttribute('src')).toMatch(/^blob:photo-/);
    expect(back.getAttribute('src')).toMatch(/^blob:photo-/);
    expect(
      photoCalls(api)
        .map((call) => call.path)
        .sort(),
    ).toEqual(['/api/staff/realname/reviews/11/photos/back', '/api/staff/realname/reviews/11/photos/front']);
    for (const call of photoCalls(api)) expect(call.headers.get('Token')).toBe('staff-token');
    // No image comes from anywhere else (no stored path or public URL).
    for (const image of document.querySelectorAll('img')) {
      expect(image.getAttribute('src') ?? '').not.toMatch(/private-upload|\/uploads\//);
    }
    expect(within(panel).getByText('Each look at the ID photos is recorded in the audit log under your name.'));
    expect(document.body.textContent).not.toContain(FULL_ID_NUMBER);
  });

  it('shows the full name and ID number only when the reviewer asks, through the audited call, once per ask', async () => {
    const api = stub({ 'GET /api/staff/realname/reviews/11/identity': { name: '李雷', idNumber: FULL_ID_NUMBER } });
    const { router } = renderApp('/realname?id=11');
    const panel = await drawer();
    expect(await within(panel).findByText('Li Lei (#111)', {}, { timeout: 20_000 })).toBeTruthy();
    // Masked until asked for: no call yet.
    expect(within(panel).getByText('1101**********4519')).toBeTruthy();
    expect(within(panel).getByText('李*')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/realname/reviews/11/identity')).toHaveLength(0);
    expect(
      within(panel).getByText(
        'Shows the full verified name and ID number to compare with the photos; recorded in the audit log under your name.',
      ),
    ).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: /Show full details/ }));
    expect(await within(panel).findByText(FULL_ID_NUMBER)).toBeTruthy();
    expect(within(panel).getByText('李雷')).toBeTruthy();
    expect(
      within(panel).getByText('Full name and ID number shown. This look is recorded in the audit log under your name.'),
    ).toBeTruthy();
    const reveals = api.callsTo('GET /api/staff/realname/reviews/11/identity');
    expect(reveals).toHaveLength(1);
    expect(reveals[0]?.headers.get('Token')).toBe('staff-token');
    expect(within(panel).queryByRole('button', { name: /Show full details/ })).toBeNull();
    // The list beside it stays masked.
    const table = document.querySelector('.ant-table') as HTMLElement;
    expect(within(table).queryByText(FULL_ID_NUMBER)).toBeNull();
    expect(within(table).getAllByText('1101**********4519')).toHaveLength(2);

    // Closed and opened again: masked, and seeing the full values again is a new, audited call.
    fireEvent.click(within(panel).getByLabelText('Close'));
    await waitFor(() => expect(currentUrl(router)).toBe('/realname'));
    await waitFor(() => expect(document.body.textContent).not.toContain(FULL_ID_NUMBER));
    await router.navigate('/realname?id=11');
    const again = await drawer();
    expect(await within(again).findByRole('button', { name: /Show full details/ })).toBeTruthy();
    expect(document.body.textContent).not.toContain(FULL_ID_NUMBER);
    expect(api.callsTo('GET /api/staff/realname/reviews/11/identity')).toHaveLength(1);
    fireEvent.click(within(again).getByRole('button', { name: /Show full details/ }));
    expect(await within(again).findByText(FULL_ID_NUMBER)).toBeTruthy();
    expect(api.callsTo('GET /api/staff/realname/reviews/11/identity')).toHaveLength(2);
  });

  it('says so when the full details cannot be had, and offers the button in Chinese', async () => {
    stub({
      'GET /api/web/getTenant': buildTenant({ locale: 'zh-CN' }),
      'GET /api/staff/realname/reviews/11/identity': () => envelopeResponse(404, '请求的内容不存在。'),
    });
    renderApp('/realname?id=11');
    const panel = (await screen.findByText('二级实名认证', {}, { timeout: 20_000 })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    fireEvent.click(await within(panel).findByRole('button', { name: /显示完整信息/ }));
    expect(await within(panel).findByText('完整姓名和身份证号加载失败')).toBeTruthy();
    expect(document.body.textContent).not.toContain(FULL_ID_NUMBER);
  });

  it('opens a linked application that is not on the current page, and says so when it is no longer waiting', async () => {
    const api = stub({ 'GET /api/staff/realname/reviews/40': buildReview(40, 'Wang Wu') });
    const view = renderApp('/realname?id=40');
    const panel = await drawer();
    expect(await within(panel).findByText('Wang Wu (#140)', {}, { timeout: 20_000 })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /Approve/ })).toBeTruthy();
    expect(api.callsTo('GET /api/staff/realname/reviews/40')).toHaveLength(1);
    view.unmount();

    // Already decided (the server answers 404 for it): the drawer says so instead of spinning.
    renderApp('/realname?id=41');
    expect(
      await within(await drawer()).findByText(
        'This application is no longer waiting: it was decided already, or it does not exist.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('approves after a confirmation, then closes the review and refreshes the list', async () => {
    const api = stub();
    const { router } = renderApp('/realname?id=11');
    const panel = await drawer();
    fireEvent.click(within(panel).getByRole('button', { name: /Approve/ }));
    const confirm = await modalWith('Approve the level-two application of Li Lei?');
    expect(api.callsTo('POST /api/staff/realname/reviews/11')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/realname/reviews/11')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/realname/reviews/11')[0]?.body).toEqual({ approve: true });
    expect(await screen.findByText('The application was approved.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/realname'));
    await waitFor(() => expect(screen.queryByText('Li Lei (#111)')).toBeNull());
    expect(screen.getByText('Han Mei (#112)')).toBeTruthy();
  });

  it('rejects only with a reason the user sees, then refreshes the list', async () => {
    const api = stub();
    const { router } = renderApp('/realname?id=11');
    const panel = await drawer();
    fireEvent.click(within(panel).getByRole('button', { name: /Reject/ }));
    const dialog = await modalWith('Reject the application of Li Lei?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason (at least 2 characters)')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/realname/reviews/11')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason the user sees'), {
      target: { value: '  The photo of the emblem side is blurred  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/realname/reviews/11')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/realname/reviews/11')[0]?.body).toEqual({
      approve: false,
      reason: 'The photo of the emblem side is blurred',
    });
    expect(await screen.findByText('The application was rejected.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/realname'));
    await waitFor(() => expect(screen.queryByText('Li Lei (#111)')).toBeNull());
  });

  it('says why when the server refuses a decision, and keeps the application listed', async () => {
    stub({
      'POST /api/staff/realname/reviews/11': (_call: ApiCall) =>
        envelopeResponse(409, 'Another staff member already decided this application.'),
    });
    renderApp('/realname?id=11');
    const panel = await drawer();
    fireEvent.click(within(panel).getByRole('button', { name: /Approve/ }));
    fireEvent.click(
      within(await modalWith('Approve the level-two application of Li Lei?')).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(await screen.findByText('Another staff member already decided this application.')).toBeTruthy();
    // Still in the list, and the review stays open.
    const table = document.querySelector('.ant-table') as HTMLElement;
    expect(within(table).getByText('Li Lei (#111)')).toBeTruthy();
    expect(within(await drawer()).getByText('Li Lei (#111)')).toBeTruthy();
  });
});
