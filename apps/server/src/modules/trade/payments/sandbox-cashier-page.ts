/*
 * The sandbox cashier: a plain server-rendered page (no script, so the strict CSP holds) with one form that posts
 * the buyer's choice back to this server.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface CashierView {
  merchant: string;
  orderNo: string;
  title: string;
  amountFen: number;
  kind: string;
  outTradeNo: string;
  /** Null while payable; otherwise the sentence shown instead of the buttons. */
  closedNote: string | null;
  finishUrl: string;
}

const formatYuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

export function renderCashierPage(view: CashierView): string {
  const rows = [
    ['Merchant 商户', view.merchant],
    ['Order 订单号', view.orderNo],
    ['Item 商品', view.title],
    ['Payment 支付类型', view.kind],
  ]
    .map(([label, value]) => `<tr><th>${escapeHtml(label ?? '')}</th><td>${escapeHtml(value ?? '')}</td></tr>`)
    .join('');
  const action = `/api/pay/sandbox/cashier/${encodeURIComponent(view.outTradeNo)}`;
  const body =
    view.closedNote === null
      ? `<form method="post" action="${escapeHtml(action)}">
  <button type="submit" name="action" value="pay" class="pay">Pay ${escapeHtml(formatYuan(view.amountFen))} 确认支付</button>
  <button type="submit" name="action" value="fail" class="fail">Fail 模拟失败</button>
</form>`
      : `<p class="note">${escapeHtml(view.closedNote)}</p><p><a href="${escapeHtml(view.finishUrl)}">Continue 返回商户</a></p>`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox cashier 沙箱收银台</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:18px;margin:0 0 4px}.sandbox{color:#d46b08;font-size:12px;margin:0 0 16px}
.amount{font-size:32px;font-weight:600;margin:16px 0}table{width:100%;border-collapse:collapse;font-size:14px}
th{text-align:left;color:#666;font-weight:normal;padding:6px 8px 6px 0;width:40%}td{padding:6px 0}
form{display:flex;gap:12px;margin-top:24px}button{flex:1;padding:12px;border:0;border-radius:6px;font-size:15px;cursor:pointer}
.pay{background:#1677ff;color:#fff}.fail{background:#eee;color:#333}.note{margin-top:24px}
</style>
</head>
<body>
<main>
<h1>Sandbox cashier 沙箱收银台</h1>
<p class="sandbox">Test payments only: no real money moves. 测试环境，不会产生真实扣款。</p>
<div class="amount">${escapeHtml(formatYuan(view.amountFen))}</div>
<table>${rows}</table>
${body}
</main>
</body>
</html>`;
}
