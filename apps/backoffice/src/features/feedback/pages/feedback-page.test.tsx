import type { StaffFeedbackSummary, StaffFeedbackThread } from '@gs/shared/feedback';
import type { StaffRole } from '@gs/shared/identity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

const IMAGE_ID = '0b6f4c8e-3d2a-4c1b-9e8f-7a6b5c4d3e2f';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/feedback-image');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = (overrides: Partial<StaffFeedbackSummary> = {}): StaffFeedbackSummary => ({
  id: 12,
  category: 'payment',
  status: 'open',
  excerpt: 'I paid twice for order 1024.',
  messageCount: 1,
  createdAt: '2026-03-01T08:00:00.000Z',
  lastActivityAt: '2026-03-01T08:00:00.000Z',
  author: { userId: 7, nickName: 'Player', phone: '138****0001' },
  ...overrides,
});

const thread = (overrides: Partial<StaffFeedbackThread> = {}): StaffFeedbackThread => ({
  ...summary(),
  contact: 'wx: gamer',
  messages: [
    {
      id: 1,
      author: 'user',
      text: 'I paid twice for order 1024.',
      images: [IMAGE_ID],
      createdAt: '2026-03-01T08:00:00.000Z',
    },
  ],
  ...overrides,
});

function stub(roles: StaffRole[], extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/staff/feedback': (call: ApiCall) => ({
      rows: call.query.get('status') === 'closed' ? [] : [summary()],
      total: call.query.get('status') === 'closed' ? 0 : 1,
      pageNum: 1,
      pageSize: 20,
    }),
    'GET /api/staff/feedback/12': thread(),
    [`GET /api/staff/feedback/12/images/${IMAGE_ID}`]: () =>
      new Response('img', { headers: { 'Content-Type': 'image/webp' } }),
    ...extra,
  });
}

describe('the feedback screen', { timeout: 150_000 }, () => {
  it('lists threads, filters by status in the URL and shows the empty state', async () => {
    const api = stub(['operator']);
    const { router } = renderApp('/feedback');
    expect(await screen.findByText('I paid twice for order 1024.', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByText('Player · 138****0001')).toBeTruthy();
    expect(screen.getAllByText('Waiting for reply').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByText('Closed'));
    await waitFor(() => expect(currentUrl(router)).toBe('/feedback?status=closed'));
    expect(await screen.findByText('No feedback here.')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/feedback').at(-1)?.query.get('status')).toBe('closed');
  });

  it('filters by category in the URL, together with the status', async () => {
    const api = stub(['operator']);
    const { router } = renderApp('/feedback?status=open');
    expect(await screen.findByText('I paid twice for order 1024.', {}, { timeout: 45_000 })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByText('Suggestion', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/feedback?status=open&category=suggestion'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/staff/feedback').at(-1)?.query.get('category')).toBe('suggestion'),
    );
    expect(api.callsTo('GET /api/staff/feedback').at(-1)?.query.get('status')).toBe('open');
  });

  it('reopens a closed thread after confirming', async () => {
    const api = stub(['operator'], {
      'GET /api/staff/feedback/12': thread({ status: 'closed' }),
      'POST /api/staff/feedback/12/reopen': thread({ status: 'open' }),
    });
    renderApp('/feedback?id=12');
    const drawer = await screen.findByRole('dialog', {}, { timeout: 45_000 });
    expect(await within(drawer).findByText('Closed')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /Close feedback/ })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: /Reopen feedback/ }));
    const [confirm] = await screen.findAllByText('Reopen this feedback?');
    const dialog = confirm?.closest('.ant-modal') as HTMLElement;
    expect(api.callsTo('POST /api/staff/feedback/12/reopen')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen feedback' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/feedback/12/reopen')).toHaveLength(1));
    expect(await within(drawer).findByText('Waiting for reply')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /Close feedback/ })).toBeTruthy();
  });

  it('shows the server’s refusal when the thread is no longer closed', async () => {
    stub(['operator'], {
      'GET /api/staff/feedback/12': thread({ status: 'closed' }),
      'POST /api/staff/feedback/12/reopen': () =>
        new Response(
          JSON.stringify({
            code: 409,
            msg: 'Only closed feedback can be reopened; this one is still open or answered.',
            data: null,
          }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    renderApp('/feedback?id=12');
    const drawer = await screen.findByRole('dialog', {}, { timeout: 45_000 });
    fireEvent.click(await within(drawer).findByRole('button', { name: /Reopen feedback/ }));
    const [confirm] = await screen.findAllByText('Reopen this feedback?');
    const dialog = confirm?.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen feedback' }));
    expect(
      await screen.findByText('Only closed feedback can be reopened; this one is still open or answered.'),
    ).toBeTruthy();
  });

  it('opens a thread with its image through the audited route, replies and closes after confirming', async () => {
    const api = stub(['owner'], {
      'POST /api/staff/feedback/12/reply': (call: ApiCall) =>
        thread({
          status: 'answered',
          messages: [
            ...thread().messages,
            {
              id: 2,
              author: 'staff',
              text: (call.body as { text: string }).text,
              images: [],
              createdAt: '2026-03-01T09:00:00.000Z',
            },
          ],
        }),
      'POST /api/staff/feedback/12/close': thread({ status: 'closed' }),
    });
    const { router } = renderApp('/feedback');
    fireEvent.click(await screen.findByRole('button', { name: 'Open feedback #12' }, { timeout: 45_000 }));
    await waitFor(() => expect(currentUrl(router)).toBe('/feedback?id=12'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('wx: gamer')).toBeTruthy();
    expect(await within(drawer).findByAltText('Image 1')).toBeTruthy();
    expect(api.callsTo(`GET /api/staff/feedback/12/images/${IMAGE_ID}`)).toHaveLength(1);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    expect(await within(drawer).findByText('Write a reply')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Reply to the user'), {
      target: { value: 'The second payment is refunded.' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    expect(await within(drawer).findByText('The second payment is refunded.')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/feedback/12/reply')[0]?.body).toEqual({
      text: 'The second payment is refunded.',
    });

    fireEvent.click(within(drawer).getByRole('button', { name: /Close feedback/ }));
    const [confirm] = await screen.findAllByText('Close this feedback?');
    const dialog = confirm?.closest('.ant-modal') as HTMLElement;
    expect(api.callsTo('POST /api/staff/feedback/12/close')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close feedback' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/feedback/12/close')).toHaveLength(1));
    expect(await within(drawer).findByText('Closed')).toBeTruthy();
  });

  it('shows an error with a retry when the inbox cannot load', async () => {
    let failed = false;
    stub(['operator'], {
      'GET /api/staff/feedback': () => {
        if (!failed) {
          failed = true;
          return new Response(JSON.stringify({ code: 403, msg: 'Not allowed here.', data: null }), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return { rows: [summary()], total: 1, pageNum: 1, pageSize: 20 };
      },
    });
    renderApp('/feedback');
    expect(await screen.findByText('The feedback could not be loaded', {}, { timeout: 45_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('I paid twice for order 1024.')).toBeTruthy();
  });
});
