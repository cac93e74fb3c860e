import type { OrderStatus } from '@gs/shared/orders';
import type { Locale } from '@gs/shared/tenant';
import { biddingMessages } from './messages/bidding.ts';
import { chatMessages } from './messages/chat.ts';
import { claimsMessages } from './messages/claims.ts';
import { consignmentMessages } from './messages/consignment.ts';
import { feedbackMessages } from './messages/feedback.ts';
import { noticesMessages } from './messages/notices.ts';
import { partnersMessages } from './messages/partners.ts';
import { platformMessages } from './messages/platform.ts';
import { recycleMessages } from './messages/recycle.ts';
import { serviceCenterMessages } from './messages/service-center.ts';
import { shopSettingsMessages } from './messages/shop-settings.ts';
import { staffCatalogueMessages } from './messages/staff-catalogue.ts';
import { staffDecorationMessages } from './messages/staff-decoration.ts';
import { staffListingsMessages } from './messages/staff-listings.ts';
import { staffOrdersMessages } from './messages/staff-orders.ts';
import { staffTemplatesMessages } from './messages/staff-templates.ts';
import { staffUsersMessages } from './messages/staff-users.ts';
import { walletMessages } from './messages/wallet.ts';

/** Every sentence the API can answer with, in both languages. `{name}` placeholders are filled from params. */
const messages = {
  ok: { 'en-US': 'OK', 'zh-CN': '操作成功' },
  notFound: { 'en-US': 'The requested item was not found.', 'zh-CN': '请求的内容不存在。' },
  // Never the path: an attacker's link would put its words into the answer (the path is in the request log).
  routeNotFound: { 'en-US': 'No such route.', 'zh-CN': '请求的接口不存在。' },
  tenantNotFound: {
    'en-US': 'No storefront is configured for the host "{host}".',
    'zh-CN': '域名 "{host}" 未绑定任何店铺。',
  },
  tenantSuspended: {
    'en-US': 'This shop is suspended: signing in, buying and selling are not available here.',
    'zh-CN': '该店铺已暂停营业，暂不支持登录、购买和出售。',
  },
  serviceNotEnabled: {
    'en-US': 'This shop has not opened trading yet: signing in, buying and selling are not available here.',
    'zh-CN': '该店铺尚未开通交易服务，暂不支持登录、购买和出售。',
  },
  validationFailed: { 'en-US': 'Invalid request: {details}', 'zh-CN': '请求参数有误：{details}' },
  invalidJson: {
    'en-US': 'The request body is not valid JSON: {reason}',
    'zh-CN': '请求体不是有效的 JSON：{reason}',
  },
  emptyJsonBody: {
    'en-US': 'The request declares JSON but its body is empty.',
    'zh-CN': '请求声明为 JSON，但请求体为空。',
  },
  unsupportedMediaType: {
    'en-US': 'Unsupported content type "{type}"; send application/json.',
    'zh-CN': '不支持的内容类型 "{type}"，请使用 application/json。',
  },
  payloadTooLarge: {
    'en-US': 'The request body is larger than the {limit} limit.',
    'zh-CN': '请求体超过了 {limit} 的上限。',
  },
  rateLimited: {
    'en-US': 'Too many requests; try again in {seconds} seconds.',
    'zh-CN': '请求过于频繁，请 {seconds} 秒后再试。',
  },
  valueOutOfRange: {
    'en-US': 'A value in the request is out of range or malformed (for example a number that is too large).',
    'zh-CN': '请求中的某个值超出范围或格式不正确（例如数字过大）。',
  },
  nulCharacter: {
    'en-US': 'The text contains a character that is not allowed (NUL). Remove it and try again.',
    'zh-CN': '内容中含有不允许的字符（NUL），请删除后重试。',
  },
  invalidUnicode: {
    'en-US':
      'The text contains a broken character (half of an emoji or of another character). Retype it and try again.',
    'zh-CN': '内容中含有残缺的字符（半个表情或其他字符），请重新输入后重试。',
  },
  nestedTooDeep: {
    'en-US': 'The request is nested too deeply to be read.',
    'zh-CN': '请求的嵌套层级过深，无法读取。',
  },
  badRequest: { 'en-US': 'The request could not be processed: {reason}', 'zh-CN': '请求无法处理：{reason}' },
  internalError: {
    'en-US': 'Something went wrong on our side. Please try again later.',
    'zh-CN': '服务器开小差了，请稍后再试。',
  },
  databaseUnavailable: {
    'en-US': 'The database is not reachable.',
    'zh-CN': '数据库暂时无法访问。',
  },
  instanceNotReady: {
    'en-US': 'This instance is not ready to serve; failed checks: {checks}.',
    'zh-CN': '该实例暂不可接收请求，未通过的检查：{checks}。',
  },
  auditNotRecorded: {
    'en-US': 'This action could not be put on record, so it was not carried out. Please try again.',
    'zh-CN': '操作未能记入审计日志，因此没有执行，请重试。',
  },
  unauthorized: {
    'en-US': 'Login timed out, please log in again.',
    'zh-CN': '登录状态已过期，请重新登录。',
  },
  forbidden: { 'en-US': 'You do not have permission to do this.', 'zh-CN': '您没有执行此操作的权限。' },
  phoneRegistered: {
    'en-US': 'This phone number is already registered. Log in instead, or reset the password.',
    'zh-CN': '该手机号已注册，请直接登录或找回密码。',
  },
  phoneNotRegistered: {
    'en-US': 'No account uses this phone number yet. Register first.',
    'zh-CN': '该手机号尚未注册，请先注册。',
  },
  loginFailed: { 'en-US': 'Wrong account or password.', 'zh-CN': '账号或密码错误。' },
  accountLocked: {
    'en-US': 'Too many wrong passwords. Try again in {minutes} minutes, or log in with an SMS code.',
    'zh-CN': '密码错误次数过多，请 {minutes} 分钟后再试，或使用短信验证码登录。',
  },
  accountDisabled: {
    'en-US': 'This account has been blocked by the shop. Contact customer service if you think this is a mistake.',
    'zh-CN': '该账号已被店铺封禁，如有疑问请联系客服。',
  },
  captchaRequired: { 'en-US': 'Enter the characters in the image.', 'zh-CN': '请输入图形验证码。' },
  captchaInvalid: {
    'en-US': 'The image code is wrong or expired. A new image has been loaded.',
    'zh-CN': '图形验证码错误或已过期，请重新输入。',
  },
  currentPasswordMissing: {
    'en-US': 'Enter your current password to change the phone number.',
    'zh-CN': '更换手机号需要输入当前登录密码。',
  },
  currentPasswordWrong: {
    'en-US': 'The current password is not right.',
    'zh-CN': '当前登录密码不正确。',
  },
  smsCodeMissing: {
    'en-US': 'The SMS code has expired or was not requested. Request a new code.',
    'zh-CN': '短信验证码已过期或未发送，请重新获取。',
  },
  smsCodeWrong: {
    'en-US': 'The SMS code is wrong; {left} tries left.',
    'zh-CN': '短信验证码错误，还可尝试 {left} 次。',
  },
  smsCodeExhausted: {
    'en-US': 'Too many wrong SMS codes. Request a new code.',
    'zh-CN': '短信验证码错误次数过多，请重新获取。',
  },
  smsSendFailed: {
    'en-US': 'The SMS could not be sent. Please try again later.',
    'zh-CN': '短信发送失败，请稍后再试。',
  },
  realNameAlready: { 'en-US': 'Your real name is already verified.', 'zh-CN': '您已完成实名认证。' },
  realNameFormat: {
    'en-US': 'An ID number is 18 characters: 17 digits and a digit or X.',
    'zh-CN': '身份证号为 18 位：17 位数字加一位数字或 X。',
  },
  realNameChecksum: {
    'en-US': 'This ID number is not valid: check it for typing mistakes.',
    'zh-CN': '身份证号校验失败，请检查是否输入有误。',
  },
  realNameBirthDate: {
    'en-US': 'The birth date in this ID number is not valid.',
    'zh-CN': '身份证号中的出生日期无效。',
  },
  realNameRegion: {
    'en-US': 'The region code in this ID number is not valid.',
    'zh-CN': '身份证号中的地区码无效。',
  },
  realNameRejected: {
    'en-US': 'The name and ID number could not be verified.',
    'zh-CN': '姓名与身份证号核验未通过。',
  },
  realNameUnderage: {
    'en-US': 'You must be 18 or older to trade on this platform.',
    'zh-CN': '未满 18 周岁不能在本平台交易。',
  },
  realNameIdLimit: {
    'en-US': 'This ID number has already verified {max} accounts, the most allowed.',
    'zh-CN': '该身份证号已认证 {max} 个账号，已达上限。',
  },
  realNameNeedsLevelOne: {
    'en-US': 'Complete the name and ID number verification first.',
    'zh-CN': '请先完成姓名和身份证号认证。',
  },
  realNameReviewPending: {
    'en-US': 'Your ID photos are already waiting for review.',
    'zh-CN': '您的身份证照片正在审核中。',
  },
  reviewReasonRequired: { 'en-US': 'Give a reason for the rejection.', 'zh-CN': '请填写驳回原因。' },
  uploadMissing: {
    'en-US': 'Send the image as multipart form data in the field "file".',
    'zh-CN': '请以 multipart 表单的 file 字段上传图片。',
  },
  uploadNotImage: {
    'en-US': 'Only JPEG, PNG, WebP, GIF, AVIF or HEIF images can be uploaded.',
    'zh-CN': '仅支持上传 JPEG、PNG、WebP、GIF、AVIF 或 HEIF 图片。',
  },
  uploadTooLarge: { 'en-US': 'The image is larger than {limit}.', 'zh-CN': '图片超过 {limit}。' },
  uploadTooManyPixels: {
    'en-US': 'The image has too many pixels: at most {megapixels} megapixels (e.g. 5000 × 5000).',
    'zh-CN': '图片像素过多：最多 {megapixels} 百万像素（如 5000 × 5000）。',
  },
  uploadNotOwned: {
    'en-US': 'Use an image you uploaded yourself.',
    'zh-CN': '请使用您自己上传的图片。',
  },
  gameNotFound: { 'en-US': 'Game {id} does not exist in this store.', 'zh-CN': '本店没有编号为 {id} 的游戏。' },
  regionNotFound: {
    'en-US': 'Region {id} does not exist for this game.',
    'zh-CN': '该游戏没有编号为 {id} 的区服。',
  },
  listingNotFound: { 'en-US': 'This listing does not exist.', 'zh-CN': '该商品不存在。' },
  sellingOperatorRequired: {
    'en-US': 'Pick the system and operator first: this game’s regions lie under an operator.',
    'zh-CN': '请先选择系统和运营商：该游戏的大区在运营商之下。',
  },
  sellingOperatorMismatch: {
    'en-US': 'Operator {id} is not an operator of this game; pick one from the operator list.',
    'zh-CN': '编号为 {id} 的运营商不属于该游戏，请从运营商列表中选择。',
  },
  sellingAreaNotFound: {
    'en-US': 'Region {id} does not exist in this store.',
    'zh-CN': '本店没有编号为 {id} 的大区。',
  },
  sellingAreaNotRegion: {
    'en-US': 'Node {id} is not a region; pick one from the region list.',
    'zh-CN': '编号为 {id} 的节点不是大区，请从大区列表中选择。',
  },
  retailKeyMismatch: {
    'en-US': 'The retailKey does not belong to this store; reload the page and try again.',
    'zh-CN': 'retailKey 与当前店铺不符，请刷新页面后重试。',
  },
  filterUnknownAttribute: {
    'en-US': 'Attribute {id} is not part of this game’s template.',
    'zh-CN': '属性 {id} 不属于该游戏的模板。',
  },
  filterNotSearchable: {
    'en-US': 'Attribute "{name}" cannot be used as a filter.',
    'zh-CN': '属性“{name}”不能用于筛选。',
  },
  filterNeedsChoices: {
    'en-US': 'Filter attribute "{name}" by choiceIds, not by a range.',
    'zh-CN': '属性“{name}”请按选项（choiceIds）筛选，不能按范围筛选。',
  },
  filterNeedsRange: {
    'en-US': 'Filter attribute "{name}" by a min/max range, not by choices.',
    'zh-CN': '属性“{name}”请按最小值/最大值范围筛选，不能按选项筛选。',
  },
  filterUnknownChoice: {
    'en-US': 'Choice {id} is not an option of attribute "{name}".',
    'zh-CN': '选项 {id} 不属于属性“{name}”。',
  },
  filterUnknownLevel: {
    'en-US': 'Attribute "{name}" has no level {level} to filter by.',
    'zh-CN': '属性“{name}”没有可筛选的等级 {level}。',
  },
  filterRangeReversed: {
    'en-US': 'The minimum ({min}) is greater than the maximum ({max}).',
    'zh-CN': '最小值（{min}）大于最大值（{max}）。',
  },
  filterRegionPath: {
    'en-US': 'Region {id} is not on a path of this game’s region tree.',
    'zh-CN': '区服 {id} 不在该游戏的区服路径上。',
  },
  attributesInvalid: {
    'en-US': 'Check these attributes: {names}.',
    'zh-CN': '请检查以下属性：{names}。',
  },
  attributeRequired: { 'en-US': '{name}: this field is required', 'zh-CN': '{name}：此项必填' },
  attributeUnknown: {
    'en-US': 'Attribute {id} is not part of this game’s template',
    'zh-CN': '属性 {id} 不属于该游戏的模板',
  },
  attributeNotOnRecycleForm: {
    'en-US': '{name}: not asked on the recycle form',
    'zh-CN': '{name}：回收表单不填写此项',
  },
  attributeExpectsText: { 'en-US': '{name}: enter text', 'zh-CN': '{name}：请填写文字' },
  attributeTextTooLong: {
    'en-US': '{name}: at most {max} characters',
    'zh-CN': '{name}：最多 {max} 个字符',
  },
  attributeExpectsDate: {
    'en-US': '{name}: enter a date as YYYY-MM-DD',
    'zh-CN': '{name}：请按 YYYY-MM-DD 填写日期',
  },
  attributeExpectsNumber: { 'en-US': '{name}: enter a whole number', 'zh-CN': '{name}：请填写整数' },
  attributeBelowMin: { 'en-US': '{name}: enter at least {min}', 'zh-CN': '{name}：不能小于 {min}' },
  attributeAboveMax: { 'en-US': '{name}: enter at most {max}', 'zh-CN': '{name}：不能大于 {max}' },
  attributeExpectsChoice: { 'en-US': '{name}: choose one option', 'zh-CN': '{name}：请选择一个选项' },
  attributeExpectsChoices: {
    'en-US': '{name}: choose options from the list',
    'zh-CN': '{name}：请从列表中选择选项',
  },
  attributeExpectsLevels: {
    'en-US': '{name}: choose options, each with its level',
    'zh-CN': '{name}：请选择选项并为每项选择等级',
  },
  attributeUnknownChoice: {
    'en-US': '{name}: option {id} is not one of this field’s options',
    'zh-CN': '{name}：选项 {id} 不属于此项',
  },
  attributeDuplicateChoice: {
    'en-US': '{name}: option {id} is chosen more than once',
    'zh-CN': '{name}：选项 {id} 重复选择',
  },
  attributeUnknownLevel: {
    'en-US': '{name}: choose a level that exists',
    'zh-CN': '{name}：请选择存在的等级',
  },
  searchWindowExceeded: {
    'en-US': 'Only the first {max} results can be paged through; narrow the filters.',
    'zh-CN': '最多只能翻阅前 {max} 条结果，请缩小筛选范围。',
  },
  listingNotOnSale: {
    'en-US': 'This listing is no longer on sale.',
    'zh-CN': '该商品已下架或已售出。',
  },
  favouritesFull: {
    'en-US': 'You can keep at most {max} favourites; remove some first.',
    'zh-CN': '收藏最多 {max} 个，请先移除部分收藏。',
  },
  listingSold: { 'en-US': 'This account has been sold.', 'zh-CN': '该账号已售出。' },
  listingLocked: {
    'en-US': 'Someone else is paying for this account, try again later.',
    'zh-CN': '该账号正在被其他买家支付，请稍后再试。',
  },
  unpaidOrdersLimit: {
    'en-US': 'You already have {max} unpaid orders: pay or cancel one before placing another.',
    'zh-CN': '您已有 {max} 个待支付订单，请先支付或取消后再下单。',
  },
  orderCooldown: {
    'en-US':
      '{lapses} of your orders went unpaid or were cancelled in the last 24 hours. You can place an order again in {minutes} minutes.',
    'zh-CN': '您在 24 小时内已有 {lapses} 个订单未支付或被取消，请 {minutes} 分钟后再下单。',
  },
  ownUnpaidOrderExists: {
    'en-US': 'You already have an unpaid order for this account: pay or cancel it first.',
    'zh-CN': '您已有该账号的待支付订单，请先支付或取消。',
  },
  cannotBuyOwnListing: { 'en-US': 'You cannot buy your own listing.', 'zh-CN': '不能购买自己发布的商品。' },
  realNameRequiredToBuy: {
    'en-US': 'Complete real-name verification before buying.',
    'zh-CN': '购买前请先完成实名认证。',
  },
  guaranteeRequired: {
    'en-US': 'This store sells accounts only with a guarantee: choose one.',
    'zh-CN': '本店交易须选择一项包赔服务。',
  },
  depositNotOffered: {
    'en-US': 'Paying a deposit is offered for prices from ¥{min}.',
    'zh-CN': '商品价格满 ¥{min} 才可支付定金。',
  },
  orderNotFound: { 'en-US': 'This order does not exist.', 'zh-CN': '该订单不存在。' },
  orderNotPayable: { 'en-US': 'This order cannot be paid now.', 'zh-CN': '该订单当前无法支付。' },
  orderExpired: {
    'en-US': 'The time to pay for this order has run out; place a new order.',
    'zh-CN': '订单支付已超时，请重新下单。',
  },
  orderNotCancellable: { 'en-US': 'Only unpaid orders can be cancelled.', 'zh-CN': '只有待支付的订单可以取消。' },
  orderNotConfirmable: {
    'en-US': 'Receipt can be confirmed once the account has been delivered.',
    'zh-CN': '账号交付后才能确认收货。',
  },
  orderActionNotAllowed: {
    'en-US': 'This cannot be done while the order is {status}.',
    'zh-CN': '订单当前状态（{status}）不允许此操作。',
  },
  orderStateChanged: {
    'en-US': 'The order has just changed; reload it and try again.',
    'zh-CN': '订单状态刚刚发生变化，请刷新后重试。',
  },
  orderAlreadyDelivered: { 'en-US': 'This order has already been delivered.', 'zh-CN': '该订单已交付。' },
  paymentInProgress: {
    'en-US': 'A payment for this order is already in progress.',
    'zh-CN': '该订单已有进行中的支付。',
  },
  paymentNotDue: {
    'en-US': 'This can no longer be paid, or it is paid already. Reload the page to see where it stands.',
    'zh-CN': '当前无法支付或已支付，请刷新页面查看最新状态。',
  },
  paymentProviderUnavailable: {
    'en-US': 'Payment is not available right now. Please try again later.',
    'zh-CN': '支付暂不可用，请稍后再试。',
  },
  credentialsNotReleased: {
    'en-US': 'The account details are released once the account has been delivered.',
    'zh-CN': '账号交付后才能查看账号信息。',
  },
  credentialsNotNeeded: {
    'en-US':
      'This order no longer needs the account credentials (it is not in trade or after-sale), so staff cannot read them.',
    'zh-CN': '该订单已不在交易或售后中，工作人员不能再查看账号密码。',
  },
  credentialsMissing: {
    'en-US': 'No login details are stored for this account yet.',
    'zh-CN': '该账号尚未录入登录信息。',
  },
  evaluationNotAllowed: {
    'en-US': 'You can evaluate an order once it is completed.',
    'zh-CN': '订单完成后才能评价。',
  },
  evaluationExists: { 'en-US': 'You have already evaluated this order.', 'zh-CN': '您已评价过该订单。' },
  rebindStepUnknown: {
    'en-US': 'The step "{step}" is not on this order’s checklist.',
    'zh-CN': '该订单的换绑清单中没有“{step}”这一步。',
  },
  refundTooLarge: {
    'en-US': 'The refund is more than the ¥{max} held for this order.',
    'zh-CN': '退款金额超过该订单可退的 ¥{max}。',
  },
  // Features with many sentences keep them in a file of their own (lib/messages/).
  ...consignmentMessages,
  ...walletMessages,
  ...recycleMessages,
  ...biddingMessages,
  ...shopSettingsMessages,
  ...staffListingsMessages,
  ...staffOrdersMessages,
  ...chatMessages,
  ...serviceCenterMessages,
  ...partnersMessages,
  ...feedbackMessages,
  ...staffDecorationMessages,
  ...staffCatalogueMessages,
  ...staffUsersMessages,
  ...staffTemplatesMessages,
  ...claimsMessages,
  ...platformMessages,
  ...noticesMessages,
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof messages;

/** Renders a message in the given language, filling `{placeholders}`. */
/** A message parameter: a plain value, or words in each language (such as an order's status). */
export type MessageParam = string | number | Record<Locale, string>;
export type MessageParams = Record<string, MessageParam>;

/** An order's status in words, as the storefront names it, for messages that quote it. */
export const orderStatusNames: Record<OrderStatus, Record<Locale, string>> = {
  pending_payment: { 'en-US': 'pending payment', 'zh-CN': '待支付' },
  paid_deposit: { 'en-US': 'deposit paid', 'zh-CN': '已付定金' },
  in_trade: { 'en-US': 'in trade', 'zh-CN': '交易中' },
  completed: { 'en-US': 'completed', 'zh-CN': '已完成' },
  after_sale: { 'en-US': 'in after-sale', 'zh-CN': '售后中' },
  cancelled: { 'en-US': 'cancelled', 'zh-CN': '已取消' },
  refunded: { 'en-US': 'refunded', 'zh-CN': '已退款' },
};

export function renderMessage(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  const template = messages[key][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[locale] : String(value);
  });
}

/** Picks zh-CN or en-US from an Accept-Language header; undefined when the header names neither. */
export function localeFromHeader(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return undefined;
}
