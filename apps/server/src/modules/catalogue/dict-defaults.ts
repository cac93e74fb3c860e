import { type KnownDictType, tradeFeeSetting } from '@gs/shared/staff-catalogue';
import type { Locale } from '@gs/shared/tenant';

type TextDictType = Exclude<KnownDictType, 'trade_fee'>;

/**
 * The text a display dictionary's row starts from when a shop adds it, in both languages (the texts a new shop is
 * seeded with). The `2026_11_27_1300_dictionary_keys` migration holds a frozen copy.
 */
const defaultTexts: Record<TextDictType, Record<string, Record<Locale, string>>> = {
  goods_kind: {
    self_operated: { 'zh-CN': '自营', 'en-US': 'Self-operated' },
    consignment: { 'zh-CN': '寄售', 'en-US': 'Consignment' },
    special_offer: { 'zh-CN': '特价', 'en-US': 'Special offer' },
  },
  goods_state: {
    on_sale: { 'zh-CN': '在售', 'en-US': 'On sale' },
    sold: { 'zh-CN': '已售出', 'en-US': 'Sold' },
    unavailable: { 'zh-CN': '暂不可购买', 'en-US': 'Unavailable' },
  },
  order_status: {
    pending_payment: { 'zh-CN': '待付款', 'en-US': 'Pending payment' },
    paid_deposit: { 'zh-CN': '已付定金', 'en-US': 'Deposit paid' },
    in_trade: { 'zh-CN': '交易中', 'en-US': 'In trade' },
    completed: { 'zh-CN': '已完成', 'en-US': 'Completed' },
    cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled' },
    refunded: { 'zh-CN': '已退款', 'en-US': 'Refunded' },
    after_sale: { 'zh-CN': '售后中', 'en-US': 'After-sale' },
  },
  guarantee_type: {
    retrieval: { 'zh-CN': '找回包赔', 'en-US': 'Retrieval cover' },
    face: { 'zh-CN': '人脸包赔', 'en-US': 'Face-verification cover' },
    none: { 'zh-CN': '不购买包赔', 'en-US': 'No cover' },
  },
};

/** The label a new row of a known key starts from: a trade-fee setting's default number, else the default text. */
export function defaultDictLabel(dictType: string, value: string, locale: Locale): string {
  const setting = tradeFeeSetting(dictType, value);
  if (setting) return String(setting.default);
  return defaultTexts[dictType as TextDictType]?.[value]?.[locale] ?? value;
}

/**
 * A display dictionary row's label in the request's language: a label left at a default text of its key (in either
 * language) reads as that key's default in the request's language; a label the shop wrote itself is answered as
 * written (it has no second language to fall back from).
 */
export function localDictLabel(dictType: string, value: string, label: string, locale: Locale): string {
  const texts = defaultTexts[dictType as TextDictType]?.[value];
  if (!texts) return label;
  return Object.values(texts).includes(label) ? texts[locale] : label;
}
