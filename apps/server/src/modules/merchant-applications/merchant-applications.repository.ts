import type { MerchantApplicationListQuery, MerchantKind, MerchantVolume } from '@gs/shared/merchant-application';
import type { Db } from '../../db/database.ts';

export interface NewMerchantApplication {
  userId: number;
  kind: MerchantKind;
  companyName: string | null;
  realName: string | null;
  contactName: string;
  phone: string;
  qq: string | null;
  wechat: string | null;
  licenceImage: string | null;
  idFrontImage: string | null;
  idBackImage: string | null;
  gameIds: number[];
  monthlyVolume: MerchantVolume;
  note: string | null;
}

/** Inserts a pending application; the partial unique index refuses a second pending one of the user (23505). */
export function insertApplication(db: Db, tenantId: number, input: NewMerchantApplication, at: Date) {
  return db
    .insertInto('merchant_applications')
    .values({
      tenant_id: tenantId,
      user_id: input.userId,
      kind: input.kind,
      company_name: input.companyName,
      real_name: input.realName,
      contact_name: input.contactName,
      phone: input.phone,
      qq: input.qq,
      wechat: input.wechat,
      licence_image: input.licenceImage,
      id_front_image: input.idFrontImage,
      id_back_image: input.idBackImage,
      game_ids: input.gameIds,
      monthly_volume: input.monthlyVolume,
      note: input.note,
      reject_reason: null,
      decision_note: null,
      decided_by: null,
      created_at: at,
      decided_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user's pending application, if any. */
export function findPendingApplication(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('merchant_applications')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** The user's newest application. */
export function findLatestApplication(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('merchant_applications')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

function staffView(db: Db, tenantId: number) {
  return db
    .selectFrom('merchant_applications as a')
    .innerJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.user_id'))
    .leftJoin('users as d', (join) => join.onRef('d.tenant_id', '=', 'a.tenant_id').onRef('d.id', '=', 'a.decided_by'))
    .where('a.tenant_id', '=', tenantId);
}

/** A page of the tenant's applications, pending oldest first, decided newest first. */
export function listApplications(db: Db, tenantId: number, query: MerchantApplicationListQuery) {
  let select = staffView(db, tenantId).selectAll('a').select('u.nick_name');
  if (query.status) select = select.where('a.status', '=', query.status);
  select = query.status === 'pending' ? select.orderBy('a.id', 'asc') : select.orderBy('a.id', 'desc');
  return select
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
}

export async function countApplications(db: Db, tenantId: number, query: MerchantApplicationListQuery) {
  let select = db.selectFrom('merchant_applications').where('tenant_id', '=', tenantId);
  if (query.status) select = select.where('status', '=', query.status);
  const row = await select.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One application with its applicant's and decider's names. */
export function findApplication(db: Db, tenantId: number, id: number) {
  return staffView(db, tenantId)
    .selectAll('a')
    .select(['u.nick_name', 'd.nick_name as decided_by_name'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** Decides a pending application; undefined when it is not pending (any more). */
export function decideApplication(
  db: Db,
  tenantId: number,
  id: number,
  decision: { status: 'approved' | 'rejected'; rejectReason: string | null; decisionNote: string | null },
  deciderId: number,
  at: Date,
) {
  return db
    .updateTable('merchant_applications')
    .set({
      status: decision.status,
      reject_reason: decision.rejectReason,
      decision_note: decision.decisionNote,
      decided_by: deciderId,
      decided_at: at,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** The names of the tenant's games among `ids`. */
export function findGameNames(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('games')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
}
