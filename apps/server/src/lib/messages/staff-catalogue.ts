import type { Locale } from '@gs/shared/tenant';

/** The back office's catalogue screens: games, region trees, label types and dictionaries. */
export const staffCatalogueMessages = {
  catalogueGameNameTaken: {
    'en-US': 'This shop already has a game called "{name}".',
    'zh-CN': '本店已有名为“{name}”的游戏。',
  },
  catalogueIconNotOwned: {
    'en-US': 'Upload the icon here, or keep the current one.',
    'zh-CN': '请在此上传图标，或保留原有图标。',
  },
  catalogueRegionNotFound: {
    'en-US': 'This region node does not exist (it may belong to another game).',
    'zh-CN': '该区服节点不存在（可能属于其他游戏）。',
  },
  catalogueRegionNoChildren: {
    'en-US': 'A server is the last level: it cannot have nodes under it.',
    'zh-CN': '服务器是最后一级，下面不能再添加节点。',
  },
  catalogueRegionNameTaken: {
    'en-US': 'Another node at this place is already called "{name}".',
    'zh-CN': '同一级下已有名为“{name}”的节点。',
  },
  catalogueRegionOrderMismatch: {
    'en-US': 'The new order must list every node under this parent once. Reload the tree and try again.',
    'zh-CN': '新的顺序必须包含该节点下的全部子节点且不重复，请刷新后重试。',
  },
  catalogueLabelNameTaken: {
    'en-US': 'This shop already has a label type called "{name}".',
    'zh-CN': '本店已有名为“{name}”的标签类型。',
  },
  catalogueLabelNotFound: {
    'en-US': 'This label type does not exist.',
    'zh-CN': '该标签类型不存在。',
  },
  catalogueDictNotFound: {
    'en-US': 'This dictionary entry does not exist.',
    'zh-CN': '该字典项不存在。',
  },
  catalogueDictRateInvalid: {
    'en-US': 'Enter a rate from {min} to {max} basis points (100 basis points = 1%).',
    'zh-CN': '请输入 {min} 到 {max} 个基点之间的费率（100 个基点 = 1%）。',
  },
  catalogueDictAmountInvalid: {
    'en-US': 'Enter an amount from ¥{min} to ¥{max}, to the fen.',
    'zh-CN': '请输入 ¥{min} 到 ¥{max} 之间的金额（精确到分）。',
  },
  catalogueDictHoursInvalid: {
    'en-US': 'Enter a whole number of hours from {min} to {max}.',
    'zh-CN': '请输入 {min} 到 {max} 之间的整数小时数。',
  },
  catalogueDictKeyUnknown: {
    'en-US': 'The dictionary "{type}" has no key "{value}". Choose one of the keys offered.',
    'zh-CN': '字典“{type}”没有键“{value}”，请从提供的键中选择。',
  },
  catalogueDictKeyTaken: {
    'en-US': 'This shop already has the entry "{value}" in this dictionary; edit it instead.',
    'zh-CN': '本店该字典中已有“{value}”这一项，请直接编辑它。',
  },
} satisfies Record<string, Record<Locale, string>>;
