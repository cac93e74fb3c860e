import type { Profile } from '@gs/shared/identity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  BUYER_IMAGE,
  buildClaim,
  buildClaimMessage,
  buildOrderClaims,
} from '../../features/claims/testing/claim-fixtures';
import { answerOrders, buildOrderDetail, logIn } from '../../features/orders/testing/order-fixtures';
import { i18n } from '../../lib/i18n';
import * as privateImage from '../../lib/private-image';
import { type Answer, type ApiCall, envelopeResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Uploads go through XMLHttpRequest (progress events), which the fake fetch cannot answer: the upload is replaced.
let uploadMock: MockInstance<typeof privateImage.uploadPrivateImage>;

const completed = buildOrderDetail({
  status: 'completed',
  delivered: true,
  amounts: { ...buildOrderDetail().amounts, paid: 110_800 },
});
// The account's own profile, unmasked: its phone prefills the claim's contact phone.
const profile: Profile = {
  userId: 7,
  nickName: 'Player',
  avatar: '',
  phone: '13812345678',
  gender: 'unknown',
  qq: '',
  wechat: '',
  roles: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  realName: { status: 'none', name: null, idNumber: null, verifiedAt: null },
  realNameTwo: { status: 'none', reason: null, submittedAt: null },
};

/** The fake API: the frame, order 41 (completed), my profile, and `answers` (the claims calls). */
function answer(answers: Record<string, Answer>) {
  return answerOrders({
    'GET /api/order/41': completed,
    'GET /api/system/user/profile/new': profile,
    ...answers,
  });
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
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
  logIn();
  uploadMock = vi.spyOn(privateImage, 'uploadPrivateImage');
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('claims on the order page', () => {
  it('says why no claim can be opened when the window is closed', { timeout: 60_000 }, async () => {
    answer({
      'GET /api/order/41/claims': buildOrderClaims({
        window: { allowed: false, reason: 'The guarantee of this order ended on 10 March.', until: null },
      }),
    });
    renderApp('/pages/order/orderDetail?id=41');
    const card = await screen.findByRole('region', { name: 'After-sale' }, { timeout: 30_000 });
    expect(within(card).getByText('The guarantee of this order ended on 10 March.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open a claim' })).toBeNull();
  });

  it('validates the claim form, keeps it on a server refusal, and posts the right body', {
    timeout: 60_000,
  }, async () => {
    const posts: unknown[] = [];
    const failures: Answer[] = [
      envelopeResponse(400, 'Invalid request', null, {
        errorCode: 'VALIDATION_FAILED',
        fields: [{ field: 'body.text', message: 'Say more about what happened' }],
      }),
    ];
    const api = answer({
      'GET /api/order/41/claims': buildOrderClaims(),
      'POST /api/order/41/claims': (call: ApiCall) => {
        posts.push(call.body);
        return failures.shift() ?? buildClaim();
      },
      'GET /api/claims/5': buildClaim(),
    });
    uploadMock.mockResolvedValue({ id: BUYER_IMAGE, ref: `private:${BUYER_IMAGE}`, width: 40, height: 24, size: 100 });
    renderApp('/pages/order/orderDetail?id=41');
    expect(await screen.findByText(/You can open a claim until/, undefined, { timeout: 30_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open a claim' }));
    const drawer = await screen.findByRole('dialog', { name: 'Open a claim' });

    // The contact phone is prefilled with the account's own (unmasked) phone.
    await waitFor(() =>
      expect((within(drawer).getByLabelText('Contact phone') as HTMLInputElement).value).toBe('13812345678'),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Submit claim' }));
    expect(await within(drawer).findByText('Choose what happened')).toBeTruthy();
    expect(within(drawer).getByText('Describe the problem', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(posts).toHaveLength(0);

    await choose('What happened', 'Account retrieved by the seller');
    fireEvent.change(within(drawer).getByLabelText('Describe the problem'), { target: { value: 'Taken back' } });
    expect(within(drawer).getByText('10 / 1000')).toBeTruthy();
    const input = drawer.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['png'], 'shot.png', { type: 'image/png' })] } });
    await within(drawer).findByRole('img', { name: 'Screenshot 1' });
    expect(uploadMock).toHaveBeenCalledWith(expect.any(File), 'claim', expect.anything());

    fireEvent.click(within(drawer).getByRole('button', { name: 'Submit claim' }));
    expect(await within(drawer).findByText('Say more about what happened')).toBeTruthy();
    expect((within(drawer).getByLabelText('Describe the problem') as HTMLTextAreaElement).value).toBe('Taken back');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    const body = { reason: 'retrieved', text: 'Taken back', imageIds: [BUYER_IMAGE], contactPhone: '13812345678' };
    expect(posts).toEqual([body, body]);
    // The order is fetched again: its state follows the claim.
    await waitFor(() => expect(api.callsTo('GET /api/order/41').length).toBeGreaterThan(1));
  });

  it('shows the claim with its thread, asks the buyer for more, and takes a reply', { timeout: 60_000 }, async () => {
    const waiting = buildClaim({
      state: 'waiting_buyer',
      messages: [
        buildClaimMessage({ images: [] }),
        buildClaimMessage({ id: 2, author: 'seller', text: 'I never appealed.', images: [], imagesHidden: 1 }),
        buildClaimMessage({ id: 3, author: 'staff', text: 'Please send the appeal notice.', images: [] }),
      ],
    });
    const api = answer({
      'GET /api/order/41': buildOrderDetail({ status: 'after_sale' }),
      'GET /api/order/41/claims': buildOrderClaims({
        rows: [waiting],
        window: { allowed: false, reason: 'A claim on this order is open.', until: null },
      }),
      'GET /api/claims/5': waiting,
      'POST /api/claims/5/messages': buildClaim({ state: 'in_review' }),
    });
    renderApp('/pages/order/orderDetail?id=41');
    const thread = await screen.findByRole('list', { name: 'Messages' }, { timeout: 30_000 });
    expect(
      screen.getByText('Customer service needs more from you: answer below with details or screenshots.'),
    ).toBeTruthy();
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(' · ')[0])).toEqual(['You', 'Seller', 'Customer service']);
    expect(within(thread).getByText('Please send the appeal notice.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Here is the notice.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/claims/5/messages').map((call) => call.body)).toEqual([
        { text: 'Here is the notice.', imageIds: [] },
      ]),
    );
  });
});
