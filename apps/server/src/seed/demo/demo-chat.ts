import type { Db } from '../../db/database.ts';
import { seedChatConversation } from '../../modules/chat/index.ts';
import type { DemoTenant } from './demo-tenants.ts';

const MINUTE = 60_000;

const words = {
  'zh-CN': [
    { side: 'user', text: '你好，我上架的账号审核要多久？' },
    { side: 'staff', text: '您好，工作时间内一般 30 分钟内审核完成，审核通过后会短信通知您。' },
    { side: 'user', text: '好的，谢谢！' },
  ],
  'en-US': [
    { side: 'user', text: 'Hello, how long does the review of my listing take?' },
    {
      side: 'staff',
      text: 'Hello! During working hours a review takes about 30 minutes; we text you once it is approved.',
    },
    { side: 'user', text: 'Great, thank you!' },
  ],
} as const;

/**
 * The demo seller's general conversation with customer service at each demo shop (a question, the answer, a thank
 * you staff have not read yet), so the inbox and the chat panel show something; once per shop.
 */
export async function seedDemoChat(db: Db, tenantId: number, tenant: DemoTenant): Promise<void> {
  const [seller, operator] = await Promise.all(
    ['13800000005', '13800000003'].map((phone) =>
      db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('phone', '=', phone)
        .executeTakeFirst(),
    ),
  );
  if (!seller || !operator) return;
  const start = Date.now() - 2 * 60 * MINUTE;
  await seedChatConversation(
    db,
    tenantId,
    { userId: seller.id, staffUserId: operator.id },
    words[tenant.locale].map((message, index) => ({ ...message, at: new Date(start + index * 5 * MINUTE) })),
  );
}
