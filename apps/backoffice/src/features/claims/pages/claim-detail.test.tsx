import type { StaffClaimMessageInput } from '@gs/shared/claims';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, envelopeResponse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { claimDetail, IMAGE_ID, stubClaimsApi } from './claim-fixtures';

const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/claim-image');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  // The project runs with isolate: false, so the next file sees whatever is left here.
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.unstubAllGlobals();
});

/** The claim's drawer, once its detail has loaded. */
async function openClaim() {
  const drawer = await screen.findByRole('dialog', {}, { timeout: 45_000 });
  await within(drawer).findByText('The account was taken back by its first owner yesterday.', {}, { timeout: 15_000 });
  return drawer;
}

/** The modal (form or confirmation) whose title is `title`. */
function modalTitled(title: string) {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((modal) =>
      [...modal.querySelectorAll('.ant-modal-title, .ant-modal-confirm-title')].some((e) => e.textContent === title),
    );
    if (!found) throw new Error(`no modal titled ${title}`);
    return found;
  });
}

async function startDecision(drawer: HTMLElement, outcome: string, values: { amount?: string; reason: string }) {
  fireEvent.click(within(drawer).getByRole('button', { name: outcome }));
  const form = await modalTitled(outcome);
  if (values.amount !== undefined) {
    fireEvent.change(within(form).getByLabelText('Amount (yuan)'), { target: { value: values.amount } });
  }
  fireEvent.change(within(form).getByLabelText('Reason (both parties see it)'), { target: { value: values.reason } });
  return form;
}

describe('a claim in the back office', { timeout: 150_000 }, () => {
  it("shows the buyer's case, the seller's record and the whole thread, and writes to it", async () => {
    const api = stubClaimsApi({
      'POST /api/staff/claims/31/messages': (call: ApiCall) => {
        const input = call.body as StaffClaimMessageInput;
        const earlier = claimDetail().messages.map((entry) =>
          entry.id === 1 ? { ...entry, sharedWithSeller: true } : entry,
        );
        return claimDetail({
          state: 'waiting_buyer',
          messages: [
            ...earlier,
            {
              id: 3,
              author: 'staff',
              authorUserId: 3,
              text: input.text,
              images: [],
              imagesHidden: 0,
              audience: input.audience ?? 'both',
              sharedWithSeller: false,
              late: false,
              createdAt: '2026-11-26T10:00:00.000Z',
            },
          ],
        });
      },
    });
    renderApp('/claims?id=31');
    const drawer = await openClaim();
    expect(within(drawer).getByText('139****0001')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'D2026112500077' })).toBeTruthy();

    const seller = within(drawer).getByRole('region', { name: "Seller's record" });
    expect(within(seller).getByText('The seller still owes ¥45.00 from earlier claims.')).toBeTruthy();
    expect(within(seller).getByText('4')).toBeTruthy();
    expect(within(seller).getByText('¥300.00')).toBeTruthy();
    expect(within(seller).getByText(/D2026100100012/)).toBeTruthy();

    const thread = within(drawer).getByRole('list', { name: 'Messages' });
    expect(within(thread).getByText('Here is the email from the game saying the password changed.')).toBeTruthy();
    expect(within(thread).getByText('I never touched the account after the sale.')).toBeTruthy();
    expect(within(thread).getByText('Late answer')).toBeTruthy();
    expect(await within(thread).findByAltText('Image 1')).toBeTruthy();
    expect(api.callsTo(`GET /api/staff/claims/31/images/${IMAGE_ID}`)).toHaveLength(1);
    expect(within(drawer).getByText('Buyer revealed · User #41', { exact: false })).toBeTruthy();

    fireEvent.click(within(thread).getByRole('checkbox', { name: 'Share these images with the seller' }));
    expect(within(drawer).getByText(/shows the images of 1 buyer message to the seller/)).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Message'), {
      target: { value: 'Please send the game’s email in full.' },
    });
    fireEvent.click(within(drawer).getByRole('radio', { name: 'To the buyer only' }));
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /Ask the buyer for more evidence/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/claims/31/messages')).toHaveLength(1));
    expect(await within(thread).findByText('Please send the game’s email in full.')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/claims/31/messages')[0]?.body).toEqual({
      text: 'Please send the game’s email in full.',
      audience: 'buyer',
      askBuyer: true,
      shareMessageIds: [1],
    });
    expect(within(drawer).getByText('Images shared with the seller')).toBeTruthy();
    expect(within(drawer).getAllByText('Waiting for buyer').length).toBeGreaterThan(0);
  });

  it('confirms a compensation naming the amount and who owes it, then sends it in fen', async () => {
    const api = stubClaimsApi({
      'POST /api/staff/claims/31/decide': claimDetail({
        state: 'decided',
        allowedOutcomes: [],
        decision: {
          outcome: 'compensate',
          amountFen: 10_050,
          payTo: 'provider',
          reason: 'Retrieval confirmed by the game.',
          decidedAt: '2026-11-26T10:00:00.000Z',
        },
      }),
    });
    renderApp('/claims?id=31');
    const drawer = await openClaim();
    const form = await startDecision(drawer, 'Compensate', {
      amount: '100.5',
      reason: 'Retrieval confirmed by the game.',
    });
    fireEvent.click(within(form).getByRole('radio', { name: 'Back through the payment provider' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }));

    const confirm = await modalTitled('Compensate: are you sure?');
    expect(
      within(confirm).getByText(
        'Pay ¥100.50 compensation back through the payment provider from the guarantee reserve; the order stays ' +
          'completed. The seller will owe ¥100.50, taken from their held proceeds first and the rest as a recovery debt.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/staff/claims/31/decide')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Decide' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/claims/31/decide')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/claims/31/decide')[0]?.body).toEqual({
      outcome: 'compensate',
      amountFen: 10_050,
      payTo: 'provider',
      reason: 'Retrieval confirmed by the game.',
    });
    expect(
      await within(drawer).findByText('Decided: Compensate · ¥100.50 · Back through the payment provider'),
    ).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Compensate' })).toBeNull();
  });

  it('refuses a partial refund above what the buyer paid before asking the server', async () => {
    const api = stubClaimsApi();
    renderApp('/claims?id=31');
    const drawer = await openClaim();
    const form = await startDecision(drawer, 'Partial refund', { amount: '120.01', reason: 'Half the skins missing.' });
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText('At most ¥120.00 (what the buyer paid)')).toBeTruthy();
    expect(screen.queryByText('Partial refund: are you sure?')).toBeNull();
    expect(api.callsTo('POST /api/staff/claims/31/decide')).toHaveLength(0);
  });

  it('shows that the claim was decided meanwhile and reloads it', async () => {
    let decided = false;
    const api = stubClaimsApi({
      'GET /api/staff/claims/31': () =>
        decided
          ? claimDetail({
              state: 'decided',
              allowedOutcomes: [],
              decision: {
                outcome: 'reject',
                amountFen: null,
                payTo: null,
                reason: 'No proof of retrieval.',
                decidedAt: '2026-11-26T09:30:00.000Z',
              },
            })
          : claimDetail(),
      'POST /api/staff/claims/31/decide': () => {
        decided = true;
        return envelopeResponse(409, 'This claim has been decided already.');
      },
    });
    renderApp('/claims?id=31');
    const drawer = await openClaim();
    const form = await startDecision(drawer, 'Refund in full', { reason: 'Retrieved.' });
    expect(within(form).getByText('Everything the buyer paid, ¥120.00, goes back.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    const confirm = await modalTitled('Refund in full: are you sure?');
    expect(
      within(confirm).getByText(
        /^Refund ¥120\.00 to the buyer through the payment provider from the guarantee reserve/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Decide' }));
    expect(await within(form).findByText('This claim has been decided already.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/staff/claims/31').length).toBeGreaterThan(1));
    expect(await within(drawer).findByText('Decided: Reject')).toBeTruthy();
  });
});
