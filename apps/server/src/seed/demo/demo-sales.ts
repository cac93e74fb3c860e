import type { Db } from '../../db/database.ts';
import type { UserContext } from '../../lib/context.ts';
import type { GameCatalogue } from '../../modules/catalogue/index.ts';
import { submitConsignment } from '../../modules/selling/consignment/consignment.service.ts';
import { approveListingReview } from '../../modules/selling/consignment/staff-listings.service.ts';
import { openClaim } from '../../modules/trade/claims/claims.service.ts';
import { confirmReceipt, createOrder } from '../../modules/trade/orders/orders.service.ts';
import { heldProceeds, releaseDuePayouts } from '../../modules/trade/payouts/payouts.service.ts';
import { deliverOrder } from '../../modules/trade/staff/staff-orders.service.ts';
import type { TradeDeps } from '../../modules/trade/trade-deps.ts';
import { requestWithdrawal } from '../../modules/trade/wallet/wallet.service.ts';
import { type MediaStore, type PrivateUploads, storePrivateImage } from '../../modules/uploads/index.ts';
import { storeUserImage } from '../../modules/uploads/uploads.service.ts';
import { demoAttrs, demoRegionNode, demoScreenshot } from './demo-accounts.ts';
import { payThroughSandbox } from './demo-trade.ts';

/*
 * Two consignments of the demo seller bought by the demo buyer, through the same services a seller, staff and a buyer
 * use: the older one's proceeds released to the seller's wallet, part of them asked for as a withdrawal; the newer
 * one's buyer opening a claim. Every money movement goes through the ledger, balanced.
 */

const DAY = 24 * 60 * 60 * 1000;

export const demoSaleWords = {
  'zh-CN': {
    titles: ['演示寄售 · 高段位全皮肤账号', '演示寄售 · 老区稀有称号账号'],
    description: '本人实名账号，绑定资料齐全，可配合换绑。',
    proof: '游戏实名信息页',
    claim: '收货后账号被原号主申诉找回，现在登录提示密码错误，请平台处理。',
    contact: 'QQ 800005',
  },
  'en-US': {
    titles: ['Demo consignment · high-rank account, every skin', 'Demo consignment · old server, rare titles'],
    description: 'My own verified account, all binding documents at hand, ready to rebind.',
    proof: 'Game real-name page',
    claim: 'The former owner took the account back by appeal after delivery; the password no longer works.',
    contact: 'QQ 800005',
  },
} as const;

export interface DemoParties {
  seller: UserContext;
  buyer: UserContext;
  staff: UserContext;
}

export interface DemoSaleDeps {
  trade: TradeDeps;
  media: MediaStore;
  privateUploads: PrivateUploads;
}

const at = (ctx: UserContext, when: Date): UserContext => ({ ...ctx, clock: { now: () => when } });

/**
 * The seller consigns an account of the game (screenshots and real-name proof uploaded, credentials sealed), staff
 * approve it, the buyer buys it with a retrieval guarantee, pays at the sandbox cashier, staff deliver, the buyer
 * confirms: all at `when`. Answers the order's id.
 */
async function sellConsignment(
  parties: DemoParties,
  deps: DemoSaleDeps,
  catalogue: GameCatalogue,
  sale: { title: string; priceFen: number; when: Date; color: string },
  words: (typeof demoSaleWords)[keyof typeof demoSaleWords],
): Promise<number> {
  const seller = at(parties.seller, sale.when);
  const buyer = at(parties.buyer, sale.when);
  const staff = at(parties.staff, sale.when);
  const cover = await storeUserImage(seller, deps.media, await demoScreenshot(sale.title, sale.color));
  const shot = await storeUserImage(seller, deps.media, await demoScreenshot(catalogue.game.name, sale.color));
  const proof = await storePrivateImage(
    seller,
    deps.privateUploads,
    'selling-proof',
    await demoScreenshot(words.proof, '#1f3b63'),
  );
  const listing = await submitConsignment(
    seller,
    { secretBox: deps.trade.secretBox },
    {
      gameId: catalogue.game.id,
      regionNodeId: demoRegionNode(catalogue),
      attrs: demoAttrs(catalogue, 'sell'),
      title: sale.title,
      description: words.description,
      priceFen: sale.priceFen,
      coverUrl: cover.url,
      screenshots: [shot.url],
      realNameShotUrl: proof.ref,
      guaranteeDocs: true,
      contact: words.contact,
      credentials: { login: `demo-consign-${sale.priceFen}@example.com`, password: 'Maple735!q', notes: '' },
    },
  );
  await approveListingReview(staff, listing.id);
  const order = await createOrder(buyer, { goodsId: listing.id, guarantee: 'retrieval', payMode: 'full', agree: true });
  await payThroughSandbox(buyer, deps.trade, order.id);
  await deliverOrder(staff, deps.trade, order.id, { confirmIncompleteChecklist: true });
  await confirmReceipt(buyer, deps.trade, order.id);
  return order.id;
}

/**
 * A sale ten days ago whose proceeds have waited out the payout hold (released as the scheduler's pass does), and the
 * seller's withdrawal of ¥100 of them to their Alipay, waiting for staff.
 */
export async function seedDemoWithdrawal(
  db: Db,
  parties: DemoParties,
  deps: DemoSaleDeps,
  catalogue: GameCatalogue,
  sale: { locale: keyof typeof demoSaleWords; color: string; sellerName: string; now: Date },
): Promise<void> {
  const words = demoSaleWords[sale.locale];
  const when = new Date(sale.now.getTime() - 10 * DAY);
  const title = words.titles[0];
  const orderId = await sellConsignment(
    parties,
    deps,
    catalogue,
    { title, priceFen: 36_800, when, color: sale.color },
    words,
  );
  const hold = await heldProceeds(db, parties.seller.tenantId, orderId);
  if (hold && !hold.released_at && hold.release_at <= sale.now) {
    await releaseDuePayouts(db, parties.seller.tenantId, hold.release_at);
  }
  await requestWithdrawal(at(parties.seller, sale.now), deps.trade.secretBox, {
    amountFen: 10_000,
    alipayName: sale.sellerName,
    alipayAccount: '13800000005',
  });
}

/** A sale two days ago (its retrieval guarantee still running) on which the buyer opens a claim, waiting for staff. */
export async function seedDemoClaim(
  parties: DemoParties,
  deps: DemoSaleDeps,
  catalogue: GameCatalogue,
  sale: { locale: keyof typeof demoSaleWords; color: string; now: Date },
): Promise<void> {
  const words = demoSaleWords[sale.locale];
  const when = new Date(sale.now.getTime() - 2 * DAY);
  const title = words.titles[1];
  const orderId = await sellConsignment(
    parties,
    deps,
    catalogue,
    { title, priceFen: 25_800, when, color: sale.color },
    words,
  );
  const buyer = at(parties.buyer, new Date(sale.now.getTime() - 60 * 60 * 1000));
  await openClaim(buyer, deps.trade, orderId, {
    reason: 'retrieved',
    text: words.claim,
    imageIds: [],
    contactPhone: '13800000001',
  });
}
