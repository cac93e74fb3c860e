import { fetchPrivateBlob } from '../../../lib/fetch-private-blob';

/** GET /api/staff/chat/messages/{id}/image: a chat message's private image as a Blob (audited, never cached). */
export function getChatImage(messageId: number, signal?: AbortSignal): Promise<Blob> {
  return fetchPrivateBlob(`/staff/chat/messages/${messageId}/image`, signal);
}
