import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { getChatImage } from '../api/get-chat-image';
import styles from './chat.module.css';

/** An image message's private picture as a thumbnail (full size on click); its object URL is revoked when it goes. */
export function ChatImage({ messageId, alt }: { messageId: number; alt: string }) {
  const image = useQuery({
    queryKey: ['chat-image', messageId],
    queryFn: ({ signal }) => getChatImage(messageId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: 1,
  });
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) return <Skeleton.Image active={!image.isError} className={styles.image} />;
  return <Image src={url} alt={alt} className={styles.image} />;
}
