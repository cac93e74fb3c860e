import type { Locale } from '@gs/shared/tenant';
import { CLOSE_REASON } from './close-reasons.ts';

/*
 * The order history and close reasons store the system's own notes as fixed English phrases (stable in the
 * database and in logs); they are shown in the reader's language. Notes staff typed (a refund reason) are shown as
 * written.
 */
const systemNotes: Record<string, Record<Locale, string>> = {
  delivered: { 'en-US': 'Account handed over', 'zh-CN': '账号已交付' },
  'instant delivery': { 'en-US': 'Handed over automatically after payment', 'zh-CN': '支付后自动交付' },
  'receipt confirmed': { 'en-US': 'Receipt confirmed by the buyer', 'zh-CN': '买家已确认收货' },
  'confirmed automatically': { 'en-US': 'Receipt confirmed automatically', 'zh-CN': '超时自动确认收货' },
  [CLOSE_REASON.paymentTimedOut]: { 'en-US': 'Not paid in time', 'zh-CN': '未在规定时间内支付' },
  [CLOSE_REASON.balanceTimedOut]: { 'en-US': 'Balance not paid in time', 'zh-CN': '尾款未按时支付' },
  [CLOSE_REASON.cancelledByBuyer]: { 'en-US': 'Cancelled by the buyer', 'zh-CN': '买家取消订单' },
  'recycle quote accepted': { 'en-US': 'The seller accepted the quote', 'zh-CN': '卖家已接受报价' },
  'claim withdrawn': { 'en-US': 'Claim withdrawn by the buyer', 'zh-CN': '买家撤回了售后申请' },
};

// The claims service writes `claim: <reason>` when a claim opens and `claim <outcome>: <staff's reason>` when decided.
const claimReasons: Record<string, Record<Locale, string>> = {
  retrieved: { 'en-US': 'account retrieved', 'zh-CN': '账号被找回' },
  wrong_login: { 'en-US': 'the login does not work', 'zh-CN': '登录信息错误' },
  banned: { 'en-US': 'account banned', 'zh-CN': '账号被封禁' },
  not_as_described: { 'en-US': 'not as described', 'zh-CN': '与描述不符' },
  other: { 'en-US': 'other', 'zh-CN': '其他' },
};
const claimOutcomes: Record<string, Record<Locale, string>> = {
  reject: { 'en-US': 'rejected', 'zh-CN': '驳回' },
  refund: { 'en-US': 'full refund', 'zh-CN': '全额退款' },
  partial: { 'en-US': 'partial refund', 'zh-CN': '部分退款' },
  compensate: { 'en-US': 'compensation', 'zh-CN': '赔付' },
};

function localizeClaimNote(note: string, locale: Locale): string | null {
  const opened = /^claim: (\w+)$/.exec(note);
  const reason = opened ? claimReasons[opened[1] as string] : undefined;
  if (reason) return locale === 'zh-CN' ? `买家申请售后：${reason[locale]}` : `Claim opened: ${reason[locale]}`;
  const decided = /^claim (\w+): ([\s\S]*)$/.exec(note);
  const outcome = decided ? claimOutcomes[decided[1] as string] : undefined;
  if (decided && outcome) {
    const why = decided[2] ?? '';
    return locale === 'zh-CN'
      ? `售后处理结果：${outcome[locale]}（${why}）`
      : `Claim decided: ${outcome[locale]} (${why})`;
  }
  return null;
}

const paymentKinds: Record<string, Record<Locale, string>> = {
  full: { 'en-US': 'Full payment', 'zh-CN': '全款' },
  deposit: { 'en-US': 'Deposit', 'zh-CN': '定金' },
  balance: { 'en-US': 'Balance', 'zh-CN': '尾款' },
};
const providers: Record<string, Record<Locale, string>> = {
  sandbox: { 'en-US': 'sandbox', 'zh-CN': '沙箱支付' },
  alipay: { 'en-US': 'Alipay', 'zh-CN': '支付宝' },
};

const paymentFailureReasons: Record<string, Record<Locale, string>> = {
  declined: { 'en-US': 'the payment did not go through at the cashier', 'zh-CN': '收银台支付未成功' },
  closed: { 'en-US': 'the gateway closed it unpaid', 'zh-CN': '支付渠道已关闭该笔交易' },
};

const PAYMENT_FAILED = /^payment failed: (\w+) via (\w+): (\w+)$/;

/** The history note of a payment the gateway reports failed: which part, through which provider, and why. */
export function paymentFailedNote(kind: string, provider: string, reason: string): string {
  return `payment failed: ${kind} via ${provider}: ${reason}`;
}

/** True for the note of a failed payment (the history shows it as a failure, not as a status). */
export function isPaymentFailedNote(note: string): boolean {
  return PAYMENT_FAILED.test(note);
}

function localizePaymentFailedNote(note: string, locale: Locale): string | null {
  const match = PAYMENT_FAILED.exec(note);
  if (!match) return null;
  const [, kindCode = '', providerCode = '', reasonCode = ''] = match;
  const kind = paymentKinds[kindCode]?.[locale] ?? kindCode;
  const provider = providers[providerCode]?.[locale] ?? providerCode;
  const reason = paymentFailureReasons[reasonCode]?.[locale] ?? reasonCode;
  return locale === 'zh-CN'
    ? `${kind}支付失败（${provider}）：${reason}，未扣款`
    : `${kind} failed (${provider}): ${reason}; no money was taken`;
}

const rebindStepLabels: Record<string, Record<Locale, string>> = {
  phone: { 'en-US': 'phone', 'zh-CN': '手机' },
  email: { 'en-US': 'email', 'zh-CN': '邮箱' },
  real_name: { 'en-US': 'real name', 'zh-CN': '实名' },
  security_lock: { 'en-US': 'security lock', 'zh-CN': '安全锁' },
};

const DELIVERED_UNFINISHED = /^delivered; rebinding unfinished: ([\w, ]+)$/;

/** The history note of a staff delivery: `delivered`, or with the rebinding steps staff confirmed leaving open. */
export function deliveredNote(unfinishedSteps: readonly string[]): string {
  return unfinishedSteps.length === 0 ? 'delivered' : `delivered; rebinding unfinished: ${unfinishedSteps.join(', ')}`;
}

/** A delivery with open rebinding steps: staff read which; the buyer and the seller read a plain handover. */
function localizeDeliveredNote(note: string, locale: Locale, reader: NoteReader): string | null {
  const match = DELIVERED_UNFINISHED.exec(note);
  if (!match) return null;
  const handedOver = systemNotes.delivered?.[locale] ?? note;
  if (reader !== 'staff') return handedOver;
  const steps = (match[1] ?? '').split(', ').map((step) => rebindStepLabels[step]?.[locale] ?? step);
  return locale === 'zh-CN'
    ? `${handedOver}（换绑未完成：${steps.join('、')}）`
    : `${handedOver} (rebinding not finished: ${steps.join(', ')})`;
}

/** Who reads the note: staff see what only the shop should (a delivery's open rebinding steps). */
export type NoteReader = 'buyer' | 'seller' | 'staff';

/** A stored note in the reader's language: the system's phrases translated, anything else as it is. */
export function localizeOrderNote(note: string, locale: Locale, reader: NoteReader = 'buyer'): string {
  const delivered = localizeDeliveredNote(note, locale, reader);
  if (delivered !== null) return delivered;
  const fixed = systemNotes[note];
  if (fixed) return fixed[locale];
  const failed = localizePaymentFailedNote(note, locale);
  if (failed !== null) return failed;
  const claim = localizeClaimNote(note, locale);
  if (claim !== null) return claim;
  const payment = /^(full|deposit|balance) payment via (\w+)$/.exec(note);
  if (payment) {
    const kind = paymentKinds[payment[1] as string]?.[locale] ?? payment[1];
    const provider = providers[payment[2] as string]?.[locale] ?? payment[2];
    return locale === 'zh-CN' ? `${kind}已支付（${provider}）` : `${kind} received (${provider})`;
  }
  return note;
}
