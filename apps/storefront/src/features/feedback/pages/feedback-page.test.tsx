import type { FeedbackPage as FeedbackListPage, FeedbackSummary, FeedbackThread } from '@gs/shared/feedback';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import * as privateImage from '../../../lib/private-image';
import { setToken, setUserInfo } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, frameAnswers, stubApi } from '../../../test/fake-api';
import { currentUrl, renderRoutes } from '../../../test/render-routes';
import { FeedbackPage } from './feedback-page';

// Uploads go through XMLHttpRequest (progress events), which the fake fetch cannot answer: the upload is replaced.
let uploadMock: MockInstance<typeof privateImage.uploadPrivateImage>;

const IMAGE_ID = '0b6f4c8e-3d2a-4c1b-9e8f-7a6b5c4d3e2f';
const REF = `private:${IMAGE_ID}`;
const PRIVATE_IMAGE = `GET /api/upload/private/${IMAGE_ID}`;

function buildSummary(overrides: Partial<FeedbackSummary> = {}): FeedbackSummary {
  return {
    id: 12,
    category: 'payment',
    status: 'answered',
    excerpt: 'I paid twice for order 1024.',
    messageCount: 2,
    createdAt: '2026-03-01T08:00:00.000Z',
    lastActivityAt: '2026-03-01T09:00:00.000Z',
    unread: true,
    ...overrides,
  };
}

function buildThread(overrides: Partial<FeedbackThread> = {}): FeedbackThread {
  return {
    ...buildSummary({ unread: false }),
    contact: 'wx: gamer',
    messages: [
      {
        id: 1,
        author: 'user',
        text: 'I paid twice for order 1024.',
        images: [IMAGE_ID],
        createdAt: '2026-03-01T08:00:00.000Z',
      },
      {
        id: 2,
        author: 'staff',
        text: 'The second payment is refunded.',
        images: [],
        createdAt: '2026-03-01T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

type PostAnswer = (call: ApiCall) => unknown;

/**
 * The fake API of the page: the frame, the unread count, thread 12 and its image, the list (`list`), and the
 * feedback POSTs answered by `post` (a Response for a refusal).
 */
function answer(
  options: { list?: FeedbackListPage | (() => FeedbackListPage | Response); unread?: number; post?: PostAnswer } = {},
) {
  const list = options.list ?? pageOf([buildSummary()]);
  return stubApi({
    ...frameAnswers(),
    'GET /api/account/problem/unread': { unread: options.unread ?? 1 },
    'GET /api/account/problem/12': buildThread(),
    [PRIVATE_IMAGE]: () => new Response('x', { headers: { 'Content-Type': 'image/webp' } }),
    'GET /api/account/problem/list': () => (typeof list === 'function' ? list() : list),
    'POST /api/account/problem': (call: ApiCall) => options.post?.(call),
    'POST /api/account/problem/12/reply': (call: ApiCall) => options.post?.(call),
  });
}

const pageOf = (rows: FeedbackSummary[]): FeedbackListPage => ({ rows, total: rows.length, pageNum: 1, pageSize: 10 });

/** The page alone in a router at `path`, inside antd's App (messages, modals) as the layout gives it. */
const renderFeedback = (path: string) =>
  renderRoutes(
    [
      {
        path: paths.feedback,
        element: (
          <App>
            <FeedbackPage />
          </App>
        ),
      },
    ],
    path,
  );

async function choose(label: string, option: string) {
  // The first render loads the page's lazy chunks, slow on a loaded machine.
  fireEvent.mouseDown(await screen.findByLabelText(label, undefined, { timeout: 30_000 }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === option && !element.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName: 'Player', avatar: '' });
  uploadMock = vi
    .spyOn(privateImage, 'uploadPrivateImage')
    .mockImplementation(() => Promise.reject(new Error('not answered in this test')));
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('FeedbackPage', () => {
  it('sends feedback with a privately uploaded screenshot, then opens the new thread', {
    timeout: 60_000,
  }, async () => {
    const api = answer({ post: () => buildThread({ status: 'open', messages: buildThread().messages.slice(0, 1) }) });
    uploadMock.mockResolvedValue({ id: IMAGE_ID, ref: REF, width: 40, height: 24, size: 100 });
    const { router, container } = renderFeedback('/pages/other/fankui');

    await choose('Category', 'Payment');
    fireEvent.change(await screen.findByLabelText('Description'), {
      target: { value: 'I paid twice for order 1024.' },
    });
    expect(screen.getByText('28 / 1000')).toBeTruthy();
    const input = container.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['png'], 'shot.png', { type: 'image/png' })] } });
    await screen.findByRole('img', { name: 'Screenshot 1' });
    expect(uploadMock).toHaveBeenCalledWith(expect.any(File), 'feedback', expect.anything());
    fireEvent.change(screen.getByLabelText('Contact (optional)'), { target: { value: 'wx: gamer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

    await waitFor(() =>
      expect(api.callsTo('POST /api/account/problem').map((call) => call.body)).toEqual([
        { category: 'payment', text: 'I paid twice for order 1024.', images: [REF], contact: 'wx: gamer' },
      ]),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/fankui?tab=mine&page=1&id=12'));
    expect(await screen.findByText('The second payment is refunded.')).toBeTruthy();
  });

  it('keeps what was typed when sending fails and shows the server’s messages', async () => {
    const failures = [
      envelopeResponse(400, 'Invalid request', null, {
        errorCode: 'VALIDATION_FAILED',
        fields: [{ field: 'body.text', message: 'Describe the problem better' }],
      }),
      envelopeResponse(429, 'You have sent 5 feedback messages in the last hour.', null, { errorCode: 'RATE_LIMITED' }),
    ];
    answer({ post: () => failures.shift() });
    renderFeedback('/pages/other/fankui');
    await choose('Category', 'Other');
    fireEvent.change(await screen.findByLabelText('Description'), { target: { value: 'Something odd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Describe the problem better')).toBeTruthy();
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Something odd');

    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('You have sent 5 feedback messages in the last hour.')).toBeTruthy();
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Something odd');
  });

  it('asks for a category and a description before sending', async () => {
    const api = answer();
    renderFeedback('/pages/other/fankui');
    fireEvent.click(await screen.findByRole('button', { name: 'Send feedback' }, { timeout: 30_000 }));
    expect(await screen.findByText('Choose a category')).toBeTruthy();
    expect(await screen.findByText('Describe the problem')).toBeTruthy();
    expect(api.callsTo('POST /api/account/problem')).toEqual([]);
  });

  it('lists my feedback with the unread mark, opens a thread with the staff reply and sends a follow-up', async () => {
    const api = answer({
      unread: 1,
      post: () =>
        buildThread({
          status: 'open',
          messages: [
            ...buildThread().messages,
            { id: 3, author: 'user', text: 'Thanks!', images: [], createdAt: '2026-03-01T10:00:00.000Z' },
          ],
        }),
    });
    const { router } = renderFeedback('/pages/other/fankui?tab=mine');
    const list = await screen.findByRole('list', { name: 'My feedback' });
    expect(within(list).getByText('New reply')).toBeTruthy();
    expect(within(list).getByText('Replied')).toBeTruthy();
    expect(screen.getByTitle('1 new reply')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: /Open Payment/ }));
    await waitFor(() => expect(currentUrl(router)).toContain('id=12'));
    const messages = await screen.findByRole('list', { name: 'Conversation' });
    expect(within(messages).getByText('The second payment is refunded.')).toBeTruthy();
    expect(within(messages).getByText(/Customer service/)).toBeTruthy();
    // The message's image is fetched from the private store, with the token.
    await waitFor(() =>
      expect(api.callsTo(PRIVATE_IMAGE).map(({ headers }) => headers.get('Token'))).toContain('tok-1'),
    );

    fireEvent.change(screen.getByLabelText('Add a reply'), { target: { value: 'Thanks!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/account/problem/12/reply').map((call) => call.body)).toEqual([{ text: 'Thanks!' }]),
    );
    expect(await within(messages).findByText('Thanks!')).toBeTruthy();
  });

  it('shows the empty state with a way to write, and a retry after a failed load', async () => {
    answer({ list: pageOf([]), unread: 0 });
    const { router } = renderFeedback('/pages/other/fankui?tab=mine');
    expect(await screen.findByText('You have not sent any feedback yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(currentUrl(router)).toContain('tab=write'));

    let calls = 0;
    answer({
      list: () => {
        calls += 1;
        if (calls === 1) return envelopeResponse(400, 'Bad request');
        return pageOf([buildSummary({ unread: false })]);
      },
    });
    const second = renderFeedback('/pages/other/fankui?tab=mine');
    expect(await screen.findByText('Your feedback could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'My feedback' })).toBeTruthy();
    second.unmount();
  });
});
