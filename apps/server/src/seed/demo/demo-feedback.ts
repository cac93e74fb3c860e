import type { AppDeps } from '../../composition/create-app-deps.ts';
import type { Db } from '../../db/database.ts';
import { Caches } from '../../lib/caches.ts';
import type { UserContext } from '../../lib/context.ts';
import { addToBlacklist } from '../../modules/blacklist/index.ts';
import { createFeedback, readMyFeedback, replyAsStaff } from '../../modules/feedback/index.ts';
import { findTenantById } from '../../modules/tenants/tenants.repository.ts';
import type { DemoTenant } from './demo-tenants.ts';

const DAY = 24 * 60 * 60 * 1000;

const words = {
  'zh-CN': {
    question: '提现申请提交后多久到账？我昨天申请的还没有收到。',
    answer: '您好，提现会在 1 个工作日内处理，您的申请已打款，请查看支付宝到账记录。',
    suggestion: '希望商品列表可以按英雄数量筛选。',
    note: '成交后通过申诉找回账号，买家已报案',
    chargeback: '付款后恶意发起信用卡拒付',
  },
  'en-US': {
    question: 'How long does a withdrawal take? I requested one yesterday and it has not arrived.',
    answer: 'Hello, withdrawals are handled within one working day; yours has been paid, please check Alipay.',
    suggestion: 'Could the listing page filter by number of heroes?',
    note: 'Recovered the account through an appeal after the sale; the buyer filed a report',
    chargeback: 'Charged the payment back after delivery',
  },
} as const;

/**
 * The demo buyer's feedback at each demo shop (one answered and read, one waiting for staff) and two blacklisted game
 * accounts (`scam_demo_01`, `chargeback_demo_02` in the shop's first game), through the services; once per shop.
 */
export async function seedDemoFeedback(
  db: Db,
  deps: Pick<AppDeps, 'trade'>,
  tenantId: number,
  tenant: DemoTenant,
): Promise<void> {
  const record = await findTenantById(db, tenantId);
  const [buyer, operator, game, existing] = await Promise.all([
    db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', '13800000001')
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', '13800000003')
      .executeTakeFirst(),
    db.selectFrom('games').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirst(),
    db.selectFrom('feedback_threads').select('id').where('tenant_id', '=', tenantId).executeTakeFirst(),
  ]);
  if (!record || !buyer || !operator || existing) return;
  const text = words[tenant.locale];
  const now = Date.now();
  const at = (offsetMs: number) => ({ now: () => new Date(now + offsetMs) });
  const base = { db, tenantId, tenant: record, locale: record.default_locale, caches: new Caches() };
  const user = (offsetMs: number): UserContext => ({ ...base, clock: at(offsetMs), userId: buyer.id });
  const staff = (offsetMs: number): UserContext => ({ ...base, clock: at(offsetMs), userId: operator.id });

  const answered = await createFeedback(user(-3 * DAY), {
    category: 'payment',
    text: text.question,
    contact: 'QQ 10001',
  });
  await replyAsStaff(staff(-3 * DAY + 2 * 60 * 60 * 1000), answered.id, { text: text.answer });
  await readMyFeedback(user(-2 * DAY), answered.id);
  await createFeedback(user(-DAY), { category: 'suggestion', text: text.suggestion });

  if (!game) return;
  await addToBlacklist(staff(-5 * DAY), deps.trade.secretBox, {
    gameId: game.id,
    account: 'scam_demo_01',
    reasonCategory: 'retrieval',
    note: text.note,
  });
  await addToBlacklist(staff(-4 * DAY), deps.trade.secretBox, {
    gameId: game.id,
    account: 'chargeback_demo_02',
    reasonCategory: 'chargeback',
    note: text.chargeback,
  });
}
