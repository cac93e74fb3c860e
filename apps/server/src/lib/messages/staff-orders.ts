import type { Locale } from '@gs/shared/tenant';

/** The back office's order handling. */
export const staffOrdersMessages = {
  refundRelistNotAllowed: {
    'en-US':
      'A price-competition recycle order cannot be put back on sale: refund it without relisting (the account goes back to its seller).',
    'zh-CN': '竞价回收订单的账号不能重新上架：请选择不重新上架后退款（账号将退回卖家）。',
  },
  rebindChecklistIncomplete: {
    'en-US':
      'The rebinding checklist is not finished ({count} of {total} steps still open). Finish it first, or confirm that you deliver with the steps unfinished.',
    'zh-CN': '换绑清单尚未完成（共 {total} 项，还有 {count} 项未完成）。请先完成，或确认在未完成的情况下交付。',
  },
} satisfies Record<string, Record<Locale, string>>;
