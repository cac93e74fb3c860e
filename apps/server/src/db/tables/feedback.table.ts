import type { ColumnType, Generated, Selectable } from 'kysely';

/** A user's feedback thread with the shop's staff (issue 13). */
export interface FeedbackThreadsTable {
  tenant_id: number;
  id: Generated<number>;
  user_id: number;
  category: 'account' | 'payment' | 'after-sale' | 'suggestion' | 'complaint' | 'other';
  status: Generated<'open' | 'answered' | 'closed'>;
  contact: string | null;
  created_at: Date;
  last_activity_at: Date;
  last_staff_reply_at: Date | null;
  user_read_at: Date | null;
  closed_at: Date | null;
  closed_by: number | null;
}

/** One message of a thread; `images` holds private upload ids. */
export interface FeedbackMessagesTable {
  tenant_id: number;
  id: Generated<number>;
  thread_id: number;
  author: 'user' | 'staff';
  author_user_id: number;
  text: string;
  /** jsonb: read as the array, written as its JSON text. */
  images: ColumnType<string[], string | undefined, string>;
  created_at: Date;
}

export type FeedbackThreadRow = Selectable<FeedbackThreadsTable>;
export type FeedbackMessageRow = Selectable<FeedbackMessagesTable>;
