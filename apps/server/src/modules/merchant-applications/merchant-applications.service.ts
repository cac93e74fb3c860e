import type {
  ApproveMerchantApplicationInput,
  MerchantApplication,
  MerchantApplicationData,
  MerchantApplicationListQuery,
  MerchantDocumentSlot,
  RejectMerchantApplicationInput,
  StaffMerchantApplication,
  StaffMerchantApplicationPage,
} from '@gs/shared/merchant-application';
import type { MerchantApplicationRow } from '../../db/tables/merchant-applications.table.ts';
import type { RequestContext, UserContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { getTenantCatalogue } from '../catalogue/index.ts';
import {
  assertOwnPrivateUpload,
  type PrivateFile,
  type PrivateUploads,
  readPrivateUploadByRef,
} from '../uploads/index.ts';
import {
  countApplications,
  decideApplication,
  findApplication,
  findGameNames,
  findLatestApplication,
  findPendingApplication,
  insertApplication,
  listApplications,
} from './merchant-applications.repository.ts';

const pending = () => new AppError(409, 'CONFLICT', 'merchantApplicationPending');

async function toApplication(ctx: RequestContext, row: MerchantApplicationRow): Promise<MerchantApplication> {
  const names = new Map((await findGameNames(ctx.db, ctx.tenantId, row.game_ids)).map((game) => [game.id, game.name]));
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    companyName: row.company_name,
    realName: row.real_name,
    contactName: row.contact_name,
    phone: row.phone,
    qq: row.qq,
    wechat: row.wechat,
    gameIds: row.game_ids,
    games: row.game_ids.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    monthlyVolume: row.monthly_volume,
    note: row.note,
    // Whether each document was provided; its reference never leaves the server.
    documents: { licence: !!row.licence_image, idFront: !!row.id_front_image, idBack: !!row.id_back_image },
    rejectReason: row.reject_reason,
    decisionNote: row.decision_note,
    submittedAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/**
 * The signed-in user applies to become a merchant. 400 for a game the shop does not offer or an image that is not
 * the user's own merchant upload; 409 while another application of theirs is pending (re-applying after a rejection
 * is allowed). Only the documents of the chosen kind are kept.
 */
export async function submitMerchantApplication(
  ctx: UserContext,
  input: MerchantApplicationData,
): Promise<MerchantApplication> {
  if (await findPendingApplication(ctx.db, ctx.tenantId, ctx.userId)) throw pending();
  const games = (await getTenantCatalogue(ctx)).gamesById;
  const gameIds = [...new Set(input.gameIds)];
  if (gameIds.some((id) => !games.has(id))) {
    throw new AppError(400, 'VALIDATION_FAILED', 'merchantGameUnknown', {
      fields: [{ field: 'body.gameIds', messageKey: 'merchantGameUnknown' }],
    });
  }
  const company = input.kind === 'company';
  const images = company
    ? { licenceImage: input.licenceImage ?? null, idFrontImage: null, idBackImage: null }
    : { licenceImage: null, idFrontImage: input.idFrontImage ?? null, idBackImage: input.idBackImage ?? null };
  for (const ref of Object.values(images)) if (ref) await assertOwnPrivateUpload(ctx, ref, 'merchant-doc');
  try {
    const row = await insertApplication(
      ctx.db,
      ctx.tenantId,
      {
        userId: ctx.userId,
        kind: input.kind,
        companyName: company ? (input.companyName ?? null) : null,
        realName: company ? null : (input.realName ?? null),
        contactName: input.contactName,
        phone: input.phone,
        qq: input.qq ?? null,
        wechat: input.wechat ?? null,
        ...images,
        gameIds,
        monthlyVolume: input.monthlyVolume,
        note: input.note ?? null,
      },
      ctx.clock.now(),
    );
    return toApplication(ctx, row);
  } catch (error) {
    // Two submissions at once: the partial unique index lets one through.
    if ((error as { code?: string }).code === '23505') throw pending();
    throw error;
  }
}

/** The signed-in user's newest application, or null. */
export async function getLatestMerchantApplication(ctx: UserContext): Promise<MerchantApplication | null> {
  const row = await findLatestApplication(ctx.db, ctx.tenantId, ctx.userId);
  return row ? toApplication(ctx, row) : null;
}

/** Staff: a page of the tenant's applications of a status (pending oldest first, others newest first). */
export async function listMerchantApplications(
  ctx: RequestContext,
  query: MerchantApplicationListQuery,
): Promise<StaffMerchantApplicationPage> {
  const [rows, total] = await Promise.all([
    listApplications(ctx.db, ctx.tenantId, query),
    countApplications(ctx.db, ctx.tenantId, query),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      nickName: row.nick_name,
      status: row.status,
      kind: row.kind,
      applicantName: (row.kind === 'company' ? row.company_name : row.real_name) ?? '',
      contactName: row.contact_name,
      phone: row.phone,
      monthlyVolume: row.monthly_volume,
      submittedAt: row.created_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** Staff: one application of the tenant; 404 when absent (or another tenant's). */
export async function getMerchantApplication(ctx: RequestContext, id: number): Promise<StaffMerchantApplication> {
  const row = await findApplication(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('merchantApplicationNotFound');
  return {
    ...(await toApplication(ctx, row)),
    userId: row.user_id,
    nickName: row.nick_name,
    decidedByName: row.decided_by_name,
  };
}

async function decide(
  ctx: UserContext,
  id: number,
  decision: { status: 'approved' | 'rejected'; rejectReason: string | null; decisionNote: string | null },
) {
  const before = await getMerchantApplication(ctx, id);
  if (before.status !== 'pending') throw new AppError(409, 'CONFLICT', 'merchantApplicationDecided');
  const row = await decideApplication(ctx.db, ctx.tenantId, id, decision, ctx.userId, ctx.clock.now());
  if (!row) throw new AppError(409, 'CONFLICT', 'merchantApplicationDecided');
  const after = await getMerchantApplication(ctx, id);
  return { before, after };
}

/** Staff: approves a pending application with an optional note on what happens next. 409 unless pending. */
export function approveMerchantApplication(ctx: UserContext, id: number, input: ApproveMerchantApplicationInput) {
  return decide(ctx, id, { status: 'approved', rejectReason: null, decisionNote: input.note || null });
}

/** Staff: rejects a pending application with the reason the applicant sees. 409 unless pending. */
export function rejectMerchantApplication(ctx: UserContext, id: number, input: RejectMerchantApplicationInput) {
  return decide(ctx, id, { status: 'rejected', rejectReason: input.reason, decisionNote: null });
}

const slotColumn = {
  licence: 'licence_image',
  idFront: 'id_front_image',
  idBack: 'id_back_image',
} as const satisfies Record<MerchantDocumentSlot, keyof MerchantApplicationRow>;

/** Staff: one document image of an application in clear (the route audits the read); 404 when absent. */
export async function readMerchantDocument(
  ctx: RequestContext,
  uploads: PrivateUploads,
  id: number,
  slot: MerchantDocumentSlot,
): Promise<PrivateFile> {
  const row = await findApplication(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('merchantApplicationNotFound');
  const ref = row[slotColumn[slot]];
  const file = ref ? await readPrivateUploadByRef(ctx, uploads, ref) : null;
  if (!file) throw notFound('merchantDocumentMissing');
  return file;
}
