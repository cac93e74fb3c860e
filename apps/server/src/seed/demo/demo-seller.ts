import type { Db } from '../../db/database.ts';
import { Caches } from '../../lib/caches.ts';
import type { UserContext } from '../../lib/context.ts';
import type { IdentityDeps } from '../../modules/identity/index.ts';
import { findLatestReview, findVerification } from '../../modules/identity/realname/realname.repository.ts';
import {
  reviewRealNameTwo,
  submitRealNameTwo,
  verifyRealName,
} from '../../modules/identity/realname/realname.service.ts';
import { findTenantById } from '../../modules/tenants/tenants.repository.ts';
import { type PrivateUploads, storePrivateImage } from '../../modules/uploads/index.ts';
import { escapeXml, FONT } from './art.ts';

/** The demo seller's real name and ID number (a valid checksum, an adult): made up, like every demo identity. */
export const DEMO_SELLER = { name: '李雷', idNumber: '110101198805126617' };

/** A made-up ID-card side for the level-two review, drawn as an image (re-encoded like any upload). */
function idCardSvg(side: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540">
<rect width="856" height="540" rx="32" fill="#e8eef6"/>
<text x="60" y="120" font-family="${FONT}" font-size="44" fill="#1f3b63">${escapeXml(side)}</text>
<text x="60" y="460" font-family="${FONT}" font-size="28" fill="#1f3b63" opacity="0.7">DEMO · 演示 · NOT A REAL DOCUMENT</text>
</svg>`;
}

/** A photo of a made-up ID-card side: uploads take photos (PNG, JPEG, WebP), not drawings, as a camera delivers. */
export async function idCardPhoto(side: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp'); // only when seeding: the server itself loads it with an upload
  return sharp(Buffer.from(idCardSvg(side)))
    .png()
    .toBuffer();
}

/**
 * The demo seller (`seller`, 13800000005) at every demo tenant is real-name verified at level two (ID photos
 * approved by the demo operator), so the demo can sell at once. Through the same services a user and staff use.
 */
export async function seedDemoSeller(
  db: Db,
  deps: { identity: Pick<IdentityDeps, 'realName'>; privateUploads: PrivateUploads },
  tenantId: number,
  ids: { sellerId: number; operatorId: number },
): Promise<void> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) return;
  const base = {
    db,
    tenantId,
    tenant,
    locale: tenant.default_locale,
    clock: { now: () => new Date() },
    caches: new Caches(),
  };
  const seller: UserContext = { ...base, userId: ids.sellerId };
  if (!(await findVerification(db, tenantId, ids.sellerId))) {
    await verifyRealName(seller, deps.identity.realName, DEMO_SELLER);
  }
  if (await findLatestReview(db, tenantId, ids.sellerId)) return;
  // ID photos are private uploads (sealed, never under /uploads), like a real user's.
  const front = await storePrivateImage(
    seller,
    deps.privateUploads,
    'realname',
    await idCardPhoto('居民身份证 · 人像面'),
  );
  const back = await storePrivateImage(
    seller,
    deps.privateUploads,
    'realname',
    await idCardPhoto('居民身份证 · 国徽面'),
  );
  await submitRealNameTwo(seller, { frontImage: front.ref, backImage: back.ref });
  const review = await findLatestReview(db, tenantId, ids.sellerId);
  if (review) await reviewRealNameTwo({ ...base, userId: ids.operatorId }, review.id, { approve: true });
}
