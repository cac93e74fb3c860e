import type { PaymentKind } from '@gs/shared/orders';
import type { Locale } from '@gs/shared/tenant';

/*
 * The sandbox cashier: a plain server-rendered page (no script, so the strict CSP holds) with one form that posts
 * the buyer's choice back to this server. It speaks the shop's words in the buyer's language and wears the shop's
 * icon, as a real cashier page shows the merchant's.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Why a payment can no longer be paid: paid, returned (no order), arrived late (refunded), or closed unpaid. */
export type CashierClosedState = 'paid' | 'returned' | 'late' | 'closed';

export interface CashierView {
  locale: Locale;
  merchant: string;
  /** The shop's icon (its logo); none: an empty icon, so the browser asks for no /favicon.ico. */
  iconUrl: string | null;
  orderNo: string;
  title: string;
  amountFen: number;
  kind: PaymentKind;
  outTradeNo: string;
  /** Null while payable; otherwise why not, shown instead of the buttons. */
  closed: CashierClosedState | null;
  finishUrl: string;
}

interface CashierWords {
  title: string;
  testOnly: string;
  merchant: string;
  order: string;
  item: string;
  kind: string;
  kinds: Record<PaymentKind, string>;
  pay: (amount: string) => string;
  fail: string;
  back: string;
  closed: Record<CashierClosedState, string>;
}

const words: Record<Locale, CashierWords> = {
  'en-US': {
    title: 'Sandbox cashier',
    testOnly: 'Test payments only: no real money moves.',
    merchant: 'Merchant',
    order: 'Order',
    item: 'Item',
    kind: 'Payment',
    kinds: { full: 'Full payment', deposit: 'Deposit', balance: 'Balance', seller_deposit: 'Bidding deposit' },
    pay: (amount) => `Pay ${amount}`,
    fail: 'Simulate a failed payment',
    back: 'Back to the shop',
    closed: {
      paid: 'This payment has been made.',
      returned: 'This payment is returned to you the way it was paid.',
      late: 'This payment arrived after the order closed and is refunded.',
      closed: 'This payment was closed: no money was taken.',
    },
  },
  'zh-CN': {
    title: '沙箱收银台',
    testOnly: '测试环境，不会产生真实扣款。',
    merchant: '商户',
    order: '订单号',
    item: '商品',
    kind: '支付类型',
    kinds: { full: '全款', deposit: '定金', balance: '尾款', seller_deposit: '竞价保证金' },
    pay: (amount) => `确认支付 ${amount}`,
    fail: '模拟支付失败',
    back: '返回商户',
    closed: {
      paid: '该笔支付已完成。',
      returned: '该笔款项将原路退回。',
      late: '该笔支付在订单关闭后到账，将原路退回。',
      closed: '该笔支付已关闭，未扣款。',
    },
  },
};

const formatYuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

export function renderCashierPage(view: CashierView): string {
  const say = words[view.locale];
  const rows = [
    [say.merchant, view.merchant],
    [say.order, view.orderNo],
    [say.item, view.title],
    [say.kind, say.kinds[view.kind]],
  ]
    .map(([label, value]) => `<tr><th>${escapeHtml(label ?? '')}</th><td>${escapeHtml(value ?? '')}</td></tr>`)
    .join('');
  const action = `/api/pay/sandbox/cashier/${encodeURIComponent(view.outTradeNo)}`;
  const body =
    view.closed === null
      ? `<form method="post" action="${escapeHtml(action)}">
  <button type="submit" name="action" value="pay" class="pay">${escapeHtml(say.pay(formatYuan(view.amountFen)))}</button>
  <button type="submit" name="action" value="fail" class="fail">${escapeHtml(say.fail)}</button>
</form>`
      : `<p class="note">${escapeHtml(say.closed[view.closed])}</p><p><a href="${escapeHtml(view.finishUrl)}">${escapeHtml(say.back)}</a></p>`;
  return `<!doctype html>
<html lang="${view.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${say.title} · ${view.merchant}`)}</title>
<link rel="icon" href="${escapeHtml(view.iconUrl || 'data:,')}">
<style>
/* Text at WCAG AA (4.5:1): the sandbox note #ad4e00 on white, the pay button's white on #0958d9. */
body{font-family:-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans SC",sans-serif;background:#f5f5f5;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:18px;margin:0 0 4px}.sandbox{color:#ad4e00;font-size:12px;margin:0 0 16px}
.amount{font-size:32px;font-weight:600;margin:16px 0}table{width:100%;border-collapse:collapse;font-size:14px}
th{text-align:left;color:#666;font-weight:normal;padding:6px 8px 6px 0;width:40%}td{padding:6px 0}
form{display:flex;gap:12px;margin-top:24px}button{flex:1;padding:12px;border:0;border-radius:6px;font-size:15px;cursor:pointer}
.pay{background:#0958d9;color:#fff}.fail{background:#eee;color:#333}.note{margin-top:24px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(say.title)}</h1>
<p class="sandbox">${escapeHtml(say.testOnly)}</p>
<div class="amount">${escapeHtml(formatYuan(view.amountFen))}</div>
<table>${rows}</table>
${body}
</main>
</body>
</html>`;
}
