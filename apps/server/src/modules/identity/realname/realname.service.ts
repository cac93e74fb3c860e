import type {
  RealNameInput,
  RealNamePhotoSide,
  RealNameReview,
  RealNameReviewIdentity,
  RealNameTwoInput,
} from '@gs/shared/identity';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { MessageKey } from '../../../lib/messages.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import {
  assertOwnPrivateUpload,
  type PrivateFile,
  type PrivateUploads,
  readPrivateUploadByRef,
} from '../../uploads/index.ts';
import type { IdentityVerifier } from './id-verifier.ts';
import { maskIdNumber, maskName } from './masking.ts';
import {
  countUsersWithIdIndex,
  decideReview,
  findPendingReview,
  findPendingReviewIdentity,
  findReviewPhotos,
  findVerification,
  findVerifiedName,
  hasApprovedLevelTwo,
  insertReview,
  insertVerification,
  lockIdNumberIndex,
  type PendingReviewRow,
} from './realname.repository.ts';

/** Where the storefront sends a user to verify their real name (a REAL_NAME_REQUIRED refusal carries it as `link`). */
export const REAL_NAME_PAGE = '/pages/BasicInformation';

/** One ID number may verify at most this many users of a tenant. */
export const MAX_USERS_PER_ID = 3;

export interface RealNameDeps {
  secretBox: SecretBox;
  verifier: IdentityVerifier;
}

const reasonKeys = {
  format: 'realNameFormat',
  checksum: 'realNameChecksum',
  birthDate: 'realNameBirthDate',
  region: 'realNameRegion',
  rejected: 'realNameRejected',
} as const;

/**
 * Level one: name + ID number checked by the verifier; adults only; at most three users per ID number per
 * tenant. Name and number are stored encrypted (bound to the user by the AAD) and shown only masked.
 */
export async function verifyRealName(ctx: UserContext, deps: RealNameDeps, input: RealNameInput): Promise<void> {
  const { userId } = ctx;
  if (await findVerification(ctx.db, ctx.tenantId, userId)) throw new AppError(409, 'CONFLICT', 'realNameAlready');
  const now = ctx.clock.now();
  const result = await deps.verifier.verify({ name: input.name, idNumber: input.idNumber }, now);
  if (!result.ok) {
    throw new AppError(422, 'REAL_NAME_REJECTED', reasonKeys[result.reason], {
      fields: [{ field: 'body.idNumber', message: '' }],
    });
  }
  if (result.age < 18) throw new AppError(422, 'REAL_NAME_REJECTED', 'realNameUnderage');

  const idIndex = deps.secretBox.blindIndex(input.idNumber, 'id-number');
  const aad = `tenant:${ctx.tenantId}:user:${userId}`;
  // Count and insert under a lock on this number: verifications racing each other cannot pass the limit together.
  const inserted = await inTransaction(ctx.db, async (trx) => {
    await lockIdNumberIndex(trx, ctx.tenantId, idIndex);
    if ((await countUsersWithIdIndex(trx, ctx.tenantId, idIndex)) >= MAX_USERS_PER_ID) {
      throw new AppError(422, 'REAL_NAME_REJECTED', 'realNameIdLimit', { params: { max: MAX_USERS_PER_ID } });
    }
    return insertVerification(trx, ctx.tenantId, {
      userId,
      nameSealed: deps.secretBox.encrypt(input.name, aad),
      idNumberSealed: deps.secretBox.encrypt(input.idNumber, aad),
      idNumberIndex: idIndex,
      nameMasked: maskName(input.name),
      idNumberMasked: maskIdNumber(input.idNumber),
      birthDate: result.birthDate,
      at: now,
    });
  });
  if (!inserted) throw new AppError(409, 'CONFLICT', 'realNameAlready');
}

/**
 * Level two: ID card photos (the user's own private uploads made for real name) queued for staff review; needs
 * level one first. 400 for a reference that is not the user's real-name upload.
 */
export async function submitRealNameTwo(ctx: UserContext, input: RealNameTwoInput): Promise<void> {
  if (!(await findVerification(ctx.db, ctx.tenantId, ctx.userId)))
    throw new AppError(422, 'REAL_NAME_REJECTED', 'realNameNeedsLevelOne');
  await assertOwnPrivateUpload(ctx, input.frontImage, 'realname');
  await assertOwnPrivateUpload(ctx, input.backImage, 'realname');
  const { frontImage, backImage } = input;
  const review = await insertReview(ctx.db, ctx.tenantId, ctx.userId, frontImage, backImage, ctx.clock.now());
  if (!review) throw new AppError(409, 'CONFLICT', 'realNameReviewPending');
}

/** The signed-in staff member decides a pending level-two review; a rejection needs a reason. 404 unless pending. */
export async function reviewRealNameTwo(
  ctx: UserContext,
  reviewId: number,
  decision: { approve: boolean; reason?: string | undefined },
): Promise<void> {
  const reason = decision.reason?.trim() || null;
  if (!decision.approve && !reason) {
    throw new AppError(400, 'VALIDATION_FAILED', 'reviewReasonRequired', {
      fields: [{ field: 'body.reason', message: '' }],
    });
  }
  const decided = await decideReview(ctx.db, ctx.tenantId, reviewId, {
    status: decision.approve ? 'approved' : 'rejected',
    reason: decision.approve ? null : reason,
    reviewerId: ctx.userId,
    at: ctx.clock.now(),
  });
  if (!decided) throw notFound('notFound');
}

/** A pending review row as the staff contract shows it (photos as private references, name and number masked). */
export function toRealNameReview(row: PendingReviewRow): RealNameReview {
  return {
    id: row.id,
    userId: row.user_id,
    nickName: row.nick_name,
    frontImage: row.front_image,
    backImage: row.back_image,
    submittedAt: row.created_at.toISOString(),
    nameMasked: row.name_masked,
    idNumberMasked: row.id_number_masked,
  };
}

/** Staff: one pending level-two review of the tenant, for a linked or reloaded review. 404 unless pending here. */
export async function getPendingReview(ctx: UserContext, reviewId: number): Promise<RealNameReview> {
  const row = await findPendingReview(ctx.db, ctx.tenantId, reviewId);
  if (!row) throw notFound('notFound');
  return toRealNameReview(row);
}

/**
 * Staff: the verified name and ID number of a pending review of the tenant in full, decrypted for the audited
 * route only (never logged, never in a list). 404 unless the review is pending here.
 */
export async function revealReviewIdentity(
  ctx: UserContext,
  secretBox: SecretBox,
  reviewId: number,
): Promise<RealNameReviewIdentity> {
  const row = await findPendingReviewIdentity(ctx.db, ctx.tenantId, reviewId);
  if (!row) throw notFound('notFound');
  const aad = `tenant:${ctx.tenantId}:user:${row.user_id}`;
  return {
    name: row.name_sealed ? secretBox.decrypt(row.name_sealed, aad) : null,
    idNumber: row.id_number_sealed ? secretBox.decrypt(row.id_number_sealed, aad) : null,
  };
}

/**
 * Staff: one ID card photo of a review of the tenant (any status), decrypted from the private store for the
 * audited route. 404 when the review or its file is not there (a review from before private uploads held a public
 * URL: it is not shown any more).
 */
export async function readReviewPhoto(
  ctx: UserContext,
  privateUploads: PrivateUploads,
  reviewId: number,
  side: RealNamePhotoSide,
): Promise<PrivateFile> {
  const review = await findReviewPhotos(ctx.db, ctx.tenantId, reviewId);
  const ref = review ? (side === 'front' ? review.front_image : review.back_image) : null;
  const photo = ref ? await readPrivateUploadByRef(ctx, privateUploads, ref) : null;
  if (!photo) throw notFound('notFound');
  return photo;
}

/**
 * The user's verified real name (level one) in clear and masked, or null before verification: for checks such as
 * "a withdrawal goes to an account in the user's own name". The clear name must not be logged or answered.
 */
export async function readVerifiedName(
  scope: { db: Db; tenantId: number },
  secretBox: SecretBox,
  userId: number,
): Promise<{ name: string; masked: string } | null> {
  const row = await findVerifiedName(scope.db, scope.tenantId, userId);
  if (!row) return null;
  return {
    name: secretBox.decrypt(row.name_sealed, `tenant:${scope.tenantId}:user:${userId}`),
    masked: row.name_masked,
  };
}

/** Whether the user has real-name level two: level one verified and the ID card photos approved by staff. */
export function hasRealNameLevelTwo(scope: { db: Db; tenantId: number }, userId: number): Promise<boolean> {
  return hasApprovedLevelTwo(scope.db, scope.tenantId, userId);
}

/**
 * Refuses a user without real-name level two: 422 REAL_NAME_REQUIRED with the feature's sentence (`messageKey`)
 * and `link` to the real-name page.
 */
export async function assertRealNameLevelTwo(ctx: UserContext, messageKey: MessageKey): Promise<void> {
  if (await hasRealNameLevelTwo(ctx, ctx.userId)) return;
  throw new AppError(422, 'REAL_NAME_REQUIRED', messageKey, { extra: { link: REAL_NAME_PAGE } });
}
