import type { Generated, Selectable } from 'kysely';

export type ChatSideColumn = 'user' | 'staff';

/** A conversation between a user and the shop's staff: the general one, or one about an order. */
export interface ChatConversationsTable {
  tenant_id: number;
  id: Generated<number>;
  user_id: number;
  kind: 'general' | 'order';
  order_id: number | null;
  last_message_id: number | null;
  last_message_at: Date | null;
  user_last_read_id: Generated<number>;
  staff_last_read_id: Generated<number>;
  created_at: Date;
  /** The staff member handling the conversation; null while nobody has taken it. */
  assignee_user_id: Generated<number | null>;
  assigned_at: Generated<Date | null>;
}

/** One message; its id is the order of delivery within the shop. */
export interface ChatMessagesTable {
  tenant_id: number;
  id: Generated<number>;
  conversation_id: number;
  sender_user_id: number;
  sender_side: ChatSideColumn;
  kind: 'text' | 'image';
  text: Generated<string>;
  image_ref: string | null;
  created_at: Date;
}

/** A one-use WebSocket ticket, stored as a digest. */
export interface ChatTicketsTable {
  tenant_id: number;
  token_hash: string;
  user_id: number;
  side: ChatSideColumn;
  expires_at: Date;
  used_at: Date | null;
}

/** A shop's Easemob (环信) keys; the secret sealed. */
export interface ChatEasemobSettingsTable {
  tenant_id: number;
  org_name: string;
  app_name: string;
  client_id: string;
  client_secret_sealed: string;
  secret_set_at: Date;
  updated_at: Date;
}

/** One of a shop's quick replies (short canned answers its staff insert into the reply box). */
export interface ChatQuickRepliesTable {
  tenant_id: number;
  id: Generated<number>;
  title: string;
  text: string;
  created_at: Date;
  updated_at: Date;
}

export type ChatQuickReplyRow = Selectable<ChatQuickRepliesTable>;
export type ChatConversationRow = Selectable<ChatConversationsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
