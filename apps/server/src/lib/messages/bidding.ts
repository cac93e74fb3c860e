import type { Locale } from '@gs/shared/tenant';

/** Price-competition recycle: requests, sealed quotes, acceptance and expiry. */
export const biddingMessages = {
  bidNeedsRealNameTwo: {
    'en-US': 'Complete real-name verification level two (ID card photos) before submitting an account for bidding.',
    'zh-CN': '请先完成二级实名认证（上传身份证照片）后再提交竞价回收。',
  },
  bidBlacklistedAccount: {
    'en-US':
      'This game account is on the blacklist (reported for retrieval or fraud) and cannot be offered for bidding. Contact customer service if you think this is a mistake.',
    'zh-CN': '该游戏账号已被列入黑名单（存在找回或欺诈记录），无法提交竞价回收。如有异议请联系客服。',
  },
  bidBlacklistedSeller: {
    'en-US':
      'Your account may not offer game accounts for bidding (it is on the blacklist). Contact customer service if you think this is a mistake.',
    'zh-CN': '您的账号已被列入黑名单，无法提交竞价回收。如有异议请联系客服。',
  },
  bidRegionRequired: {
    'en-US': 'Choose the region and server of the account.',
    'zh-CN': '请选择账号所在的区服。',
  },
  bidRegionInvalid: {
    'en-US': 'The region {id} is not a server (or a region without servers) of this game.',
    'zh-CN': '区服 {id} 不是该游戏的服务器（或无服务器的大区）。',
  },
  bidRequestNotFound: {
    'en-US': 'This bidding request does not exist.',
    'zh-CN': '该竞价回收申请不存在。',
  },
  bidQuoteNotFound: {
    'en-US': 'This quote does not exist for the request.',
    'zh-CN': '该报价不存在。',
  },
  bidNotQuoting: {
    'en-US': 'The bidding is {status}: it no longer takes this action.',
    'zh-CN': '该竞价当前状态为「{status}」，无法执行此操作。',
  },
  bidDeadlinePassed: {
    'en-US': 'The bidding deadline has passed.',
    'zh-CN': '竞价已截止。',
  },
  bidDepositNotOffered: {
    'en-US': 'This shop does not take seller deposits.',
    'zh-CN': '本店暂不收取卖家保证金。',
  },
  bidDepositPaid: {
    'en-US': 'The deposit for this request has been paid already.',
    'zh-CN': '该竞价单的保证金已支付。',
  },
  bidAlreadyDecided: {
    'en-US': 'The bidding was decided a moment ago; refresh to see its state.',
    'zh-CN': '该竞价刚刚已有结果，请刷新查看。',
  },
  bidQuoteReplaced: {
    'en-US': 'The recycler has just raised this quote; choose again from the refreshed list.',
    'zh-CN': '回收商刚刚更新了该报价，请刷新后重新选择。',
  },
  bidQuoteNotActive: {
    'en-US': 'This quote is no longer current; choose a current quote.',
    'zh-CN': '该报价已失效，请选择当前有效的报价。',
  },
  bidOwnRequest: {
    'en-US': 'You cannot quote on your own account.',
    'zh-CN': '不能对自己提交的账号报价。',
  },
  bidQuoteLimit: {
    'en-US': 'You have made {max} quotes on this account today, the most allowed; try again tomorrow.',
    'zh-CN': '今日对该账号已报价 {max} 次，已达上限，请明天再试。',
  },
  bidQuoteTooLow: {
    'en-US': 'A new quote must be at least ¥{min}: your previous quote plus ¥1 or 1%, whichever is more.',
    'zh-CN': '新报价至少为 ¥{min}（在您上次报价基础上至少加 ¥1 或 1%，取较高者）。',
  },
  bidQuoteNoteTooLong: {
    'en-US': 'The note is at most {max} characters.',
    'zh-CN': '备注最多 {max} 个字。',
  },
  bidQuoteNoteInvalid: {
    'en-US': 'The note must be plain text: remove the control characters.',
    'zh-CN': '备注只能是纯文本，请删除其中的控制字符。',
  },
  bidQuotesSealed: {
    'en-US': 'Quotes are sealed until the bidding closes; owners see every quote after the deadline.',
    'zh-CN': '竞价结束前报价保密，截止后店主可查看全部报价。',
  },
} satisfies Record<string, Record<Locale, string>>;

/** A bidding request's status in words, for messages that quote it. */
export const bidStatusNames = {
  quoting: { 'en-US': 'open for quotes', 'zh-CN': '竞价中' },
  accepted: { 'en-US': 'accepted', 'zh-CN': '已成交' },
  completed: { 'en-US': 'completed', 'zh-CN': '已完成' },
  cancelled: { 'en-US': 'cancelled', 'zh-CN': '已取消' },
  expired: { 'en-US': 'expired', 'zh-CN': '已过期' },
} satisfies Record<string, Record<Locale, string>>;
