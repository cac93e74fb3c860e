import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '../../../test/fake-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { buildDetail, buildListing, findDialog, stubListingsApi } from '../testing/listing-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const first = buildListing({ id: 11, number: 'JS11', title: 'First account in the queue' });
const second = buildListing({ id: 12, number: 'JS12', title: 'Second account in the queue' });

function stubQueue(extra: Record<string, unknown> = {}) {
  return stubListingsApi({
    'GET /api/staff/listings': { rows: [first, second], total: 2, pageNum: 1, pageSize: 20 },
    'GET /api/staff/listings/11': buildDetail({ ...first }),
    'GET /api/staff/listings/12': buildDetail({ ...second, contact: 'WeChat gamer_0012' }),
    'POST /api/staff/listings/11/approve': { id: 11, number: 'JS11', status: 'on_sale' },
    'POST /api/staff/listings/12/reject': { id: 12, number: 'JS12', status: 'rejected' },
    ...extra,
  });
}

describe('the review queue', { timeout: 150_000 }, () => {
  it('asks for the pending listings, previews one, approves it and moves on to the next', async () => {
    const api = stubQueue();
    const { router } = renderApp('/listings/review');
    fireEvent.click(await screen.findByRole('button', { name: 'First account in the queue' }, { timeout: 45_000 }));
    await waitFor(() => expect(currentUrl(router)).toBe('/listings/review?id=11'));
    expect(api.callsTo('GET /api/staff/listings')[0]?.query.get('status')).toBe('pending_review');

    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Original owner, bound phone can be changed.')).toBeTruthy();
    // The contact is masked until asked for.
    expect(within(drawer).getByText('QQ ****78')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show the contact' }));
    expect(within(drawer).getByText('QQ 12345678')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: /Approve/ }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/listings/11/approve')).toHaveLength(1));
    expect(await screen.findByText('JS11 approved: it is on sale now')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/listings/review?id=12'));

    // Esc closes the queue wherever the focus went when the decided listing gave way to the next.
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(currentUrl(router)).toBe('/listings/review'));
  });

  it('rejects from the keyboard with a required reason the seller sees', async () => {
    const api = stubQueue();
    const { router } = renderApp('/listings/review?id=12');
    expect(
      await screen.findByText('Second account in the queue', { selector: 'h2' }, { timeout: 45_000 }),
    ).toBeTruthy();
    fireEvent.keyDown(window, { key: 'r' });
    const modal = await findDialog('Reject this listing');
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(await within(modal).findByText('Enter a reason')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/listings/12/reject')).toHaveLength(0);

    const reason = within(modal).getByRole('textbox', { name: 'Reason (the seller sees it)' });
    fireEvent.change(reason, { target: { value: 'Screenshots do not show the rank' } });
    fireEvent.keyDown(reason, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(api.callsTo('POST /api/staff/listings/12/reject')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/listings/12/reject')[0]?.body).toEqual({
      reason: 'Screenshots do not show the rank',
    });
    expect(await screen.findByText('JS12 rejected: the seller sees the reason')).toBeTruthy();
    // The last of the queue was decided: the one before it opens.
    await waitFor(() => expect(currentUrl(router)).toBe('/listings/review?id=11'));
  });

  it('keeps the reject dialog open with the server’s reason when the listing was already decided', async () => {
    stubQueue({
      'POST /api/staff/listings/12/reject': envelopeResponse(
        409,
        'This listing is no longer waiting for review; reload the queue to see its current state.',
      ),
    });
    renderApp('/listings/review?id=12');
    expect(
      await screen.findByText('Second account in the queue', { selector: 'h2' }, { timeout: 45_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Reject/ }));
    const modal = await findDialog('Reject this listing');
    fireEvent.change(within(modal).getByRole('textbox'), { target: { value: 'Blurry screenshots' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(/no longer waiting for review/)).toBeTruthy();
    expect(await findDialog('Reject this listing')).toBeTruthy();
  });

  it('says so when nothing is waiting', async () => {
    stubListingsApi({ 'GET /api/staff/listings': { rows: [], total: 0, pageNum: 1, pageSize: 20 } });
    renderApp('/listings/review');
    expect(
      await screen.findByText(
        'No listings are waiting for review. New submissions appear here.',
        {},
        { timeout: 45_000 },
      ),
    ).toBeTruthy();
  });
});
