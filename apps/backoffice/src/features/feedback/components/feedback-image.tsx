import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../../../components/private-image';

/** One private image of a thread through the audited route (`GET /api/staff/feedback/{id}/images/{imageId}`). */
export function FeedbackImage({ threadId, imageId, index }: { threadId: number; imageId: string; index: number }) {
  const { t } = useTranslation();
  return (
    <PrivateImage
      path={`/staff/feedback/${threadId}/images/${imageId}`}
      alt={t('feedback.image', { index })}
      failedTitle={t('feedback.imageFailed', { index })}
      width={96}
      height={96}
      style={{ objectFit: 'cover', borderRadius: 6 }}
    />
  );
}
