import type { Locale } from '@gs/shared/tenant';

/** Staff contacts (anti-scam check) and merchant applications. */
export const serviceCenterMessages = {
  staffContactExists: {
    'en-US': 'This account is already in the staff contact list.',
    'zh-CN': '该账号已在员工联系方式列表中。',
  },
  staffContactNotFound: { 'en-US': 'This staff contact does not exist.', 'zh-CN': '该员工联系方式不存在。' },
  merchantApplicationPending: {
    'en-US': 'You already have an application under review; wait for its result before applying again.',
    'zh-CN': '您已有一份正在审核的入驻申请，请等待审核结果后再重新申请。',
  },
  merchantApplicationNotFound: {
    'en-US': 'This merchant application does not exist.',
    'zh-CN': '该商家入驻申请不存在。',
  },
  merchantApplicationDecided: {
    'en-US': 'This application has already been decided; reload the list.',
    'zh-CN': '该申请已审核，请刷新列表。',
  },
  merchantGameUnknown: {
    'en-US': 'Choose games from the list: one of them is not offered by this shop.',
    'zh-CN': '请从列表中选择游戏：其中有本店未开放的游戏。',
  },
  merchantDocumentMissing: {
    'en-US': 'This application has no such document.',
    'zh-CN': '该申请没有此项证件图片。',
  },
} satisfies Record<string, Record<Locale, string>>;
