import { locales } from '@gs/shared/tenant';
import type { z } from 'zod';
import { AppError, type FieldMessage } from '../../lib/errors.ts';
import { type MessageKey, renderMessage } from '../../lib/messages.ts';

/**
 * Each settings field's rule as one sentence in both languages, by the field's path without list positions
 * (`qqGroups.number`); a path without its own sentence uses its parent's (`qqGroups`).
 */
export type FieldSentences = Readonly<Record<string, MessageKey>>;

/** The shared schema of a section's body. */
export type SectionSchema = z.ZodType;

function sentenceOf(path: string[], sentences: FieldSentences): MessageKey {
  const named = path.filter((part) => !/^\d+$/.test(part));
  for (let length = named.length; length > 0; length--) {
    const key = sentences[named.slice(0, length).join('.')];
    if (key) return key;
  }
  return 'settingsBodyInvalid';
}

/** A 400 naming each failing field with its rule, in the request's language (the error handler renders it). */
export function fieldsError(fields: FieldMessage[]): AppError {
  const details = Object.fromEntries(
    locales.map((locale) => [
      locale,
      fields.map((f) => `${f.field}: ${renderMessage(f.messageKey, locale, f.params)}`).join('; '),
    ]),
  ) as Record<(typeof locales)[number], string>;
  return new AppError(400, 'VALIDATION_FAILED', 'validationFailed', { params: { details }, fields });
}

/**
 * The 400 for a section body the route's schema refused. The body is parsed again with the same shared schema and
 * each failing field answered with its own sentence (zod's wording is generic and English-only for custom rules).
 */
export function settingsValidationError(schema: SectionSchema, body: unknown, sentences: FieldSentences): AppError {
  const parsed = schema.safeParse(body);
  const fields: FieldMessage[] = [];
  const seen = new Set<string>();
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.map(String);
    const field = ['body', ...path].join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ field, messageKey: path.length === 0 ? 'settingsBodyInvalid' : sentenceOf(path, sentences) });
  }
  return fieldsError(fields.length > 0 ? fields : [{ field: 'body', messageKey: 'settingsBodyInvalid' }]);
}

export const shopSentences: FieldSentences = {
  name: 'settingsName',
  logoUrl: 'settingsLogo',
  useTheme: 'settingsTheme',
  primaryColor: 'settingsPrimaryColor',
  defaultLocale: 'settingsDefaultLocale',
  hotSearches: 'settingsHotSearches',
  hotSearchesEn: 'settingsHotSearches',
  priceMarkupPercent: 'settingsPriceMarkup',
  amountLabel: 'settingsAmountLabel',
  serviceContacts: 'settingsServiceContacts',
  qqGroups: 'settingsQqGroups',
  'qqGroups.number': 'settingsQqGroupNumber',
  'qqGroups.joinUrl': 'settingsQqGroupJoinUrl',
};

export const footerSentences: FieldSentences = {
  companyName: 'settingsCompanyName',
  icpNumber: 'settingsIcpNumber',
  serviceHours: 'settingsServiceHours',
  contactPhone: 'settingsContactPhone',
  contactEmail: 'settingsContactEmail',
};

export const orderSentences: FieldSentences = {
  paymentMinutes: 'settingsPaymentMinutes',
  autoConfirmHours: 'settingsAutoConfirmHours',
  maxUnpaidOrders: 'settingsMaxUnpaidOrders',
  payoutHoldDays: 'settingsPayoutHoldDays',
  claimDaysRetrieval: 'settingsClaimDaysRetrieval',
  claimDaysFace: 'settingsClaimDaysFace',
  claimSellerReplyHours: 'settingsClaimSellerReplyHours',
  claimReviewUpheldSellers: 'settingsClaimReviewUpheldSellers',
};

export const captchaSentences: FieldSentences = { enabled: 'settingsCaptchaEnabled' };

export const smsSentences: FieldSentences = {
  provider: 'settingsSmsProvider',
  aliyun: 'settingsBodyInvalid',
  'aliyun.accessKeyId': 'settingsSmsAccessKeyId',
  'aliyun.accessKeySecret': 'settingsSmsAccessKeySecret',
  'aliyun.signName': 'settingsSmsSignName',
  'aliyun.templateCode': 'settingsSmsTemplateCode',
};

export const appVersionSentences: FieldSentences = {
  versions: 'settingsAppVersions',
  'versions.appType': 'settingsAppType',
  'versions.version': 'settingsAppVersion',
  'versions.releaseNotes': 'settingsAppReleaseNotes',
  'versions.downloadUrl': 'settingsAppDownloadUrl',
};

export const paymentSentences: FieldSentences = {
  provider: 'settingsPaymentProvider',
  appId: 'settingsAlipayAppId',
  privateKey: 'settingsAlipayPrivateKey',
  alipayPublicKey: 'settingsAlipayPublicKey',
  sandbox: 'settingsAlipaySandbox',
};
