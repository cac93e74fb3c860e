import type { CreatePartnerInput, StaffPartner, StaffPartnerList, UpdatePartnerInput } from '@gs/shared/partners';
import type { PartnerRow } from '../../db/tables/partners.table.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { UserContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { partnerSecretAad } from './partner-login.service.ts';
import {
  countPartnerLinks,
  deletePartner as deletePartnerRow,
  findPartnerById,
  insertPartner,
  listPartnersWithLinks,
  updatePartner as updatePartnerRow,
} from './partners.repository.ts';

function toStaffPartner(row: PartnerRow, linkedUsers: number): StaffPartner {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    logoUrl: row.logo_url,
    color: row.color,
    enabled: row.enabled,
    secretSetAt: row.secret_set_at.toISOString(),
    linkedUsers,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The tenant's partners, by code; secrets never, only when they were set. */
export async function listPartners(ctx: UserContext): Promise<StaffPartnerList> {
  const rows = await listPartnersWithLinks(ctx.db, ctx.tenantId);
  return { rows: rows.map((row) => toStaffPartner(row, row.linked_users ?? 0)), total: rows.length };
}

/** One partner of the tenant; 404 when it is not this tenant's. */
export async function getPartner(ctx: UserContext, id: number): Promise<StaffPartner> {
  const row = await findPartnerById(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('partnerNotFound');
  return toStaffPartner(row, await countPartnerLinks(ctx.db, ctx.tenantId, id));
}

/** Adds a partner with its secret sealed; 409 when the code is taken at the tenant. */
export async function createPartner(
  ctx: UserContext,
  secretBox: SecretBox,
  input: CreatePartnerInput,
): Promise<StaffPartner> {
  const now = ctx.clock.now();
  // The row id is part of the secret's AAD, so the row is made first with a placeholder, then sealed for itself.
  return inTransaction(ctx.db, async (trx) => {
    const row = await insertPartner(trx, ctx.tenantId, { ...input, sealedSecret: 'pending' }, now);
    if (!row) {
      throw new AppError(409, 'CONFLICT', 'partnerCodeTaken', {
        params: { code: input.code },
        fields: [{ field: 'body.code', messageKey: 'partnerCodeTaken', params: { code: input.code } }],
      });
    }
    const sealedSecret = secretBox.encrypt(input.secret, partnerSecretAad(ctx.tenantId, row.id));
    const sealed = await updatePartnerRow(trx, ctx.tenantId, row.id, { ...input, sealedSecret }, now);
    if (!sealed) throw new Error('partner vanished inside its own transaction');
    return toStaffPartner(sealed, 0);
  });
}

/** Changes a partner's branding, state or secret (an empty secret keeps the stored one); 404 when not found. */
export async function updatePartner(
  ctx: UserContext,
  secretBox: SecretBox,
  id: number,
  input: UpdatePartnerInput,
): Promise<StaffPartner> {
  const sealedSecret = input.secret === '' ? null : secretBox.encrypt(input.secret, partnerSecretAad(ctx.tenantId, id));
  const row = await updatePartnerRow(ctx.db, ctx.tenantId, id, { ...input, sealedSecret }, ctx.clock.now());
  if (!row) throw notFound('partnerNotFound');
  return toStaffPartner(row, await countPartnerLinks(ctx.db, ctx.tenantId, id));
}

/** Removes a partner: its links stop working; the users it created stay. 404 when not found. */
export async function deletePartner(ctx: UserContext, id: number): Promise<void> {
  if (!(await deletePartnerRow(ctx.db, ctx.tenantId, id))) throw notFound('partnerNotFound');
}
