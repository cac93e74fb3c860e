import type { Locale } from '@gs/shared/tenant';

/** The seller's wallet and withdrawals. */
export const walletMessages = {
  withdrawalBelowMin: {
    'en-US': 'The smallest withdrawal is ¥{min}.',
    'zh-CN': '单笔提现金额不能低于 ¥{min}。',
  },
  withdrawalOverAvailable: {
    'en-US': 'You can withdraw at most ¥{available} now (your available balance).',
    'zh-CN': '提现金额超过可提现余额，当前最多可提现 ¥{available}。',
  },
  withdrawalDailyLimit: {
    'en-US': 'Withdrawals are limited to ¥{limit} a day; ¥{left} is left for today.',
    'zh-CN': '每日提现上限为 ¥{limit}，今日还可提现 ¥{left}。',
  },
  withdrawalNeedsRealName: {
    'en-US':
      'Complete real-name verification before withdrawing: withdrawals are paid only to an account in your own name.',
    'zh-CN': '提现前请先完成实名认证：提现只能转入您本人实名的账户。',
  },
  withdrawalNameMismatch: {
    'en-US': 'The Alipay account must be in your own verified name ({name}); enter that name exactly.',
    'zh-CN': '支付宝账户须为您本人实名（{name}），请填写与实名认证一致的姓名。',
  },
  withdrawalWhileOwing: {
    'en-US':
      'You owe the shop ¥{owed} for a claim paid to a buyer after your proceeds were released. Your next proceeds ' +
      'repay it first; withdrawals open again once it is repaid.',
    'zh-CN': '您因售后赔付尚欠店铺 ¥{owed}（赔付发生在货款结算之后），后续出售收入将优先抵扣，还清后即可提现。',
  },
  withdrawalNotFound: { 'en-US': 'This withdrawal does not exist.', 'zh-CN': '该提现申请不存在。' },
  withdrawalAlreadyPaid: {
    'en-US': 'This withdrawal has already been paid; reload the list.',
    'zh-CN': '该提现申请已打款，请刷新列表。',
  },
  withdrawalAlreadyRejected: {
    'en-US': 'This withdrawal has already been rejected; reload the list.',
    'zh-CN': '该提现申请已驳回，请刷新列表。',
  },
  withdrawalTransferRefUsed: {
    'en-US': 'The transfer reference {ref} already pays another withdrawal.',
    'zh-CN': '转账单号 {ref} 已用于另一笔提现。',
  },
} satisfies Record<string, Record<Locale, string>>;
