import type { Locale } from '@gs/shared/tenant';

/** Live customer-service chat. */
export const chatMessages = {
  chatConversationNotFound: {
    'en-US': 'This conversation does not exist.',
    'zh-CN': '该会话不存在。',
  },
  chatOrderNotYours: {
    'en-US': 'Only the buyer or the seller of this order can contact customer service about it.',
    'zh-CN': '只有该订单的买家或卖家可以就此订单联系客服。',
  },
  chatTextBlank: {
    'en-US': 'Write a message first.',
    'zh-CN': '请先输入消息内容。',
  },
  chatTextTooLong: {
    'en-US': 'A message can be at most {max} characters.',
    'zh-CN': '单条消息最多 {max} 个字。',
  },
  chatTicketInvalid: {
    'en-US': 'The chat connection ticket is invalid or expired; reconnect.',
    'zh-CN': '聊天连接凭证无效或已过期，请重新连接。',
  },
  chatEasemobFailed: {
    'en-US': 'The Easemob chat service did not answer correctly; try again later.',
    'zh-CN': '环信聊天服务暂时无法连接，请稍后再试。',
  },
  chatEasemobSecretRequired: {
    'en-US': 'Enter the client secret: none is stored yet.',
    'zh-CN': '请填写 Client Secret：当前尚未保存。',
  },
} satisfies Record<string, Record<Locale, string>>;
