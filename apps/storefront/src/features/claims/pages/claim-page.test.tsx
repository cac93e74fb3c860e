import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { setToken, setUserInfo } from '../../../lib/storage';
import { type Answer, frameAnswers, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { BUYER_IMAGE, buildClaim, buildClaimMessage } from '../testing/claim-fixtures';

const IMAGE_PATH = `/api/claims/5/images/${BUYER_IMAGE}`;

function answer(answers: Record<string, Answer>) {
  return stubApi({
    ...frameAnswers(),
    'POST /api/web/save/tenantBrowse': { recorded: true },
    [`GET ${IMAGE_PATH}`]: () => new Response('x', { headers: { 'Content-Type': 'image/webp' } }),
    ...answers,
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName: 'Player', avatar: '' });
  // The fetched image is shown through an object URL (restored after each test: vitest runs with isolate:false).
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/claim-image');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a claim’s page (/pages/other/shouhouDetail)', () => {
  it('shows the buyer their images fetched with their token, and withdraws only after confirming', {
    timeout: 60_000,
  }, async () => {
    const api = answer({
      'GET /api/claims/5': buildClaim(),
      'POST /api/claims/5/withdraw': buildClaim({ state: 'withdrawn' }),
    });
    renderApp('/pages/other/shouhouDetail?id=5');
    await screen.findByRole('list', { name: 'Messages' }, { timeout: 30_000 });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'You: image 1' }).getAttribute('src')).toBe(
        'blob:http://localhost/claim-image',
      ),
    );
    expect(api.callsTo(`GET ${IMAGE_PATH}`)[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(screen.getByText('Contact phone 13812345678')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this claim?' });
    expect(within(dialog).getByText(/the order goes back to where it was/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep claim' }));
    expect(api.callsTo('POST /api/claims/5/withdraw')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw claim' }));
    const again = await waitFor(() => {
      const fresh = screen.getAllByRole('dialog').find((element) => element !== dialog);
      if (!fresh) throw new Error('no new dialog yet');
      return fresh;
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.callsTo('POST /api/claims/5/withdraw')).toHaveLength(1));
    expect(await screen.findByText('You withdrew this claim.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw claim' })).toBeNull();
  });

  it('shows the seller the deadline and how many buyer images are hidden, and takes their answer', {
    timeout: 60_000,
  }, async () => {
    const asSeller = buildClaim({
      role: 'seller',
      state: 'waiting_buyer',
      contactPhone: null,
      messages: [buildClaimMessage({ images: [], imagesHidden: 2 })],
    });
    const api = answer({
      'GET /api/claims/5': asSeller,
      'POST /api/claims/5/messages': buildClaim({
        role: 'seller',
        contactPhone: null,
        messages: [
          ...asSeller.messages,
          buildClaimMessage({ id: 2, author: 'seller', text: 'I never appealed.', images: [] }),
        ],
      }),
    });
    renderApp('/pages/other/shouhouDetail?id=5');
    const thread = await screen.findByRole('list', { name: 'Messages' }, { timeout: 30_000 });
    expect(within(thread).getByText('2 images not shared with you')).toBeTruthy();
    expect(within(thread).getByText(/^Buyer ·/)).toBeTruthy();
    expect(within(thread).queryByRole('img')).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/api/claims/5/images/'))).toBe(false);
    expect(screen.getByText(/^Please answer by .*; a later answer is marked late\.$/)).toBeTruthy();
    expect(screen.queryByText(/Contact phone/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw claim' })).toBeNull();
    // Staff wait for the buyer: the seller reads it so (tag and the review step), never "waiting for you".
    expect(screen.getAllByText('Waiting for the buyer')).toHaveLength(2);
    expect(screen.queryByText('Waiting for you')).toBeNull();

    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'I never appealed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/claims/5/messages').map((call) => call.body)).toEqual([
        { text: 'I never appealed.', imageIds: [] },
      ]),
    );
    expect(await within(thread).findByText(/^You ·/)).toBeTruthy();
  });
});
