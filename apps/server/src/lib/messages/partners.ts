import type { Locale } from '@gs/shared/tenant';

/** Partner quick-sell (the signed link and the owner's partners) and streamers. */
export const partnersMessages = {
  partnerLinkConfirm: {
    'en-US':
      'This phone number already has an account here. Sign in to it once, with its password or an SMS code, to connect it to {partner}.',
    'zh-CN': '该手机号在本店已有账号。请先用密码或短信验证码登录该账号一次，即可与{partner}关联。',
  },
  partnerLinkInvalid: {
    'en-US':
      'This partner link is invalid or has expired. Open it again from the partner app, or log in with your phone.',
    'zh-CN': '该合作方链接无效或已过期，请从合作方应用重新进入，或使用手机号登录。',
  },
  partnerCodeTaken: {
    'en-US': 'Another partner of this shop already uses the code "{code}".',
    'zh-CN': '本店已有合作方使用代码“{code}”。',
  },
  partnerNotFound: { 'en-US': 'This partner does not exist.', 'zh-CN': '该合作方不存在。' },
  streamerNotFound: { 'en-US': 'This streamer does not exist.', 'zh-CN': '该主播不存在。' },
  streamerAvatarNotOwned: {
    'en-US': 'Use an image uploaded at this shop as the avatar.',
    'zh-CN': '头像只能使用本店上传的图片。',
  },
} satisfies Record<string, Record<Locale, string>>;
