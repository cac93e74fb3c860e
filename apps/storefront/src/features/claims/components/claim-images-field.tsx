import { CLAIM_IMAGES_MAX } from '@gs/shared/claims';
import { useTranslation } from 'react-i18next';
import { PrivateImagesField } from '../../../components/private-images-field';

/** Up to nine private `claim` images (an antd form control over their references). */
export function ClaimImagesField(props: { id?: string; value?: string[]; onChange?: (refs: string[]) => void }) {
  const { t } = useTranslation();
  return <PrivateImagesField {...props} purpose="claim" max={CLAIM_IMAGES_MAX} note={t('claims.form.imagesNote')} />;
}
