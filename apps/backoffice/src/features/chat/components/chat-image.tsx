import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { getChatImage } from '../api/get-chat-image';

/** An image message's private picture (each look audited), as a thumbnail; its object URL is revoked when it goes. */
export function ChatImage({ messageId, alt }: { messageId: number; alt: string }) {
  const image = useQuery({
    queryKey: ['staff-chat-image', messageId],
    queryFn: ({ signal }) => getChatImage(messageId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) return <Skeleton.Image active={!image.isError} style={{ width: 160, height: 120 }} />;
  return <Image src={url} alt={alt} width={160} style={{ borderRadius: 8, objectFit: 'cover' }} />;
}
