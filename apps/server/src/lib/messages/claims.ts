import type { Locale } from '@gs/shared/tenant';

/** Claims (issue 21): opening, the thread, withdrawal and staff decisions. */
export const claimsMessages = {
  claimNotFound: { 'en-US': 'This claim does not exist.', 'zh-CN': '该售后申请不存在。' },
  claimOrderNotPaid: {
    'en-US': 'A claim can be opened only once the order is paid in full.',
    'zh-CN': '订单全额支付后才能申请售后。',
  },
  claimOrderClosed: {
    'en-US': 'This order is {status}: there is nothing left to claim.',
    'zh-CN': '该订单{status}，无法申请售后。',
  },
  claimAlreadyOpen: {
    'en-US': 'This order already has an open claim: add to that claim instead.',
    'zh-CN': '该订单已有进行中的售后申请，请在该申请中补充说明。',
  },
  claimNoGuarantee: {
    'en-US': 'Without a guarantee, a claim can be opened only before you confirm receipt.',
    'zh-CN': '未购买包赔服务的订单，只能在确认收货前申请售后。',
  },
  claimWindowPassed: {
    'en-US': 'The {guarantee} covered claims until {until}; that time has passed.',
    'zh-CN': '{guarantee}的售后期限截至 {until}，现已过期。',
  },
  claimNotOpen: {
    'en-US': 'This claim is {state}: it can no longer be changed.',
    'zh-CN': '该售后申请{state}，无法再修改。',
  },
  claimAlreadyDecided: {
    'en-US': 'This claim has already been decided; reload it to see the decision.',
    'zh-CN': '该售后申请已有处理结果，请刷新查看。',
  },
  claimClosedForMessages: {
    'en-US': 'This claim is {state}: no more messages can be added.',
    'zh-CN': '该售后申请{state}，不能再留言。',
  },
  claimWithdrawStaffOpened: {
    'en-US': 'Customer service opened this claim for you: ask them to close it.',
    'zh-CN': '该售后申请由客服为您发起，如需撤回请联系客服。',
  },
  claimAmountTooLarge: {
    'en-US': 'The amount is more than the ¥{max} paid for this order.',
    'zh-CN': '金额超过该订单实付的 ¥{max}。',
  },
  claimPartialNotLess: {
    'en-US': 'A partial refund must be less than the ¥{max} paid; choose a full refund to return all of it.',
    'zh-CN': '部分退款须少于实付的 ¥{max}；如需全部退回，请选择全额退款。',
  },
  claimCompensateBeforeCompletion: {
    'en-US': 'Compensation is only possible after the order was completed; refund the buyer instead.',
    'zh-CN': '订单完成后才能赔付，交易中的订单请选择退款。',
  },
  claimImageNotFound: { 'en-US': 'This image is not part of the claim.', 'zh-CN': '该图片不属于此售后申请。' },
  claimShareNotBuyerMessage: {
    'en-US': 'Only the buyer’s messages of this claim can be shared with the seller.',
    'zh-CN': '只能向卖家展示本售后申请中买家的留言。',
  },
  claimImageNotOwned: {
    'en-US': 'Use an image you uploaded yourself for this claim.',
    'zh-CN': '请使用您为本次售后上传的图片。',
  },
  claimNoticeOpened: {
    'en-US': '[{shop}] The buyer of order {orderNo} opened a claim. Please answer on the order page by {due}.',
    'zh-CN': '【{shop}】订单 {orderNo} 的买家申请了售后，请在 {due} 前到订单页回复。',
  },
  claimNoticeOpenedForBuyer: {
    'en-US': '[{shop}] Customer service opened a claim for you on order {orderNo}. Follow it on the order page.',
    'zh-CN': '【{shop}】客服已为您的订单 {orderNo} 发起售后申请，请到订单页查看进度。',
  },
  claimNoticeAskBuyer: {
    'en-US':
      '[{shop}] Customer service needs more information for your claim on order {orderNo}. Please reply on the order page.',
    'zh-CN': '【{shop}】您在订单 {orderNo} 的售后申请需要补充材料，请到订单页回复。',
  },
  claimNoticeDecidedBuyer: {
    'en-US': '[{shop}] Your claim on order {orderNo} was decided: {outcome}. Details on the order page.',
    'zh-CN': '【{shop}】您在订单 {orderNo} 的售后申请已处理：{outcome}。详情请到订单页查看。',
  },
  claimNoticeDecidedSeller: {
    'en-US': '[{shop}] The claim on order {orderNo} you sold was decided: {outcome}. Details on the order page.',
    'zh-CN': '【{shop}】您售出的订单 {orderNo} 的售后申请已处理：{outcome}。详情请到订单页查看。',
  },
  claimNoticeWithdrawn: {
    'en-US': '[{shop}] The buyer of order {orderNo} withdrew their claim.',
    'zh-CN': '【{shop}】订单 {orderNo} 的买家已撤回售后申请。',
  },
  orderHasOpenClaim: {
    'en-US': 'This order has an open claim: decide it on the claim.',
    'zh-CN': '该订单有进行中的售后申请，请在售后申请中处理。',
  },
} satisfies Record<string, Record<Locale, string>>;

/** A guarantee in words, for messages that quote it. */
export const guaranteeNames = {
  retrieval: { 'en-US': 'retrieval guarantee', 'zh-CN': '找回包赔' },
  face: { 'en-US': 'face-verification guarantee', 'zh-CN': '人脸包赔' },
  none: { 'en-US': 'no guarantee', 'zh-CN': '无包赔' },
} satisfies Record<string, Record<Locale, string>>;

/** A claim's state in words, for messages that quote it. */
export const claimStateNames = {
  submitted: { 'en-US': 'submitted', 'zh-CN': '已提交' },
  in_review: { 'en-US': 'in review', 'zh-CN': '审核中' },
  waiting_buyer: { 'en-US': 'waiting for the buyer', 'zh-CN': '待买家补充' },
  decided: { 'en-US': 'decided', 'zh-CN': '已处理' },
  closed: { 'en-US': 'closed', 'zh-CN': '已关闭' },
  withdrawn: { 'en-US': 'withdrawn', 'zh-CN': '已撤回' },
} satisfies Record<string, Record<Locale, string>>;

/** A decision in words for the notices; `{amount}` is in yuan. */
export const claimOutcomeNames = {
  reject: { 'en-US': 'rejected', 'zh-CN': '已驳回' },
  refund: { 'en-US': 'full refund of ¥{amount}', 'zh-CN': '全额退款 ¥{amount}' },
  partial: { 'en-US': 'partial refund of ¥{amount}', 'zh-CN': '部分退款 ¥{amount}' },
  compensate: { 'en-US': 'compensation of ¥{amount}', 'zh-CN': '赔付 ¥{amount}' },
} satisfies Record<string, Record<Locale, string>>;
