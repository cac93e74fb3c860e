import type { RealNameInput, RealNameTwoInput } from '@gs/shared/identity';
import type { RequestContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { assertOwnUpload } from '../../uploads/index.ts';
import type { IdentityVerifier } from './id-verifier.ts';
import { maskIdNumber, maskName } from './masking.ts';
import {
  countUsersWithIdIndex,
  decideReview,
  findVerification,
  insertReview,
  insertVerification,
} from './realname.repository.ts';

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
export async function verifyRealName(
  ctx: RequestContext,
  deps: RealNameDeps,
  userId: number,
  input: RealNameInput,
): Promise<void> {
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
  if ((await countUsersWithIdIndex(ctx.db, ctx.tenantId, idIndex)) >= MAX_USERS_PER_ID) {
    throw new AppError(422, 'REAL_NAME_REJECTED', 'realNameIdLimit', { params: { max: MAX_USERS_PER_ID } });
  }
  const aad = `tenant:${ctx.tenantId}:user:${userId}`;
  const inserted = await insertVerification(ctx.db, ctx.tenantId, {
    userId,
    nameSealed: deps.secretBox.encrypt(input.name, aad),
    idNumberSealed: deps.secretBox.encrypt(input.idNumber, aad),
    idNumberIndex: idIndex,
    nameMasked: maskName(input.name),
    idNumberMasked: maskIdNumber(input.idNumber),
    birthDate: result.birthDate,
    at: now,
  });
  if (!inserted) throw new AppError(409, 'CONFLICT', 'realNameAlready');
}

/** Level two: ID card photos (the user's own uploads) queued for staff review; needs level one first. */
export async function submitRealNameTwo(ctx: RequestContext, userId: number, input: RealNameTwoInput): Promise<void> {
  if (!(await findVerification(ctx.db, ctx.tenantId, userId)))
    throw new AppError(422, 'REAL_NAME_REJECTED', 'realNameNeedsLevelOne');
  assertOwnUpload(ctx, userId, input.frontImage);
  assertOwnUpload(ctx, userId, input.backImage);
  const review = await insertReview(ctx.db, ctx.tenantId, userId, input.frontImage, input.backImage, ctx.clock.now());
  if (!review) throw new AppError(409, 'CONFLICT', 'realNameReviewPending');
}

/** Staff decision on a pending level-two review; a rejection needs a reason. 404 when not pending. */
export async function reviewRealNameTwo(
  ctx: RequestContext,
  reviewerId: number,
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
    reviewerId,
    at: ctx.clock.now(),
  });
  if (!decided) throw new AppError(404, 'NOT_FOUND', 'notFound');
}
