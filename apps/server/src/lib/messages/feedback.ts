import type { Locale } from '@gs/shared/tenant';

/** Feedback threads (issue 13) and the blacklist check and management. */
export const feedbackMessages = {
  feedbackNotFound: { 'en-US': 'This feedback does not exist.', 'zh-CN': '该反馈不存在。' },
  feedbackTooMany: {
    'en-US': 'You have sent {max} feedback messages in the last hour; try again in {minutes} minutes.',
    'zh-CN': '一小时内最多提交 {max} 条反馈，请 {minutes} 分钟后再试。',
  },
  feedbackAlreadyClosed: {
    'en-US': 'This feedback is already closed; reload it.',
    'zh-CN': '该反馈已关闭，请刷新后查看。',
  },
  feedbackNotClosed: {
    'en-US': 'Only closed feedback can be reopened; this one is still open or answered.',
    'zh-CN': '只有已关闭的反馈才能重新打开，该反馈仍处于待处理或已回复状态。',
  },
  feedbackImageNotFound: {
    'en-US': 'This image is not part of the feedback.',
    'zh-CN': '该图片不属于此反馈。',
  },
  blacklistEntryNotFound: {
    'en-US': 'This blacklist entry does not exist (it may have been removed already).',
    'zh-CN': '该黑名单记录不存在（可能已被移除）。',
  },
  blacklistSellerNotFound: {
    'en-US': 'No user of this shop has the phone number {phone}.',
    'zh-CN': '本店没有手机号为 {phone} 的用户。',
  },
  blacklistGameNotFound: {
    'en-US': 'This game does not exist in this shop.',
    'zh-CN': '本店不存在该游戏。',
  },
  blacklistSubjectRequired: {
    'en-US': 'Enter the game account, or the seller’s phone number.',
    'zh-CN': '请填写游戏账号或卖家手机号。',
  },
  blacklistAccountNeedsGame: {
    'en-US': 'Choose the game this account belongs to.',
    'zh-CN': '请选择该账号所属的游戏。',
  },
} satisfies Record<string, Record<Locale, string>>;
