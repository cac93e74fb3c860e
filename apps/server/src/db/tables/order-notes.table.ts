import type { Generated, Selectable } from 'kysely';

/** A staff member's internal note on an order (append-only; never shown to the buyer or seller). */
export interface OrderNotesTable {
  tenant_id: number;
  id: Generated<number>;
  order_id: number;
  author_user_id: number;
  text: string;
  created_at: Date;
}

export type OrderNoteRow = Selectable<OrderNotesTable>;
