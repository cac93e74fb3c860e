import type { RecycleStatus } from '@gs/shared/recycle';
import type { Locale } from '@gs/shared/tenant';

/** Quick recycle: valuation, requests, verification and payment. */
export const recycleMessages = {
  recycleRuleNotFound: {
    'en-US': 'Quick recycle is not available for {game} yet; try another game or consign the account instead.',
    'zh-CN': '{game} 暂未开通快速回收，请选择其他游戏或改为寄售。',
  },
  recycleQuoteChanged: {
    'en-US': 'The quote changed to ¥{amount}. Check the new price and submit again.',
    'zh-CN': '估价已变为 ¥{amount}，请确认新价格后重新提交。',
  },
  recycleNeedsRealNameTwo: {
    'en-US': 'Quick recycle needs real-name verification level two (ID card photos approved). Complete it first.',
    'zh-CN': '快速回收需要完成二级实名认证（身份证照片审核通过），请先完成认证。',
  },
  recycleBlacklistedAccount: {
    'en-US':
      'This game account is on the blacklist (reported for retrieval or fraud) and cannot be recycled. Contact customer service if you think this is a mistake.',
    'zh-CN': '该游戏账号已被列入黑名单（存在找回或欺诈记录），无法回收。如有异议请联系客服。',
  },
  recycleBlacklistedSeller: {
    'en-US':
      'Your account may not sell game accounts for recycling (it is on the blacklist). Contact customer service if you think this is a mistake.',
    'zh-CN': '您的账号已被列入黑名单，无法提交快速回收。如有异议请联系客服。',
  },
  recycleRegionInvalid: {
    'en-US': 'Region {id} is not a server (or a region without servers) of this game; pick one from the region list.',
    'zh-CN': '编号为 {id} 的区服不是该游戏的服务器（或无服务器的大区），请从区服列表中选择。',
  },
  recycleNotFound: {
    'en-US': 'Recycle request {id} was not found.',
    'zh-CN': '回收单 {id} 不存在。',
  },
  recycleStatusConflict: {
    'en-US': 'This recycle request is already {status}; reload it to see its current state.',
    'zh-CN': '该回收单当前状态为“{status}”，请刷新后查看。',
  },
  recycleCancelTooLate: {
    'en-US': 'Only a request still waiting for verification can be cancelled; this one is {status}.',
    'zh-CN': '只有待审核的回收单可以取消，该回收单当前状态为“{status}”。',
  },
  recycleChecklistIncomplete: {
    'en-US': 'Finish the verification checklist before paying: {steps}.',
    'zh-CN': '请先完成验号清单再付款：{steps}。',
  },
  recycleChecklistUnknownStep: {
    'en-US': 'Step "{step}" is not on this request’s checklist.',
    'zh-CN': '该回收单的验号清单中没有“{step}”这一步。',
  },
  recycleRuleInvalid: {
    'en-US': 'The valuation rule does not fit the game’s template: {details}',
    'zh-CN': '估价规则与游戏模板不符：{details}',
  },
  recycleRuleUnknownChoice: {
    'en-US': 'Choice {id} is not an option of this game’s attributes.',
    'zh-CN': '选项 {id} 不属于该游戏的任何属性。',
  },
  recycleRuleNotNumber: {
    'en-US': 'Attribute {id} is not a number attribute of this game.',
    'zh-CN': '属性 {id} 不是该游戏的数值属性。',
  },
} satisfies Record<string, Record<Locale, string>>;

/** A recycle request's status in words, for messages that quote it. */
export const recycleStatusNames: Record<RecycleStatus, Record<Locale, string>> = {
  submitted: { 'en-US': 'waiting for verification', 'zh-CN': '待审核' },
  verifying: { 'en-US': 'being verified', 'zh-CN': '验号中' },
  paid: { 'en-US': 'paid', 'zh-CN': '已打款' },
  listed: { 'en-US': 'paid and taken over', 'zh-CN': '已打款回收' },
  rejected: { 'en-US': 'rejected', 'zh-CN': '已驳回' },
  cancelled: { 'en-US': 'cancelled', 'zh-CN': '已取消' },
};
