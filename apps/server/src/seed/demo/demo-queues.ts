import { merchantApplicationInputSchema } from '@gs/shared/merchant-application';
import { SELF_OPERATED_SERVICE_CODE } from '@gs/shared/tenant';
import type { Db } from '../../db/database.ts';
import { Caches } from '../../lib/caches.ts';
import type { UserContext } from '../../lib/context.ts';
import { type GameCatalogue, getGameCatalogue, getTenantCatalogue } from '../../modules/catalogue/index.ts';
import type { IdentityDeps } from '../../modules/identity/index.ts';
import { findLatestReview, findVerification } from '../../modules/identity/realname/realname.repository.ts';
import { submitRealNameTwo, verifyRealName } from '../../modules/identity/realname/realname.service.ts';
import {
  getLatestMerchantApplication,
  submitMerchantApplication,
} from '../../modules/merchant-applications/merchant-applications.service.ts';
import { submitBidRequest } from '../../modules/selling/bidding/bid-requests.service.ts';
import {
  quoteRecycleRequest,
  submitRecycleRequest,
} from '../../modules/selling/quick-recycle/recycle-requests.service.ts';
import { findTenantById } from '../../modules/tenants/tenants.repository.ts';
import { storePrivateImage } from '../../modules/uploads/index.ts';
import { storeUserImage } from '../../modules/uploads/uploads.service.ts';
import { demoAttrs, demoRegionNode, demoScreenshot } from './demo-accounts.ts';
import { type DemoParties, type DemoSaleDeps, seedDemoClaim, seedDemoWithdrawal } from './demo-sales.ts';
import { DEMO_SELLER, idCardPhoto } from './demo-seller.ts';
import type { DemoTenant } from './demo-tenants.ts';
import { DEMO_BUYER } from './demo-trade.ts';

/*
 * One item waiting in each of the back office's queues at every demo shop that trades, written through the same
 * services a user and staff use: a real-name level-two review and a merchant application (the demo applicant), a
 * quick-recycle request and an open price-competition request (the demo seller), a withdrawal (the demo seller, from
 * a completed sale's released proceeds) and a claim (the demo buyer). Each is added once; a second run adds nothing.
 */

/** The demo applicant's real name and ID number: made up (a valid checksum, an adult), like every demo identity. */
const DEMO_APPLICANT = { name: '张晓燕', idNumber: '310115199207086424' };

const words = {
  'zh-CN': {
    id: ['居民身份证 · 人像面', '居民身份证 · 国徽面'],
    note: '主营手游账号寄售，有稳定货源。',
    shot: '竞价截图',
  },
  'en-US': {
    id: ['ID card · photo side', 'ID card · emblem side'],
    note: 'I sell mobile game accounts every week and have regular stock.',
    shot: 'Bidding screenshot',
  },
} as const;

export type DemoQueueDeps = DemoSaleDeps & { identity: Pick<IdentityDeps, 'realName'> };

async function userId(db: Db, tenantId: number, phone: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.id;
}

/** The applicant verified at level one with ID photos submitted (not reviewed), then a pending merchant application. */
async function seedApplicant(applicant: UserContext, deps: DemoQueueDeps, tenant: DemoTenant, gameId: number) {
  const { db, tenantId, userId: applicantId } = applicant;
  const text = words[tenant.locale];
  if (!(await findVerification(db, tenantId, applicantId))) {
    await verifyRealName(applicant, deps.identity.realName, DEMO_APPLICANT);
  }
  // ID photos are private uploads, once for the real-name review and once as the application's documents.
  const idPhotos = async (purpose: 'realname' | 'merchant-doc') => {
    const front = await storePrivateImage(applicant, deps.privateUploads, purpose, await idCardPhoto(text.id[0]));
    const back = await storePrivateImage(applicant, deps.privateUploads, purpose, await idCardPhoto(text.id[1]));
    return { front: front.ref, back: back.ref };
  };
  if (!(await findLatestReview(db, tenantId, applicantId))) {
    const { front, back } = await idPhotos('realname');
    await submitRealNameTwo(applicant, { frontImage: front, backImage: back });
  }
  if (await getLatestMerchantApplication(applicant)) return;
  const { front, back } = await idPhotos('merchant-doc');
  const input = merchantApplicationInputSchema.parse({
    kind: 'individual',
    realName: DEMO_APPLICANT.name,
    contactName: DEMO_APPLICANT.name,
    phone: '13800000007',
    qq: '800007',
    idFrontImage: front,
    idBackImage: back,
    gameIds: [gameId],
    monthlyVolume: '10to50',
    note: text.note,
  });
  await submitMerchantApplication(applicant, input);
}

/** Whether the seller has a request of the kind already (the seed's, or one of their own since). */
async function hasRow(db: Db, table: 'recycle_requests' | 'recycle_bid_requests', tenantId: number, userId: number) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The seller's quick-recycle request at the valuation the shop's rule gives, waiting for the shop. */
async function seedRecycleRequest(seller: UserContext, deps: DemoQueueDeps, catalogue: GameCatalogue) {
  if (await hasRow(seller.db, 'recycle_requests', seller.tenantId, seller.userId)) return;
  const attrs = demoAttrs(catalogue, 'recycle');
  const quote = await quoteRecycleRequest(seller, { gameId: catalogue.game.id, attrs });
  await submitRecycleRequest(seller, deps.trade.secretBox, {
    gameId: catalogue.game.id,
    regionNodeId: demoRegionNode(catalogue),
    attrs,
    credentials: { login: 'demo-recycle-05@example.com', password: 'River512!k', notes: '' },
    contact: 'QQ 800005',
    acceptedQuoteFen: quote.quoteFen,
  });
}

/** The seller's price-competition request, open to recyclers' quotes for five days. */
async function seedBidRequest(seller: UserContext, deps: DemoQueueDeps, tenant: DemoTenant, catalogue: GameCatalogue) {
  if (await hasRow(seller.db, 'recycle_bid_requests', seller.tenantId, seller.userId)) return;
  const shot = await storeUserImage(seller, deps.media, await demoScreenshot(words[tenant.locale].shot, tenant.color));
  await submitBidRequest(seller, deps.trade.secretBox, {
    gameId: catalogue.game.id,
    regionNodeId: demoRegionNode(catalogue),
    attrs: demoAttrs(catalogue, 'recycle'),
    screenshots: [shot.url],
    credentials: { login: 'demo-bidding-05@example.com', password: 'Falcon268!m', notes: '' },
    contact: 'QQ 800005',
    expectedPriceFen: 50_000,
    deadlineHours: 5 * 24,
  });
}

/** Whether the seller has asked for a withdrawal already (the seed's, or one of their own since). */
async function hasWithdrawal(db: Db, tenantId: number, userId: number) {
  const row = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the buyer has a claim already (the seed's, or one of their own since). */
async function hasClaim(db: Db, tenantId: number, buyerId: number) {
  const row = await db
    .selectFrom('claims')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('buyer_user_id', '=', buyerId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills the back office's queues of a demo shop that trades (see the note above); shops without trading (the
 * `closed` shop) are left alone. Idempotent: each item is skipped when its user already has one.
 */
export async function seedDemoQueues(db: Db, deps: DemoQueueDeps, tenantId: number, tenant: DemoTenant) {
  const record = await findTenantById(db, tenantId);
  if (!record || !tenant.groups.includes(SELF_OPERATED_SERVICE_CODE)) return;
  const [buyerId, sellerId, operatorId, applicantId] = await Promise.all([
    userId(db, tenantId, '13800000001'),
    userId(db, tenantId, '13800000005'),
    userId(db, tenantId, '13800000003'),
    userId(db, tenantId, '13800000007'),
  ]);
  if (!buyerId || !sellerId || !operatorId || !applicantId) return;
  const now = new Date();
  const base = { db, tenantId, tenant: record, locale: record.default_locale, clock: { now: () => now } };
  const as = (id: number): UserContext => ({ ...base, caches: new Caches(), userId: id });
  const game = (await getTenantCatalogue(as(sellerId))).games[0];
  if (!game) return;
  const catalogue = await getGameCatalogue(as(sellerId), game.id);

  await seedApplicant(as(applicantId), deps, tenant, game.id);
  await seedRecycleRequest(as(sellerId), deps, catalogue);
  await seedBidRequest(as(sellerId), deps, tenant, catalogue);

  const parties: DemoParties = { seller: as(sellerId), buyer: as(buyerId), staff: as(operatorId) };
  if (!(await findVerification(db, tenantId, buyerId))) {
    await verifyRealName(parties.buyer, deps.identity.realName, DEMO_BUYER);
  }
  const sale = { locale: tenant.locale, color: tenant.color, now };
  if (!(await hasWithdrawal(db, tenantId, sellerId))) {
    await seedDemoWithdrawal(db, parties, deps, catalogue, { ...sale, sellerName: DEMO_SELLER.name });
  }
  if (!(await hasClaim(db, tenantId, buyerId))) await seedDemoClaim(parties, deps, catalogue, sale);
}
