import type { Locale } from '@gs/shared/tenant';

/** The back office's order handling. */
export const staffOrdersMessages = {
  refundRelistNotAllowed: {
    'en-US':
      'A price-competition recycle order cannot be put back on sale: refund it without relisting (the account goes back to its seller).',
    'zh-CN': '竞价回收订单的账号不能重新上架：请选择不重新上架后退款（账号将退回卖家）。',
  },
} satisfies Record<string, Record<Locale, string>>;
