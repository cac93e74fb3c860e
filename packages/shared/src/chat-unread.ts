import { z } from 'zod';

/**
 * `GET /api/chat/unread` (staff: `/api/staff/chat/unread`): customer-service messages not yet read. A module of its
 * own (chat.ts re-exports it): every storefront page's header shows the count, and needs none of the chat's other
 * schemas until the chat is opened.
 */
export const chatUnreadSchema = z.object({ total: z.number().int().nonnegative() });
export type ChatUnread = z.infer<typeof chatUnreadSchema>;
