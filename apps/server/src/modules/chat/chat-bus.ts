import {
  type BusListener,
  type BusLog,
  createEventBus,
  createMemoryEventBus,
  createPostgresEventBus,
  createRedisEventBus,
  type EventBus,
} from '../../lib/event-bus.ts';

/**
 * What one instance tells every instance (itself too) after a chat write commits: the row to push is read back
 * from the database by each, so the bus carries ids only (never text, never across shops).
 */
export interface ChatEvent {
  type: 'message' | 'read';
  tenantId: number;
  conversationId: number;
  /** The message id (type message) or the new read pointer (type read). */
  id: number;
  /** The conversation's user (who besides staff may see the event). */
  userId: number;
  /** Who read (type read). */
  side?: 'user' | 'staff';
}

/** A listener of chat events: on a resync every socket reloads from the database. */
export type ChatBusListener = BusListener<ChatEvent>;

/** Fan-out of chat events across the app's instances (lib/event-bus.ts). */
export type ChatBus = EventBus<ChatEvent>;

export type { BusLog };

export function parseChatEvent(payload: string): ChatEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<ChatEvent>;
    if (
      (value.type === 'message' || value.type === 'read') &&
      Number.isSafeInteger(value.tenantId) &&
      Number.isSafeInteger(value.conversationId) &&
      Number.isSafeInteger(value.userId) &&
      Number.isSafeInteger(value.id)
    ) {
      return value as ChatEvent;
    }
  } catch {
    // A foreign payload on the channel is ignored.
  }
  return null;
}

const chatChannel = { channel: 'gs_chat_events', parse: parseChatEvent };

/** One process only (the embedded database serves one instance): events stay in memory. */
export const createMemoryChatBus = (): ChatBus => createMemoryEventBus<ChatEvent>();

/** PostgreSQL LISTEN/NOTIFY (DATABASE_URL without Redis). */
export const createPostgresChatBus = (connectionString: string, log: BusLog): ChatBus =>
  createPostgresEventBus(chatChannel, connectionString, log);

/** Redis pub/sub (REDIS_URL). */
export const createRedisChatBus = (url: string, log: BusLog): ChatBus => createRedisEventBus(chatChannel, url, log);

/** Redis when REDIS_URL is set; else LISTEN/NOTIFY when the database has a URL; else in memory (embedded, one instance). */
export function createChatBus(
  options: { redisUrl?: string | undefined; databaseUrl?: string | undefined },
  log: BusLog,
): ChatBus {
  return createEventBus(chatChannel, options, log);
}
