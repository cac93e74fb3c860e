import type { Locale } from '@gs/shared/tenant';

/** Consignment: submitting, editing, review, up/down. */
export const consignmentMessages = {
  consignmentNotFound: {
    'en-US': 'Listing {id} was not found.',
    'zh-CN': '商品 {id} 不存在。',
  },
  consignmentNeedsRealNameTwo: {
    'en-US':
      'Consigning an account needs real-name verification level two (ID card photos approved by staff). Complete it on your basic information page first.',
    'zh-CN': '寄售账号需要完成二级实名认证（身份证照片经客服审核通过），请先在基本信息页完成认证。',
  },
  consignmentInvalid: {
    'en-US': 'Some fields need attention: {count} marked below.',
    'zh-CN': '有 {count} 项内容需要修改，请查看标出的内容。',
  },
  consignmentRegionRequired: {
    'en-US': 'Pick the server (or the region) the account plays on.',
    'zh-CN': '请选择账号所在的区服。',
  },
  consignmentRegionInvalid: {
    'en-US': 'Region {id} is not a server (or a region without servers) of this game; pick one from the region list.',
    'zh-CN': '编号为 {id} 的区服不是该游戏的服务器（或无服务器的大区），请从区服列表中选择。',
  },
  consignmentRegionUnexpected: {
    'en-US': 'This game has no regions; leave the region empty.',
    'zh-CN': '该游戏没有区服，无需选择区服。',
  },
  consignmentBlacklistedAccount: {
    'en-US':
      'This game account is on the blacklist (reported for retrieval or fraud) and cannot be consigned. Contact customer service if you think this is a mistake.',
    'zh-CN': '该游戏账号已被列入黑名单（存在找回或欺诈记录），无法寄售。如有异议请联系客服。',
  },
  consignmentBlacklistedSeller: {
    'en-US':
      'Your account may not consign game accounts (it is on the blacklist). Contact customer service if you think this is a mistake.',
    'zh-CN': '您的账号已被列入黑名单，无法寄售游戏账号。如有异议请联系客服。',
  },
  consignmentCredentialsRequired: {
    'en-US': 'This listing has no stored game account credentials; enter the login and password.',
    'zh-CN': '该商品尚未保存游戏账号信息，请填写账号和密码。',
  },
  listingInTrade: {
    'en-US': 'This listing is in a trade (an order holds it): it cannot be changed or taken down now.',
    'zh-CN': '该商品正在交易中，暂时无法修改或下架。',
  },
  listingSoldFinal: {
    'en-US': 'This listing is sold: it can no longer be changed, taken down or put up.',
    'zh-CN': '该商品已售出，无法再修改、下架或上架。',
  },
  listingRejectedEditFirst: {
    'en-US': 'Staff rejected this listing: edit it and submit it again.',
    'zh-CN': '该商品审核未通过，请修改后重新提交。',
  },
  listingAlreadyOffShelf: {
    'en-US': 'This listing is already taken down.',
    'zh-CN': '该商品已下架。',
  },
  listingAlreadyOnSale: {
    'en-US': 'This listing is already on sale.',
    'zh-CN': '该商品已在售。',
  },
  listingAwaitingReview: {
    'en-US': 'This listing is waiting for staff review; it goes on sale once approved.',
    'zh-CN': '该商品正在等待审核，审核通过后将自动上架。',
  },
  listingNotPendingReview: {
    'en-US': 'This listing is no longer waiting for review; reload the queue to see its current state.',
    'zh-CN': '该商品已不在待审核状态，请刷新列表查看最新状态。',
  },
  listingReviewBlacklisted: {
    'en-US': 'The account or its seller is on the blacklist: reject this listing instead of approving it.',
    'zh-CN': '该账号或卖家已被列入黑名单，请驳回该商品，不能审核通过。',
  },
} satisfies Record<string, Record<Locale, string>>;
