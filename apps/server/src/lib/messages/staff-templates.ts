import type { Locale } from '@gs/shared/tenant';

/** The back office's attribute templates, heroes and skins. */
export const staffTemplatesMessages = {
  templateAttributeNotFound: {
    'en-US': 'This attribute does not exist in this store.',
    'zh-CN': '本店没有这个属性。',
  },
  templateChoiceNotFound: { 'en-US': 'This choice does not exist in this store.', 'zh-CN': '本店没有这个选项。' },
  templateHeroNotFound: { 'en-US': 'This hero does not exist in this store.', 'zh-CN': '本店没有这个英雄。' },
  templateSkinNotFound: { 'en-US': 'This skin does not exist in this store.', 'zh-CN': '本店没有这个皮肤。' },
  templateInvalid: {
    'en-US': 'The attribute cannot be saved: {names}.',
    'zh-CN': '属性无法保存：{names}。',
  },
  templateNoNumberSlot: {
    'en-US':
      'A game can have at most four number attributes, and all four slots are taken (disabled ones keep theirs). Use another kind, or reuse an existing number attribute.',
    'zh-CN':
      '每个游戏最多只能有 4 个数值属性，4 个位置都已占用（停用的属性仍占位）。请换用其他类型，或沿用已有的数值属性。',
  },
  templateKindLocked: {
    'en-US':
      'Listings already use “{name}”, so its kind can no longer change. Disable it and add a new attribute instead.',
    'zh-CN': '已有商品使用“{name}”，类型不能再修改。可以停用它并新增一个属性。',
  },
  templateAttributeNameTaken: {
    'en-US': 'This game already has an attribute named “{name}”.',
    'zh-CN': '该游戏已有名为“{name}”的属性。',
  },
  templateChoiceNameTaken: {
    'en-US': 'This attribute already has a choice named “{name}”.',
    'zh-CN': '该属性已有名为“{name}”的选项。',
  },
  templateHeroNameTaken: {
    'en-US': 'This game already has a hero named “{name}”.',
    'zh-CN': '该游戏已有名为“{name}”的英雄。',
  },
  templateSkinNameTaken: {
    'en-US': 'This hero already has a skin named “{name}”.',
    'zh-CN': '该英雄已有名为“{name}”的皮肤。',
  },
  templateNoChoices: {
    'en-US': '“{name}” is not a choice attribute: only single, multiple and level attributes have choices.',
    'zh-CN': '“{name}”不是选项类属性：只有单选、多选和带等级的属性才有选项。',
  },
  templateOrderMismatch: {
    'en-US': 'The new order must list every item exactly once. Reload the page and try again.',
    'zh-CN': '新的排序必须恰好包含每一项，请刷新页面后重试。',
  },
  templateSkinChoiceUnknown: {
    'en-US': 'Choice {id} is not a choice of this game’s attributes.',
    'zh-CN': '选项 {id} 不属于该游戏的属性。',
  },
  templateRuleMinAboveMax: { 'en-US': 'The maximum must not be below the minimum.', 'zh-CN': '最大值不能小于最小值。' },
  templateRuleLevelsRequired: {
    'en-US': 'A level attribute needs at least one level.',
    'zh-CN': '带等级的属性至少需要一个等级。',
  },
  templateRuleLevelEmpty: { 'en-US': 'Level names cannot be empty.', 'zh-CN': '等级名称不能为空。' },
  templateRuleLevelDuplicate: { 'en-US': 'Level names must differ from each other.', 'zh-CN': '等级名称不能重复。' },
  templateRuleLevelsOnlyForLevel: {
    'en-US': 'Only a level attribute has levels.',
    'zh-CN': '只有带等级的属性才能设置等级。',
  },
  templateRuleNotSearchableKind: {
    'en-US': 'Only number, single, multiple and level attributes can be product-list filters.',
    'zh-CN': '只有数值、单选、多选和带等级的属性可以作为商品列表筛选项。',
  },
  templateRuleBoundsOnlyForNumber: {
    'en-US': 'Only a number attribute has a unit, a minimum and a maximum.',
    'zh-CN': '只有数值属性才能设置单位、最小值和最大值。',
  },
} satisfies Record<string, Record<Locale, string>>;
