import type { RealNamePhotoSide } from '@gs/shared/identity';
import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../../../components/private-image';

/** One ID card photo through the private, audited route (`GET /api/staff/realname/reviews/{id}/photos/{side}`). */
export function ReviewPhoto({ reviewId, side }: { reviewId: number; side: RealNamePhotoSide }) {
  const { t } = useTranslation();
  const label = t(`realname.sides.${side}`);
  return (
    <PrivateImage
      path={`/staff/realname/reviews/${reviewId}/photos/${side}`}
      alt={label}
      failedTitle={t('realname.photoFailed', { side: label })}
      width={260}
      style={{ aspectRatio: '1.58', objectFit: 'contain', background: '#f5f5f5' }}
    />
  );
}
