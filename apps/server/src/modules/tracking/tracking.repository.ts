import type { Db } from '../../db/database.ts';

export interface NewBrowseEvent {
  kind: 'tenant' | 'goods';
  path: string | null;
  goodsId: number | null;
  userId: number | null;
  visitorId: string;
  at: Date;
}

export interface TenantBrowseEvent extends NewBrowseEvent {
  tenantId: number;
}

/** Several browse events (of any tenants, each row with its own) in one statement. */
export async function insertBrowseEvents(db: Db, events: TenantBrowseEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('browse_events')
    .values(
      events.map((event) => ({
        tenant_id: event.tenantId,
        kind: event.kind,
        path: event.path,
        goods_id: event.goodsId,
        user_id: event.userId,
        visitor_id: event.visitorId,
        created_at: event.at,
      })),
    )
    .execute();
}

export function countBrowseEvents(db: Db, tenantId: number, kind: 'tenant' | 'goods') {
  return db
    .selectFrom('browse_events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}
