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
  chatAssignmentChanged: {
    'en-US': 'Someone else changed who handles this conversation meanwhile. Look at it again and retry.',
    'zh-CN': '该会话的接待人刚被他人更改，请刷新后重试。',
  },
  chatAssigneeNotAgent: {
    'en-US': "Only the shop's customer-service staff (owner or operator) can handle a conversation.",
    'zh-CN': '只能分配给本店的客服人员（店主或运营）。',
  },
  chatQuickReplyNotFound: {
    'en-US': 'This quick reply does not exist.',
    'zh-CN': '该快捷回复不存在。',
  },
  chatQuickReplyLimit: {
    'en-US': 'A shop can keep at most {max} quick replies. Delete one first.',
    'zh-CN': '每个店铺最多保存 {max} 条快捷回复，请先删除一条。',
  },
  chatQuickReplyTitleRequired: {
    'en-US': 'Give the quick reply a title.',
    'zh-CN': '请填写快捷回复的标题。',
  },
  chatQuickReplyTitleTooLong: {
    'en-US': "A quick reply's title can be at most {max} characters.",
    'zh-CN': '快捷回复的标题最多 {max} 个字。',
  },
  chatQuickReplyTextRequired: {
    'en-US': 'Write the text of the quick reply.',
    'zh-CN': '请填写快捷回复的内容。',
  },
  chatQuickReplyTextTooLong: {
    'en-US': "A quick reply's text can be at most {max} characters.",
    'zh-CN': '快捷回复的内容最多 {max} 个字。',
  },
} satisfies Record<string, Record<Locale, string>>;
