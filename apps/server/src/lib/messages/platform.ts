import type { Locale } from '@gs/shared/tenant';

/** The platform console (issue 25). */
export const platformMessages = {
  platformCodeTaken: {
    'en-US': 'The code {code} is taken: choose another.',
    'zh-CN': '代码 {code} 已被使用，请换一个。',
  },
  platformHostTaken: {
    'en-US': 'The host {host} already belongs to another shop or to the platform.',
    'zh-CN': '域名 {host} 已属于其他店铺或平台。',
  },
  platformHostPresent: {
    'en-US': 'The shop already answers on {host}.',
    'zh-CN': '店铺已绑定域名 {host}。',
  },
  platformLastHost: {
    'en-US': 'A shop needs at least one host: add another before removing this one.',
    'zh-CN': '店铺至少需要一个域名，请先添加其他域名再删除。',
  },
  platformTemplateShopMissing: {
    'en-US': 'There is no shop {code} to copy the catalogue from.',
    'zh-CN': '没有代码为 {code} 的店铺可复制商品目录。',
  },
  platformAlreadySuspended: { 'en-US': 'The shop is suspended already.', 'zh-CN': '店铺已处于暂停状态。' },
  platformNotSuspended: { 'en-US': 'The shop is not suspended.', 'zh-CN': '店铺未被暂停。' },
} satisfies Record<string, Record<Locale, string>>;
