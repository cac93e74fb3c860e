import type { StaffOrderDetail, StaffOrderRow } from '@gs/shared/staff-orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

const row: StaffOrderRow = {
  id: 5,
  orderNo: 'DD20261125000005',
  status: 'in_trade',
  goodsId: 50,
  goodsNumber: 'G0050',
  title: 'Diamond account with 120 skins',
  cover: '',
  gameId: 3,
  kind: 'self_operated',
  guarantee: 'none',
  payMode: 'full',
  amounts: {
    price: 100_000,
    guaranteeFee: 0,
    serviceFee: 2_000,
    total: 102_000,
    deposit: 0,
    balance: 102_000,
    paid: 102_000,
    refunded: 0,
  },
  delivered: false,
  evaluated: false,
  createdAt: '2026-11-25T08:00:00.000Z',
  expiresAt: null,
  autoConfirmAt: null,
  buyerUserId: 41,
  sellerUserId: null,
  origin: 'purchase',
  buyerPhone: '139****0001',
  sellerName: null,
};

function detail(overrides: Partial<StaffOrderDetail> = {}): StaffOrderDetail {
  return {
    ...row,
    history: [
      { from: null, to: 'pending_payment', actor: 'buyer', note: '', at: '2026-11-25T08:00:00.000Z' },
      {
        from: 'pending_payment',
        to: 'in_trade',
        actor: 'gateway',
        note: 'Full payment received',
        at: '2026-11-25T08:01:00.000Z',
      },
    ],
    rebinding: [
      { step: 'phone', done: true, note: '', updatedAt: null },
      { step: 'email', done: false, note: '', updatedAt: null },
    ],
    payments: [],
    credentialsAvailable: true,
    closeReason: '',
    role: 'staff',
    origin: 'purchase',
    buyerUserId: 41,
    buyerPhone: '139****0001',
    sellerUserId: null,
    refundable: 102_000,
    ledger: [
      { postingId: 9, kind: 'payment', account: 'buyer', userId: 41, amount: -102_000, at: '2026-11-25T08:01:00.000Z' },
      {
        postingId: 9,
        kind: 'payment',
        account: 'escrow',
        userId: null,
        amount: 102_000,
        at: '2026-11-25T08:01:00.000Z',
      },
    ],
    rebindProgress: { done: 1, total: 2 },
    afterSale: null,
    allowedActions: ['deliver', 'refund', 'after_sale', 'rebind', 'credentials'],
    relistAllowed: true,
    ...overrides,
  };
}

function stub(answers: Record<string, unknown> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(['operator']),
    'GET /api/web/game/Type': [
      {
        id: 3,
        name: 'Honor of Kings',
        keyword: '',
        icon: '',
        type: 'mobile',
        initial: 'H',
        hot: true,
        listingCount: 1,
      },
    ],
    'GET /api/staff/orders': { rows: [row], total: 41, pageNum: 1, pageSize: 20 },
    'GET /api/staff/orders/5/notes': { rows: [] },
    ...answers,
  });
}

afterEach(() => vi.unstubAllGlobals());

/** The open dialog (a modal or a confirmation) showing `text`. */
const dialogWith = async (text: string) =>
  (await screen.findAllByText(text))[0]?.closest('.ant-modal-wrap, .ant-modal') as HTMLElement;
const drawer = async () => (await screen.findByText('Order DD20261125000005')).closest('.ant-drawer') as HTMLElement;

describe('the orders table', () => {
  it('asks the server for the page, sort and filters of the URL', async () => {
    const api = stub();
    renderApp('/orders?status=in_trade&buyer=13900000001&min=10&sort=amount&order=asc&pageNum=2');
    // The first screen of the file loads its lazy chunk: slower on a busy machine.
    expect(await screen.findByText('DD20261125000005', undefined, { timeout: 30_000 })).toBeTruthy();
    const query = api.callsTo('GET /api/staff/orders')[0]?.query;
    expect(query?.get('status')).toBe('in_trade');
    expect(query?.get('buyer')).toBe('13900000001');
    expect(query?.get('amountMin')).toBe('1000');
    expect(query?.get('sort')).toBe('amount');
    expect(query?.get('order')).toBe('asc');
    expect(query?.get('pageNum')).toBe('2');
    expect(screen.getByText('139****0001')).toBeTruthy();
    expect(screen.getByText('41 orders')).toBeTruthy();
  });

  it('writes submitted filters to the URL (back to page 1) and asks again with them', async () => {
    const api = stub();
    const { router } = renderApp('/orders?pageNum=3');
    await screen.findByText('DD20261125000005');
    fireEvent.change(screen.getByLabelText('Buyer'), { target: { value: '41' } });
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'DD1' } });
    fireEvent.change(screen.getByLabelText('Total to (¥)'), { target: { value: '99.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/orders?buyer=41&orderNo=DD1&max=99.5'));
    await waitFor(() => {
      const last = api.callsTo('GET /api/staff/orders').at(-1)?.query;
      expect(last?.get('buyer')).toBe('41');
      expect(last?.get('amountMax')).toBe('9950');
      expect(last?.get('pageNum')).toBe('1');
    });
  });

  it('refuses a buyer that is neither a phone nor an id, without asking', async () => {
    const api = stub();
    const { router } = renderApp('/orders');
    await screen.findByText('DD20261125000005');
    fireEvent.change(screen.getByLabelText('Buyer'), { target: { value: 'bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter an 11-digit phone number or a user ID')).toBeTruthy();
    expect(currentUrl(router)).toBe('/orders');
    expect(api.callsTo('GET /api/staff/orders')).toHaveLength(1);
  });

  it('shows what fits 1440 px by default; the column settings show or hide a column and remember it', async () => {
    stub();
    renderApp('/orders');
    await screen.findByText('DD20261125000005');
    // Paid, refunded, delivered and origin are in the drawer: hidden until asked for, so the table fits unscrolled.
    for (const name of ['Paid', 'Refunded', 'Delivered', 'Origin']) {
      expect(screen.queryByRole('columnheader', { name })).toBeNull();
    }
    const table = screen.getByRole('columnheader', { name: 'Actions' }).closest('table') as HTMLElement;
    expect(Number.parseInt(table.style.width, 10)).toBeLessThanOrEqual(1120);

    fireEvent.click(screen.getByRole('button', { name: /Columns/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Origin' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Origin' })).toBeTruthy());
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Game' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Game' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('backoffice.orders.hiddenColumns') ?? '[]')).toEqual([
      'game',
      'paid',
      'refunded',
      'delivered',
    ]);
  });

  it('keeps the columns the user chose over the defaults', async () => {
    localStorage.setItem('backoffice.orders.hiddenColumns', '[]');
    stub();
    renderApp('/orders');
    await screen.findByText('DD20261125000005');
    expect(screen.getByRole('columnheader', { name: 'Origin' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Paid' })).toBeTruthy();
  });

  it('shows the seller, cuts the account title with the whole title on hover, keeps the actions on the right', async () => {
    const long = 'Diamond account with 120 skins, every hero, two legendary mounts and a rare guild title';
    stub({
      'GET /api/staff/orders': {
        rows: [
          { ...row, title: long, sellerUserId: 77, sellerName: 'Lucky Seller' },
          { ...row, id: 6, orderNo: 'DD20261125000006', sellerName: null },
        ],
        total: 2,
        pageNum: 1,
        pageSize: 20,
      },
    });
    const { router } = renderApp('/orders');
    const title = await screen.findByText(long);
    expect(screen.getByRole('columnheader', { name: 'Seller' })).toBeTruthy();
    const [first, second] = screen.getAllByRole('row').filter((tr) => tr.getAttribute('data-row-key'));
    expect(within(first as HTMLElement).getByText('Lucky Seller')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('The shop')).toBeTruthy();

    // One line, no native title: the tooltip shows the whole title.
    const cell = title.closest('td') as HTMLElement;
    expect(cell.className).toContain('ant-table-cell-ellipsis');
    expect(cell.querySelector('[title]')).toBeNull();
    fireEvent.mouseEnter(title);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', long);

    // The actions stay on the right; the table scrolls inside its card rather than the page.
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actions.className).toMatch(/ant-table-cell-fix-(right|end)/);
    const table = actions.closest('table') as HTMLElement;
    expect(Number.parseInt(table.style.width, 10)).toBeGreaterThan(1000);
    expect(table.closest('.ant-table-content, .ant-table-body')).toBeTruthy();

    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Handle order DD20261125000006' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/orders?id=6'));
  });

  it('opens the clicked order in the drawer by ?id=', async () => {
    stub({ 'GET /api/staff/orders/5': detail() });
    const { router } = renderApp('/orders?status=in_trade');
    fireEvent.click(await screen.findByText('Diamond account with 120 skins'));
    await waitFor(() => expect(currentUrl(router)).toBe('/orders?status=in_trade&id=5'));
    const panel = await drawer();
    expect(within(panel).getByText('1 of 2 done')).toBeTruthy();
    expect(within(panel).getByText('Escrow')).toBeTruthy();
  });
});

describe('the order drawer', () => {
  it('offers only the actions the server allows', async () => {
    stub({
      'GET /api/staff/orders/5': detail({ status: 'completed', delivered: true, allowedActions: ['after_sale'] }),
    });
    renderApp('/orders?id=5');
    const panel = await drawer();
    expect(within(panel).getByRole('button', { name: 'Open a claim for the buyer' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Deliver' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(within(panel).getByText('No credentials are stored for this account yet.')).toBeTruthy();
  });

  it('opens a claim for the buyer with its reason and points to the claims queue', async () => {
    let current = detail({ status: 'completed', delivered: true, allowedActions: ['after_sale'] });
    const api = stub({
      'GET /api/staff/orders/5': () => current,
      'POST /api/staff/orders/5/after-sale': () => {
        current = detail({
          status: 'after_sale',
          delivered: true,
          allowedActions: [],
          afterSale: {
            from: 'completed',
            to: 'after_sale',
            actor: 'staff',
            note: 'Buyer called',
            at: '2026-11-26T08:00:00.000Z',
          },
        });
        return row;
      },
    });
    renderApp('/orders?id=5');
    const panel = await drawer();
    fireEvent.click(within(panel).getByRole('button', { name: 'Open a claim for the buyer' }));
    const [title] = await screen.findAllByText('Open a claim for the buyer', { selector: '.ant-modal-title' });
    const modal = title?.closest('.ant-modal') as HTMLElement;
    expect(within(modal).getByText(/decide it on the Claims screen/)).toBeTruthy();
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Claim reason' }));
    fireEvent.click(await screen.findByTitle('Account banned'));
    fireEvent.change(within(modal).getByLabelText('What the buyer reports'), { target: { value: 'Buyer called' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Open the claim' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/orders/5/after-sale')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/orders/5/after-sale')[0]?.body).toEqual({
      claimReason: 'banned',
      reason: 'Buyer called',
    });
    expect(await within(panel).findByRole('link', { name: 'Go to the claims queue' })).toBeTruthy();
  });

  it('delivers with the vault’s credentials and refreshes the order', async () => {
    let current = detail({
      rebinding: [
        { step: 'phone', done: true, note: '', updatedAt: null },
        { step: 'email', done: true, note: '', updatedAt: null },
      ],
      rebindProgress: { done: 2, total: 2 },
    });
    const api = stub({
      'GET /api/staff/orders/5': () => current,
      'POST /api/staff/orders/5/deliver': () => {
        current = detail({ delivered: true, allowedActions: ['refund', 'after_sale', 'rebind', 'credentials'] });
        return { ...row, delivered: true };
      },
    });
    renderApp('/orders?id=5');
    fireEvent.click(within(await drawer()).getByRole('button', { name: 'Deliver' }));
    const dialog = await dialogWith('Deliver the account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/orders/5/deliver')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/orders/5/deliver')[0]?.body).toEqual({});
    await waitFor(() =>
      expect(
        within(screen.getByText('Order DD20261125000005').closest('.ant-drawer') as HTMLElement).queryByRole('button', {
          name: 'Deliver',
        }),
      ).toBeNull(),
    );
  });

  it('asks before delivering with rebinding steps unfinished, naming them, and sends the confirmation', async () => {
    const api = stub({
      'GET /api/staff/orders/5': detail({
        rebinding: [
          { step: 'phone', done: true, note: '', updatedAt: null },
          { step: 'email', done: false, note: '', updatedAt: null },
          { step: 'security_lock', done: false, note: '', updatedAt: null },
        ],
        rebindProgress: { done: 1, total: 3 },
      }),
      'POST /api/staff/orders/5/deliver': { ...row, delivered: true },
    });
    renderApp('/orders?id=5');
    fireEvent.click(within(await drawer()).getByRole('button', { name: 'Deliver' }));
    const dialog = await dialogWith('Deliver the account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    const confirm = await dialogWith('Deliver with the rebinding unfinished?');
    expect(within(confirm).getByText('2 of 3 rebinding steps are not done yet:')).toBeTruthy();
    const steps = within(confirm).getByRole('list', { name: 'Unfinished rebinding steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Email rebound', 'Security lock removed']);
    expect(api.callsTo('POST /api/staff/orders/5/deliver')).toHaveLength(0);

    // Cancelling sends nothing; confirming sends the explicit confirmation.
    const cancelled = within(confirm).getByRole('button', { name: 'Deliver anyway' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /api/staff/orders/5/deliver')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    // The cancelled confirmation may still be fading out: press the new one's button.
    const again = await waitFor(() => {
      const button = screen.getAllByRole('button', { name: 'Deliver anyway' }).find((found) => found !== cancelled);
      if (!button) throw new Error('no new confirmation yet');
      return button;
    });
    fireEvent.click(again);
    await waitFor(() => expect(api.callsTo('POST /api/staff/orders/5/deliver')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/orders/5/deliver')[0]?.body).toEqual({ confirmIncompleteChecklist: true });
    expect(await screen.findByText('The order is delivered')).toBeTruthy();
  });

  it('shows the credentials only after a confirmation that the read is audited, and hides them again', async () => {
    const api = stub({
      'GET /api/staff/orders/5': detail(),
      'GET /api/staff/orders/5/credentials': { login: 'qq123456', password: 'S3cret!', notes: '' },
    });
    renderApp('/orders?id=5');
    fireEvent.click(within(await drawer()).getByRole('button', { name: /Show credentials/ }));
    const confirm = await dialogWith('Reading the credentials is recorded in the audit log under your name.');
    expect(api.callsTo('GET /api/staff/orders/5/credentials')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('S3cret!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Hide credentials/ }));
    await waitFor(() => expect(screen.queryByText('S3cret!')).toBeNull());
    expect(api.callsTo('GET /api/staff/orders/5/credentials')).toHaveLength(1);
  });

  it('adds an internal note', async () => {
    let notes: unknown[] = [];
    const api = stub({
      'GET /api/staff/orders/5': detail(),
      'GET /api/staff/orders/5/notes': () => ({ rows: notes }),
      'POST /api/staff/orders/5/notes': (call: { body: { text: string } }) => {
        notes = [
          { id: 1, authorUserId: 3, authorName: 'Lin', text: call.body.text, createdAt: '2026-11-25T09:00:00.000Z' },
        ];
        return { rows: notes };
      },
    });
    renderApp('/orders?id=5');
    await drawer();
    fireEvent.change(await screen.findByLabelText('Add a note for your colleagues'), {
      target: { value: 'Buyer asked for delivery tonight' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Buyer asked for delivery tonight')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/orders/5/notes')[0]?.body).toEqual({
      text: 'Buyer asked for delivery tonight',
    });
  });
});

describe('the refund modal', () => {
  it('checks a partial amount against what is refundable, confirms, then refunds it with relist and reason', async () => {
    const api = stub({
      'GET /api/staff/orders/5': detail({ refundable: 10_000 }),
      'POST /api/staff/orders/5/refund': { ...row, status: 'refunded' },
    });
    renderApp('/orders?id=5');
    fireEvent.click(within(await drawer()).getByRole('button', { name: 'Refund' }));
    const dialog = await dialogWith('Refund the order');
    fireEvent.click(within(dialog).getByLabelText('In part'));
    fireEvent.change(await within(dialog).findByLabelText('Amount (¥)'), { target: { value: '100.01' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Seller withdrew' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most ¥100.00 can be refunded')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Amount (¥)'), { target: { value: '0' } });
    expect(await within(dialog).findByText('Enter an amount in yuan above zero, e.g. 12.50')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/orders/5/refund')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Amount (¥)'), { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByLabelText('Put the listing back on sale'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const confirm = await dialogWith('Refund ¥12.50?');
    expect(within(confirm).getByText(/The listing goes back on sale/)).toBeTruthy();
    expect(api.callsTo('POST /api/staff/orders/5/refund')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/orders/5/refund')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/orders/5/refund')[0]?.body).toEqual({
      amount: 1_250,
      relist: true,
      reason: 'Seller withdrew',
    });
  });

  it('requires a reason, refuses relisting a recycle order, and shows the server’s refusal on its field', async () => {
    const api = stub({
      'GET /api/staff/orders/5': detail({ origin: 'bid_recycle', relistAllowed: false }),
      'POST /api/staff/orders/5/refund': new Response(
        JSON.stringify({
          code: 422,
          msg: 'The refund is more than the ¥1020.00 held for this order.',
          data: null,
          errorCode: 'BUSINESS_RULE',
          fields: [{ field: 'body.reason', message: 'Held amount changed; reload.' }],
        }),
        { status: 422, headers: { 'Content-Type': 'application/json' } },
      ),
    });
    renderApp('/orders?id=5');
    fireEvent.click(within(await drawer()).getByRole('button', { name: 'Refund' }));
    const dialog = await dialogWith('Refund the order');
    expect((within(dialog).getByLabelText('Put the listing back on sale') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText(/cannot go back on sale/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Give the reason (the buyer sees it)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    fireEvent.click(within(await dialogWith('Refund ¥1,020.00?')).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Held amount changed; reload.')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/orders/5/refund')[0]?.body).toEqual({ relist: false, reason: 'x' });
  });

  it('shows a load failure of the order with a retry', async () => {
    stub({ 'GET /api/staff/orders/5': envelopeResponse(404, 'This order does not exist.') });
    renderApp('/orders?id=5');
    expect(await screen.findByText('This order does not exist.')).toBeTruthy();
    expect(screen.getByText('The order could not be loaded')).toBeTruthy();
  });
});
