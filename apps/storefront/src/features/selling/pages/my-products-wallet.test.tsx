import { type WalletEntry, type WalletSummary, walletEntryKinds } from '@gs/shared/wallet';
import { formatDateTime } from '@gs/web/format-date';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { envelopeResponse } from '../../../test/fake-api';
import {
  buildWalletEntry,
  buildWalletSummary,
  buildWithdrawal,
  logInSeller,
  myConsignmentPageOf,
  pageOf,
  stubMyProductsApi,
} from '../testing/my-products-fixtures';
import { renderMyProducts } from '../testing/render-page';
import { walletEntryLabels } from '../utils/my-product-status';

let api: ReturnType<typeof stubMyProductsApi>;
const WITHDRAW = 'POST /api/wallet/withdrawals';
const withdrawals = () => api.callsTo(WITHDRAW).map((call) => call.body);

const defaultHistory = [
  buildWalletEntry({ id: 1 }),
  buildWalletEntry({
    id: 2,
    kind: 'withdrawal_requested',
    amountFen: -20_000,
    orderId: null,
    orderNumber: null,
    withdrawalId: 9,
  }),
];

/**
 * The fake API of the wallet; a withdrawal is answered by `withdraw` (a Response for a refusal), the history's first
 * page by `history`.
 */
function answerWallet(summary: Partial<WalletSummary> = {}, withdraw: unknown = null, history = defaultHistory) {
  api = stubMyProductsApi({
    'GET /api/need/myConsignment': myConsignmentPageOf([]),
    'GET /api/wallet': buildWalletSummary(summary),
    [WITHDRAW]: withdraw,
    'GET /api/wallet/history': (params: Record<string, string>) =>
      pageOf(history, history.length, Number(params.pageNum), Number(params.pageSize)),
    'GET /api/wallet/withdrawals': pageOf([
      buildWithdrawal({ id: 9 }),
      buildWithdrawal({ id: 8, amountFen: 50_000, status: 'rejected', rejectReason: 'The name does not match.' }),
      buildWithdrawal({ id: 7, amountFen: 30_000, status: 'paid', transferRef: 'ALI-20260301-7' }),
    ]),
  });
}

async function openWithdrawal() {
  const card = await screen.findByRole('region', { name: 'My wallet' });
  await within(card).findByText('¥1,500.00');
  fireEvent.click(within(card).getByRole('button', { name: 'Withdraw' }));
  const form = await screen.findByRole('form', { name: 'Withdraw to Alipay' });
  const field = (name: string) => within(form).getByRole('textbox', { name }) as HTMLInputElement;
  return {
    form,
    amount: field('Amount (yuan)'),
    name: field('Alipay account holder'),
    account: field('Alipay account'),
    submit: screen.getByRole('button', { name: 'Request withdrawal' }),
  };
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  logInSeller();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the wallet on my products', () => {
  it('shows the available, held, in-trade and withdrawn figures', async () => {
    answerWallet();
    renderMyProducts('/pages/other/goodsList');
    const card = await screen.findByRole('region', { name: 'My wallet' });
    const figure = async (label: string) =>
      (await within(card).findByText(label)).closest('div')?.querySelector('dd')?.textContent;
    expect(await figure('Available')).toBe('¥1,500.00');
    expect(await figure('Held for withdrawal')).toBe('¥200.00');
    expect(await figure('In trade')).toBe('¥950.00');
    expect(await figure('Withdrawn')).toBe('¥3,000.00');
    // Nothing in the payout hold and nothing owed: neither the held figure nor the warning.
    expect(within(card).queryByText('Held')).toBeNull();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('shows the proceeds in the payout hold beside the available balance, with the next release and claims', async () => {
    const releaseAt = '2026-12-05T06:00:00.000Z';
    answerWallet({
      heldProceedsFen: 130_000,
      heldProceeds: [
        { orderId: 52, orderNumber: 'N-52', amountFen: 50_000, releaseAt: '2026-12-01T06:00:00.000Z', inClaim: true },
        { orderId: 51, orderNumber: 'N-51', amountFen: 80_000, releaseAt, inClaim: false },
      ],
    });
    renderMyProducts('/pages/other/goodsList');
    const card = await screen.findByRole('region', { name: 'My wallet' });
    const held = (await within(card).findByText('Held')).closest('div') as HTMLElement;
    expect(held.querySelector('dd')?.textContent).toBe('¥1,300.00');
    expect(
      within(held).getByText(
        'Proceeds of completed sales are held for the guarantee period before they can be withdrawn.',
      ),
    ).toBeTruthy();
    // The claimed row is first (its release time has passed) but stays held: the next release is the other one.
    expect(within(held).getByText(`Next: ¥800.00 until ${formatDateTime(releaseAt, 'en-US')}`)).toBeTruthy();
    expect(within(held).getByText('¥500.00 held while a claim is open')).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name: /History/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Held (2)' }));
    const list = await within(drawer).findByRole('list', { name: 'Held proceeds' });
    const released = within(list).getByRole('listitem', { name: 'Held ¥800.00, order N-51' });
    expect(within(released).getByText(`Released ${formatDateTime(releaseAt, 'en-US')}`)).toBeTruthy();
    expect(within(released).getByRole('link', { name: 'Order N-51' }).getAttribute('href')).toBe(
      '/pages/order/orderDetail?id=51',
    );
    const claimed = within(list).getByRole('listitem', { name: 'Held ¥500.00, order N-52' });
    expect(within(claimed).getByText('In a claim')).toBeTruthy();
    expect(within(claimed).queryByText(/^Released/)).toBeNull();
  });

  it('warns about an amount owed after a claim and pauses withdrawals, saying why', async () => {
    answerWallet({ owedFen: 12_000 });
    renderMyProducts('/pages/other/goodsList');
    const card = await screen.findByRole('region', { name: 'My wallet' });
    const warning =
      'You owe ¥120.00 after a claim; it is taken from your next proceeds. Withdrawals are paused until it is repaid.';
    expect(within(await within(card).findByRole('alert')).getByText(warning)).toBeTruthy();
    const withdraw = within(card).getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement;
    expect(withdraw.disabled).toBe(true);
    expect(document.getElementById(withdraw.getAttribute('aria-describedby') ?? '')?.textContent).toBe(warning);
    fireEvent.click(withdraw);
    expect(screen.queryByRole('form', { name: 'Withdraw to Alipay' })).toBeNull();
  });

  it('checks the amount against the minimum, the balance and what today still allows, and needs the name', async () => {
    answerWallet({ availableFen: 150_000, minWithdrawalFen: 1_000, dailyLimitFen: 100_000, todayRequestedFen: 40_000 });
    renderMyProducts('/pages/other/goodsList');
    const { form, amount, account, submit } = await openWithdrawal();
    expect(within(form).getByText('Available ¥1,500.00 · minimum ¥10.00 · still allowed today ¥600.00')).toBeTruthy();
    expect(within(form).getByText('Must match your verified real name (*雷).')).toBeTruthy();

    fireEvent.click(submit);
    expect(await within(form).findByText('Enter the amount')).toBeTruthy();
    expect(await within(form).findByText('Enter the account holder’s name')).toBeTruthy();
    expect(await within(form).findByText('Enter the Alipay phone number or e-mail')).toBeTruthy();

    const amountError = async (value: string, text: string) => {
      fireEvent.change(amount, { target: { value } });
      fireEvent.blur(amount);
      expect(await within(form).findByText(text)).toBeTruthy();
    };
    await amountError('9.99', 'The smallest withdrawal is ¥10.00');
    await amountError('1500.01', 'You have only ¥1,500.00 available');
    await amountError('600.01', 'Today you can withdraw at most ¥600.00 more (daily limit ¥1,000.00)');
    await amountError('abc', 'Enter an amount in yuan with at most two decimals');

    const accountError = () => within(form).queryByText('Enter the Alipay phone number or e-mail');
    fireEvent.change(account, { target: { value: 'seller@example.com' } });
    fireEvent.blur(account);
    await waitFor(() => expect(accountError()).toBeNull());
    fireEvent.change(account, { target: { value: '12345' } });
    fireEvent.blur(account);
    await waitFor(() => expect(accountError()).toBeTruthy());
    expect(withdrawals()).toEqual([]);
  });

  it('asks for confirmation, then posts the amount in fen with the Alipay name and account', async () => {
    answerWallet();
    renderMyProducts('/pages/other/goodsList');
    const { amount, name, account, submit } = await openWithdrawal();
    fireEvent.change(amount, { target: { value: '600.5' } });
    fireEvent.change(name, { target: { value: ' 李雷 ' } });
    fireEvent.change(account, { target: { value: '13800000005' } });
    fireEvent.click(submit);

    expect((await screen.findAllByText('Withdraw ¥600.50?')).length).toBeGreaterThan(0);
    expect(withdrawals()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() =>
      expect(withdrawals()).toEqual([{ amountFen: 60_050, alipayName: '李雷', alipayAccount: '13800000005' }]),
    );
    expect(await screen.findByText('Withdrawal requested. The amount is held until staff pay it.')).toBeTruthy();
  });

  it('puts the server’s field errors under the fields', async () => {
    answerWallet(
      {},
      envelopeResponse(422, 'The withdrawal was refused.', null, {
        errorCode: 'BUSINESS_RULE',
        fields: [{ field: 'body.alipayName', message: 'The name must match your verified real name.' }],
      }),
    );
    renderMyProducts('/pages/other/goodsList');
    const { form, amount, name, account, submit } = await openWithdrawal();
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.change(name, { target: { value: '韩梅梅' } });
    fireEvent.change(account, { target: { value: 'seller@example.com' } });
    fireEvent.click(submit);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(form).findByText('The name must match your verified real name.')).toBeTruthy();
  });

  it('explains that real-name verification comes first when there is no verified name', async () => {
    answerWallet({ realName: null });
    renderMyProducts('/pages/other/goodsList');
    const { form, submit } = await openWithdrawal();
    expect(
      within(form).getByText(
        'Withdrawals are paid only to an Alipay account in your verified real name. Verify your real name first.',
      ),
    ).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Verify real name' }).getAttribute('href')).toBe(
      '/pages/BasicInformation',
    );
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the balance history and the withdrawals', async () => {
    answerWallet();
    renderMyProducts('/pages/other/goodsList');
    const card = await screen.findByRole('region', { name: 'My wallet' });
    fireEvent.click(within(card).getByRole('button', { name: /History/ }));

    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Sale proceeds')).toBeTruthy();
    expect(within(drawer).getByText('+¥950.00')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Order N-41' }).getAttribute('href')).toBe(
      '/pages/order/orderDetail?id=41',
    );
    expect(within(drawer).getByText('Withdrawal requested')).toBeTruthy();
    expect(within(drawer).getByText('−¥200.00')).toBeTruthy();
    expect(api.callsTo('GET /api/wallet/history').map((call) => Object.fromEntries(call.query))).toContainEqual({
      pageNum: '1',
      pageSize: '20',
    });

    fireEvent.click(within(drawer).getByRole('tab', { name: 'Withdrawals' }));
    const pending = await within(drawer).findByRole('listitem', { name: 'Withdrawal of ¥200.00' });
    expect(within(pending).getByText('Pending review')).toBeTruthy();
    expect(within(pending).getByText('To Alipay 138****0005')).toBeTruthy();
    const rejected = within(drawer).getByRole('listitem', { name: 'Withdrawal of ¥500.00' });
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(within(rejected).getByText('Reason: The name does not match.')).toBeTruthy();
    const paid = within(drawer).getByRole('listitem', { name: 'Withdrawal of ¥300.00' });
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(within(paid).getByText('Transfer reference: ALI-20260301-7')).toBeTruthy();
  });

  it('names the payout-hold and claim movements of the history and the part of the wallet they move', async () => {
    const entry = (id: number, kind: WalletEntry['kind'], account: WalletEntry['account'], amountFen: number) =>
      buildWalletEntry({ id, kind, account, amountFen, orderId: 50 + id, orderNumber: `N-${50 + id}` });
    answerWallet({}, null, [
      entry(1, 'proceeds_held', 'held', 80_000),
      entry(2, 'proceeds_released', 'held', -80_000),
      entry(3, 'proceeds_released', 'available', 80_000),
      entry(4, 'claim_charge', 'held', -50_000),
      entry(5, 'recovery_debt', 'owed', -12_000),
      entry(6, 'recovery_repaid', 'owed', 12_000),
      entry(7, 'claim_compensation', 'available', 30_000),
    ]);
    renderMyProducts('/pages/other/goodsList');
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'My wallet' })).getByRole('button', { name: /History/ }),
    );
    const drawer = await screen.findByRole('dialog');
    // Each row: the kind's label, then the held or owed part of the wallet it moves (none for the available balance).
    const expectRow = async (order: string, label: string, account: string | null, amount: string) => {
      const row = (await within(drawer).findByRole('link', { name: order })).closest('li') as HTMLElement;
      expect(within(row).getByText(label)).toBeTruthy();
      expect(within(row).queryByText('Held proceeds') !== null).toBe(account === 'Held proceeds');
      expect(within(row).queryByText('Amount owed') !== null).toBe(account === 'Amount owed');
      expect(within(row).getByText(amount)).toBeTruthy();
    };
    await expectRow('Order N-51', 'Sale proceeds held', 'Held proceeds', '+¥800.00');
    await expectRow('Order N-52', 'Held proceeds released', 'Held proceeds', '−¥800.00');
    await expectRow('Order N-53', 'Held proceeds released', null, '+¥800.00');
    await expectRow('Order N-54', 'Taken back for a claim', 'Held proceeds', '−¥500.00');
    await expectRow('Order N-55', 'Owed after a claim', 'Amount owed', '−¥120.00');
    await expectRow('Order N-56', 'Amount owed repaid', 'Amount owed', '+¥120.00');
    await expectRow('Order N-57', 'Claim compensation', null, '+¥300.00');
  });

  it('has a label for every kind of history entry in both languages', async () => {
    for (const language of ['en-US', 'zh-CN']) {
      await i18n.changeLanguage(language);
      const labels = walletEntryKinds.map((kind) => i18n.t(walletEntryLabels[kind]));
      expect(labels.filter((label) => label.startsWith('wallet.'))).toEqual([]);
      expect(new Set(labels).size).toBe(walletEntryKinds.length);
    }
    expect(i18n.t('wallet.kind.proceeds_held')).toBe('出售收入进入结算保护期');
    expect(i18n.t('wallet.kind.recovery_debt')).toBe('售后赔付待追回');
  });
});
