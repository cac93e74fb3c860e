import type { RealNamePhotoSide } from '@gs/shared/identity';
import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { getReviewPhoto } from '../api/get-review-photo';

/**
 * One ID card photo through the private, audited route. Not kept in the query cache once the drawer closes
 * (gcTime 0), and its object URL is revoked when it goes away.
 */
export function ReviewPhoto({ reviewId, side }: { reviewId: number; side: RealNamePhotoSide }) {
  const { t } = useTranslation();
  const photo = useQuery({
    queryKey: ['realname-photo', reviewId, side],
    queryFn: ({ signal }) => getReviewPhoto(reviewId, side, signal),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const url = useMemo(() => (photo.data ? URL.createObjectURL(photo.data) : null), [photo.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const label = t(`realname.sides.${side}`);
  if (photo.isError) {
    return (
      <ErrorState
        compact
        title={t('realname.photoFailed', { side: label })}
        error={photo.error}
        onRetry={() => void photo.refetch()}
      />
    );
  }
  if (!url) return <Skeleton.Image active style={{ width: 260, height: 164 }} />;
  return (
    <Image
      src={url}
      alt={label}
      width={260}
      style={{ aspectRatio: '1.58', objectFit: 'contain', background: '#f5f5f5' }}
    />
  );
}
