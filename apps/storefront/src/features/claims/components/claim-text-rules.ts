import { CLAIM_TEXT_MAX } from '@gs/shared/claims';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The rules of a claim's text (as createClaimInputSchema and claimMessageInputSchema), in the user's language. */
export function claimTextRules(t: TFunction): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('claims.form.textRequired') },
    { max: CLAIM_TEXT_MAX, message: t('claims.form.textTooLong', { max: CLAIM_TEXT_MAX }) },
  ];
}
