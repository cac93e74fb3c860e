import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../lib/errors.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { findBlacklistHit } from './blacklist.repository.ts';
import { normalizeLogin } from './consignment-rules.ts';

/**
 * The keyed digest of a game login, as listings and blacklist entries store it: the secret box's blind index (HMAC
 * under a key derived from the server's secret) of the trimmed, lower-cased login. Matches without storing it.
 */
export function loginDigestOf(box: SecretBox, login: string): string {
  return box.blindIndex(normalizeLogin(login), 'game-login');
}

export interface BlacklistSubject {
  gameId: number;
  loginDigest: string | null;
  sellerUserId: number | null;
}

/** Whether the blacklist refuses the account or its seller (and which). */
export async function blacklistHit(db: Db, tenantId: number, subject: BlacklistSubject) {
  const hit = await findBlacklistHit(db, tenantId, subject);
  if (!hit) return null;
  return hit.login_digest !== null && hit.login_digest === subject.loginDigest ? 'account' : 'seller';
}

/** 422 when the account (by login, in the game) or the seller is on the blacklist. */
export async function assertNotBlacklisted(db: Db, tenantId: number, subject: BlacklistSubject): Promise<void> {
  const hit = await blacklistHit(db, tenantId, subject);
  if (hit === 'account') throw new AppError(422, 'BUSINESS_RULE', 'consignmentBlacklistedAccount');
  if (hit === 'seller') throw new AppError(422, 'BUSINESS_RULE', 'consignmentBlacklistedSeller');
}
