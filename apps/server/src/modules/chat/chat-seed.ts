import type { Db } from '../../db/database.ts';
import { conversationHasMessages, insertMessage, openConversation } from './chat.repository.ts';

/**
 * Demo data: a user's general conversation with the given messages (each side reads up to its own last message),
 * unless it already has messages. Runs in the caller's transaction; nothing is published (no socket is open yet).
 */
export async function seedChatConversation(
  db: Db,
  tenantId: number,
  people: { userId: number; staffUserId: number },
  messages: { side: 'user' | 'staff'; text: string; at: Date }[],
): Promise<void> {
  const conversationId = await openConversation(db, tenantId, people.userId, null, messages[0]?.at ?? new Date());
  if (await conversationHasMessages(db, tenantId, conversationId)) return;
  for (const message of messages) {
    await insertMessage(db, {
      tenantId,
      conversationId,
      senderUserId: message.side === 'user' ? people.userId : people.staffUserId,
      side: message.side,
      kind: 'text',
      text: message.text,
      imageRef: null,
      at: message.at,
    });
  }
}
