import type { Locale } from '@gs/shared/tenant';

/** The back office's listing screens: bulk actions beyond what a single review or shelf call says. */
export const staffListingsMessages = {
  listingAlreadyRejected: {
    'en-US': 'This listing is already rejected.',
    'zh-CN': '该商品已被驳回。',
  },
  listingAlreadyApproved: {
    'en-US': 'This listing is already approved and on sale.',
    'zh-CN': '该商品已审核通过并在售。',
  },
} satisfies Record<string, Record<Locale, string>>;
