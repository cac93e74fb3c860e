import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd';
import type { CSSProperties } from 'react';
import { useEffect, useMemo } from 'react';
import { fetchPrivateBlob } from '../lib/fetch-private-blob';
import { ErrorState } from './error-state';

export interface PrivateImageProps {
  /** The staff route below /api answering the image bytes (audited by the server), e.g. `/staff/listings/7/proof`. */
  path: string;
  alt: string;
  /** The title of the error shown when it cannot be loaded. */
  failedTitle: string;
  width: number;
  height?: number;
  style?: CSSProperties;
}

/**
 * A private image through its audited staff route. Not kept in the query cache once it is off screen (gcTime 0),
 * fetched once per mount (no retry: each read is an audit entry), and its object URL is revoked when it goes.
 */
export function PrivateImage({ path, alt, failedTitle, width, height, style }: PrivateImageProps) {
  const image = useQuery({
    queryKey: ['private-image', path],
    queryFn: ({ signal }) => fetchPrivateBlob(path, signal),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (image.isError) {
    return <ErrorState compact title={failedTitle} error={image.error} onRetry={() => void image.refetch()} />;
  }
  if (!url) return <Skeleton.Image active style={{ width, height: height ?? width }} />;
  return <Image src={url} alt={alt} width={width} {...(height ? { height } : {})} style={style} />;
}
