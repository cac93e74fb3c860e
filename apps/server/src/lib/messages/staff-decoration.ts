import type { Locale } from '@gs/shared/tenant';

/** The back office's decoration screen: the draft's entries, ordering and publishing. */
export const staffDecorationMessages = {
  decorationEntryNotFound: {
    'en-US': 'This decoration entry does not exist (it may have been removed or the draft discarded).',
    'zh-CN': '该装修条目不存在（可能已被删除，或草稿已被放弃）。',
  },
  decorationLinkInvalid: {
    'en-US': 'Choose a storefront page, or enter an address starting with http:// or https://.',
    'zh-CN': '请选择店铺页面，或填写以 http:// 或 https:// 开头的网址。',
  },
  decorationImageRequired: {
    'en-US': 'Upload an image for this entry.',
    'zh-CN': '请为该条目上传图片。',
  },
  decorationImageInvalid: {
    'en-US': 'Use an image uploaded at this shop.',
    'zh-CN': '只能使用本店上传的图片。',
  },
  decorationWindowInvalid: {
    'en-US': 'The end of the schedule must come after its start.',
    'zh-CN': '展示结束时间必须晚于开始时间。',
  },
  decorationAreaFull: {
    'en-US': 'An area holds at most {max} entries. Remove one first.',
    'zh-CN': '每个区域最多 {max} 个条目，请先删除一个。',
  },
  decorationOrderMismatch: {
    'en-US': 'The order must list every entry of the area once. Reload the page and try again.',
    'zh-CN': '排序必须包含该区域的全部条目且各一次，请刷新页面后重试。',
  },
} satisfies Record<string, Record<Locale, string>>;
