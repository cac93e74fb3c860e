import type { Locale } from '@gs/shared/tenant';

/** Shop settings in the back office: each field's rule as one sentence, and the payment connection test. */
export const shopSettingsMessages = {
  settingsBodyInvalid: {
    'en-US': 'Send the settings of the section as a JSON object with every field.',
    'zh-CN': '请以 JSON 对象提交该分区的全部设置项。',
  },
  settingsName: { 'en-US': 'Enter a shop name of 1–60 characters.', 'zh-CN': '请输入 1–60 个字的店铺名称。' },
  settingsLogo: {
    'en-US': 'Choose a logo image you uploaded (an address of at most 500 characters), or none.',
    'zh-CN': '请选择您上传的 Logo 图片（地址不超过 500 个字符），或不设置 Logo。',
  },
  settingsLogoNotOwned: {
    'en-US': 'Use an image you uploaded yourself as the logo.',
    'zh-CN': 'Logo 只能使用您本人上传的图片。',
  },
  settingsTheme: {
    'en-US': 'Choose header style 1, 2 or 3.',
    'zh-CN': '请选择页头样式 1、2 或 3。',
  },
  settingsPrimaryColor: {
    'en-US': 'Enter the primary colour as #rrggbb, e.g. #1677ff.',
    'zh-CN': '主题色请填写 #rrggbb 格式，例如 #1677ff。',
  },
  settingsDefaultLocale: {
    'en-US': 'Choose Simplified Chinese (zh-CN) or English (en-US) as the default language.',
    'zh-CN': '默认语言请选择简体中文（zh-CN）或英文（en-US）。',
  },
  settingsHotSearches: {
    'en-US': 'Enter at most 3 different hot searches, each of 1–20 characters.',
    'zh-CN': '热门搜索最多 3 个且不能重复，每个 1–20 个字。',
  },
  settingsPriceMarkup: {
    'en-US': 'Enter a price markup from 0 to 100 percent with at most two decimals.',
    'zh-CN': '加价比例请填写 0–100 之间的百分数，最多两位小数。',
  },
  settingsAmountLabel: {
    'en-US': 'Choose how amounts are labelled: the sign (symbol, ¥1,280.00) or the currency code (code, CNY 1,280.00).',
    'zh-CN': '金额显示方式请选择货币符号（symbol，¥1,280.00）或货币代码（code，CNY 1,280.00）。',
  },
  settingsCompanyName: {
    'en-US': 'Enter the company name in at most 100 characters, or leave it empty.',
    'zh-CN': '公司名称不超过 100 个字，也可以不填。',
  },
  settingsIcpNumber: {
    'en-US': 'Enter the ICP number as issued, e.g. 京ICP备12345678号-1 or 粤B2-20201234, or leave it empty.',
    'zh-CN': 'ICP 备案号请按原样填写，例如 京ICP备12345678号-1 或 粤B2-20201234，也可以不填。',
  },
  settingsServiceHours: {
    'en-US': 'Enter the service hours in at most 60 characters, e.g. 9:00–22:00 daily, or leave them empty.',
    'zh-CN': '服务时间不超过 60 个字，例如 每天 9:00–22:00，也可以不填。',
  },
  settingsContactPhone: {
    'en-US': 'Enter a phone number of 5–20 digits, spaces or dashes (e.g. 400-820-8820), or leave it empty.',
    'zh-CN': '联系电话为 5–20 位数字，可含空格或短横线（例如 400-820-8820），也可以不填。',
  },
  settingsContactEmail: {
    'en-US': 'Enter an email address of at most 100 characters, e.g. service@example.com, or leave it empty.',
    'zh-CN': '请输入不超过 100 个字符的邮箱地址，例如 service@example.com，也可以不填。',
  },
  settingsServiceContacts: {
    'en-US':
      'Enter at most 10 contacts, each QQ or WeChat, with a label of 1–20 and a number or ID of 1–60 characters.',
    'zh-CN': '客服联系方式最多 10 个，类型为 QQ 或微信，名称 1–20 个字，号码 1–60 个字符。',
  },
  settingsQqGroups: {
    'en-US':
      'Enter at most 50 QQ groups, each with a name of 1–60 characters, a number of 5–12 digits and, if any, a join link starting with http:// or https://.',
    'zh-CN':
      'QQ 群最多 50 个，每个群名称 1–60 个字、群号 5–12 位数字，加群链接（可不填）须以 http:// 或 https:// 开头。',
  },
  settingsQqGroupNumber: { 'en-US': 'A QQ group number has 5–12 digits.', 'zh-CN': 'QQ 群号为 5–12 位数字。' },
  settingsQqGroupJoinUrl: {
    'en-US': 'A join link starts with http:// or https://, or is left empty.',
    'zh-CN': '加群链接须以 http:// 或 https:// 开头，也可以不填。',
  },
  settingsQqGroupUnknownGame: {
    'en-US': 'The game {id} does not exist in this shop.',
    'zh-CN': '本店不存在游戏 {id}。',
  },
  settingsQqGroupUnknownId: {
    'en-US': 'The QQ group {id} does not exist in this shop; leave out its id to add it as a new group.',
    'zh-CN': '本店不存在 QQ 群 {id}；新增的群请不要填写 id。',
  },
  settingsQqGroupTwice: {
    'en-US': 'The QQ group {id} is listed twice.',
    'zh-CN': 'QQ 群 {id} 重复出现。',
  },
  settingsPaymentMinutes: {
    'en-US': 'The payment window is a whole number of minutes from 1 to 1440.',
    'zh-CN': '支付时限须为 1–1440 之间的整数分钟。',
  },
  settingsAutoConfirmHours: {
    'en-US': 'Automatic confirmation comes after a whole number of hours from 1 to 720.',
    'zh-CN': '自动确认收货时间须为 1–720 之间的整数小时。',
  },
  settingsMaxUnpaidOrders: {
    'en-US': 'The cap on unpaid orders per buyer is a whole number from 1 to 50, or empty for the default (2).',
    'zh-CN': '每位买家的未支付订单上限须为 1–50 之间的整数，留空则使用默认值（2）。',
  },
  settingsPayoutHoldDays: {
    'en-US':
      "Hold a seller's proceeds a whole number of days from 0 to 365 under each guarantee (retrieval, face recognition, none); 0 pays them at once.",
    'zh-CN': '各保障类型（找回包赔、人脸包赔、无包赔）的卖家货款冻结天数须为 0–365 之间的整数，0 表示立即到账。',
  },
  settingsClaimDaysRetrieval: {
    'en-US': 'The claim window under the retrieval guarantee is a whole number of days from 0 to 3650.',
    'zh-CN': '找回包赔的售后申请期限须为 0–3650 之间的整数天。',
  },
  settingsClaimDaysFace: {
    'en-US': 'The claim window under the face-recognition guarantee is a whole number of days from 0 to 3650.',
    'zh-CN': '人脸包赔的售后申请期限须为 0–3650 之间的整数天。',
  },
  settingsClaimSellerReplyHours: {
    'en-US': "The seller's time to answer a claim is a whole number of hours from 1 to 720.",
    'zh-CN': '卖家答复售后的时限须为 1–720 之间的整数小时。',
  },
  settingsClaimReviewUpheldSellers: {
    'en-US': 'Say whether new listings of sellers with an upheld retrieval claim go to review (true or false).',
    'zh-CN': '请设置是否将有找回索赔成立记录的卖家的新商品送审（true 或 false）。',
  },
  settingsCaptchaEnabled: {
    'en-US': 'Say whether the image captcha is on (true or false).',
    'zh-CN': '请设置图形验证码是否开启（true 或 false）。',
  },
  settingsSmsProvider: {
    'en-US': "Choose the platform's SMS service or your own Aliyun SMS account.",
    'zh-CN': '请选择平台短信服务或自有阿里云短信账号。',
  },
  settingsSmsAccessKeyId: {
    'en-US': 'The AccessKey ID has at most 64 characters.',
    'zh-CN': 'AccessKey ID 不能超过 64 个字符。',
  },
  settingsSmsAccessKeySecret: {
    'en-US': 'The AccessKey secret has at most 128 characters; leave it empty to keep the saved one.',
    'zh-CN': 'AccessKey Secret 不能超过 128 个字符；留空则保留已保存的密钥。',
  },
  settingsSmsSignName: {
    'en-US': 'The signature name has at most 40 characters.',
    'zh-CN': '短信签名不能超过 40 个字符。',
  },
  settingsSmsTemplateCode: {
    'en-US': 'A template code looks like SMS_123456789.',
    'zh-CN': '模板编号格式应为 SMS_123456789。',
  },
  settingsSmsFieldRequired: {
    'en-US': 'Needed to send codes through your own Aliyun SMS account.',
    'zh-CN': '使用自有阿里云短信账号发送验证码时必填。',
  },
  settingsAppVersions: {
    'en-US': 'Give at most one app per platform (type 1–9).',
    'zh-CN': '每个平台（类型 1–9）最多一个应用版本。',
  },
  settingsAppType: { 'en-US': 'The platform is a type from 1 to 9.', 'zh-CN': '平台类型须为 1–9。' },
  settingsAppVersion: {
    'en-US': 'A version looks like 2.3.0: letters, digits, dots, at most 40 characters.',
    'zh-CN': '版本号格式如 2.3.0：字母、数字和点，最多 40 个字符。',
  },
  settingsAppReleaseNotes: {
    'en-US': 'Release notes have at most 2000 characters.',
    'zh-CN': '更新说明不能超过 2000 个字。',
  },
  settingsAppDownloadUrl: {
    'en-US': 'Enter a download address starting with http:// or https://.',
    'zh-CN': '下载地址须以 http:// 或 https:// 开头。',
  },
  settingsPaymentProvider: {
    'en-US': 'Choose the sandbox or Alipay as the payment provider.',
    'zh-CN': '支付方式请选择沙箱或支付宝。',
  },
  settingsAlipayAppId: { 'en-US': 'An Alipay app id has 16 digits.', 'zh-CN': '支付宝应用 APPID 为 16 位数字。' },
  settingsAlipayPrivateKey: {
    'en-US':
      "Paste your app's RSA2 private key (2048 bits or more) as PEM or as the base64 from Alipay's key tool; leave it empty to keep the saved one.",
    'zh-CN':
      '请粘贴应用的 RSA2 私钥（2048 位及以上），PEM 格式或支付宝密钥工具生成的 base64 均可；留空则保留已保存的私钥。',
  },
  settingsAlipayPublicKey: {
    'en-US':
      'Paste the Alipay public key (RSA2) shown in the Alipay console as PEM or base64; leave it empty to keep the saved one.',
    'zh-CN': '请粘贴支付宝开放平台显示的支付宝公钥（RSA2），PEM 或 base64 格式均可；留空则保留已保存的公钥。',
  },
  settingsAlipayPublicKeyIsOwn: {
    'en-US': "This is your app's own public key: paste the Alipay public key shown beside it in the Alipay console.",
    'zh-CN': '这是您的应用公钥，请粘贴支付宝开放平台中与之并列显示的“支付宝公钥”。',
  },
  settingsAlipaySandbox: {
    'en-US': "Say whether to use Alipay's sandbox (true or false).",
    'zh-CN': '请设置是否使用支付宝沙箱环境（true 或 false）。',
  },
  settingsAlipayRequired: {
    'en-US': 'Needed to take payments with Alipay.',
    'zh-CN': '使用支付宝收款时必填。',
  },
  settingsSandboxNotAllowed: {
    'en-US': 'This server does not allow sandbox payments: choose Alipay with real keys.',
    'zh-CN': '本服务器不允许使用沙箱支付，请使用正式的支付宝密钥。',
  },
  settingsAlipayKeysMissing: {
    'en-US': 'Enter the app id and both keys (or save them first) to test the connection.',
    'zh-CN': '请先填写（或保存）APPID 和两个密钥，再测试连接。',
  },
  settingsPaymentTestUnsupported: {
    'en-US': 'The payment gateway cannot test keys on this server.',
    'zh-CN': '本服务器的支付网关不支持测试密钥。',
  },
  settingsPaymentTestOk: {
    'en-US': 'Alipay accepted the keys: this shop can take payments with them.',
    'zh-CN': '支付宝已接受该密钥，本店可以使用它收款。',
  },
  settingsPaymentTestRejected: {
    'en-US':
      'Alipay refused the request ({code}: {message}). Check the app id, and that the app public key uploaded to Alipay belongs to this private key.',
    'zh-CN': '支付宝拒绝了请求（{code}：{message}）。请检查 APPID，以及上传到支付宝的应用公钥是否与该私钥配对。',
  },
  settingsPaymentTestAnswerSignature: {
    'en-US':
      'Alipay accepted the request, but its answer does not verify with the Alipay public key given: paste the Alipay public key again.',
    'zh-CN': '支付宝接受了请求，但其应答无法用所填的支付宝公钥验签，请重新粘贴支付宝公钥。',
  },
  settingsPaymentTestUnreachable: {
    'en-US': 'Alipay could not be reached ({message}). Try again later.',
    'zh-CN': '无法连接支付宝（{message}），请稍后再试。',
  },
} satisfies Record<string, Record<Locale, string>>;
