import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../../../components/private-image';

/** One image of a claim's thread through the audited route (`GET /api/staff/claims/{id}/images/{imageId}`). */
export function ClaimImage({ claimId, imageId, index }: { claimId: number; imageId: string; index: number }) {
  const { t } = useTranslation();
  return (
    <PrivateImage
      path={`/staff/claims/${claimId}/images/${imageId}`}
      alt={t('claims.image', { index })}
      failedTitle={t('claims.imageFailed', { index })}
      width={96}
      height={96}
      style={{ objectFit: 'cover', borderRadius: 6 }}
    />
  );
}
