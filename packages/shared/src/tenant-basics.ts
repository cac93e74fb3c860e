/*
 * What every storefront page's start needs of the tenant contract, without a schema: the languages, the
 * self-operated service code, the boot data's element and the decoration preview parameter. tenant.ts re-exports all
 * of it; the storefront's frame imports it from here so that starting a page builds none of tenant.ts's schemas (they
 * load with the first call that parses an answer).
 */

export const locales = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof locales)[number];

/** Whether `value` is one of the languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Service code that enables the self-operated platform (SPEC §6). */
export const SELF_OPERATED_SERVICE_CODE = '5483';

/** The id of the JSON block the server writes the boot data into (see bootDataSchema in tenant.ts). */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

/**
 * The query parameter of the storefront's address (and of the public decoration call) carrying a preview token. Here,
 * not with the back office's decoration contracts: the storefront's frame reads it on every page.
 */
export const DECORATION_PREVIEW_PARAM = 'decorationPreview';
