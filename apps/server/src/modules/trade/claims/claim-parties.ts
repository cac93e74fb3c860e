import type { Claim } from '@gs/shared/claims';
import type { Db } from '../../../db/database.ts';
import type { ClaimRow } from '../../../db/tables/claims.table.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { assertOwnPrivateUpload } from '../../uploads/index.ts';
import { iso, isUnread, toClaimSummary, toPartyMessages } from './claim-view.ts';
import { type ClaimWithOrder, findClaimRead, listClaimMessages, markClaimRead } from './claims.repository.ts';

/** Who looks at a claim from outside the shop's staff. */
export type PartyRole = 'buyer' | 'seller';

/** The caller's role on the claim: its buyer or the seller of its order; 404 for anyone else (not disclosed). */
export function partyRoleOf(claim: Pick<ClaimRow, 'buyer_user_id' | 'seller_user_id'> | undefined, userId: number) {
  if (claim?.buyer_user_id === userId) return 'buyer' as const;
  if (claim && claim.seller_user_id !== null && claim.seller_user_id === userId) return 'seller' as const;
  throw notFound('claimNotFound');
}

const phoneAad = (tenantId: number, buyerUserId: number) => `claim-phone:${tenantId}:${buyerUserId}`;

export function sealContactPhone(secretBox: SecretBox, tenantId: number, buyerUserId: number, phone: string) {
  return secretBox.encrypt(phone, phoneAad(tenantId, buyerUserId));
}

export function openContactPhone(
  secretBox: SecretBox,
  claim: Pick<ClaimRow, 'tenant_id' | 'buyer_user_id' | 'contact_phone_sealed'>,
): string | null {
  if (!claim.contact_phone_sealed) return null;
  return secretBox.decrypt(claim.contact_phone_sealed, phoneAad(claim.tenant_id, claim.buyer_user_id));
}

/**
 * 400 naming the field unless every id is a private upload the caller made for a claim (`body.imageIds.<n>`).
 * Answers the ids.
 */
export async function assertOwnClaimImages(ctx: UserContext, ids: readonly string[]): Promise<string[]> {
  for (const [index, id] of ids.entries()) {
    try {
      await assertOwnPrivateUpload(ctx, `private:${id}`, 'claim');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(400, 'UPLOAD_REJECTED', 'claimImageNotOwned', {
        fields: [{ field: `body.imageIds.${index}`, messageKey: 'claimImageNotOwned' }],
      });
    }
  }
  return [...ids];
}

/** The claim as its buyer or seller sees it; marks it read for the caller when `markRead`. */
export async function partyView(
  scope: { db: Db; tenantId: number; userId: number; now: Date },
  secretBox: SecretBox,
  claim: ClaimWithOrder,
  role: PartyRole,
  markRead: boolean,
): Promise<Claim> {
  const [messages, read] = await Promise.all([
    listClaimMessages(scope.db, scope.tenantId, claim.id),
    markRead ? Promise.resolve(undefined) : findClaimRead(scope.db, scope.tenantId, claim.id, scope.userId),
  ]);
  if (markRead) await markClaimRead(scope.db, scope.tenantId, claim.id, scope.userId, scope.now);
  return {
    ...toClaimSummary(claim, markRead ? false : isUnread(claim, role, read?.read_at)),
    role,
    text: claim.text,
    fromStatus: claim.from_status,
    sellerReplyDueAt: iso(claim.seller_reply_due_at),
    contactPhone: role === 'buyer' ? openContactPhone(secretBox, claim) : null,
    closedAt: iso(claim.closed_at),
    messages: toPartyMessages(messages, role),
  };
}
