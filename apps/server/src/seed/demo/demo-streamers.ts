import type { StreamerInput } from '@gs/shared/streamers';
import type { AppDeps } from '../../composition/create-app-deps.ts';
import type { Db } from '../../db/database.ts';
import { addDecorations } from '../../modules/decoration/decoration.service.ts';
import { seedStreamers } from '../../modules/streamers/index.ts';
import { logoSvg } from './art.ts';
import type { DemoTenant } from './demo-tenants.ts';
import { putPicture } from './pictures.ts';

/** Made-up streamers (rooms on example addresses), in the tenant's language. */
const demoStreamers: Record<'zh-CN' | 'en-US', [string, StreamerInput['platform'], string[], string][]> = {
  'zh-CN': [
    ['王者小鹿', 'douyin', ['王者荣耀'], '#ff4d6d'],
    ['吃鸡老六', 'huya', ['和平精英', '永劫无间'], '#ff9f1c'],
    ['原神旅行者', 'bilibili', ['原神'], '#00a1d6'],
    ['峡谷阿杰', 'douyu', ['英雄联盟'], '#ff7a00'],
  ],
  'en-US': [
    ['Lane Queen', 'douyin', ['Honor of Kings'], '#ff4d6d'],
    ['Drop Zone Dan', 'huya', ['PUBG Mobile', 'Naraka: Bladepoint'], '#ff9f1c'],
    ['Teyvat Tours', 'bilibili', ['Genshin Impact'], '#00a1d6'],
    ['Rift Rider', 'douyu', ['League of Legends'], '#ff7a00'],
  ],
};

/** The demo tenant's streamers and the home-page section placing them (decoration area 6), once. */
export async function seedDemoStreamers(
  db: Db,
  deps: Pick<AppDeps, 'media'>,
  tenantId: number,
  tenant: DemoTenant,
): Promise<void> {
  const existing = await db
    .selectFrom('streamers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const streamers = await Promise.all(
    demoStreamers[tenant.locale].map(async ([name, platform, games, color], i) => ({
      name,
      platform,
      roomUrl: `https://live.example.com/${platform}/${tenant.code}-${i + 1}`,
      avatar: await putPicture(
        deps.media,
        `tenants/${tenant.code}/streamers/${i + 1}.webp`,
        logoSvg(name.slice(0, 1), color),
      ),
      games,
      sort: i,
      enabled: true,
    })),
  );
  await seedStreamers(db, tenantId, streamers, new Date());
  const title = tenant.locale === 'zh-CN' ? '合作主播' : 'Streamers';
  const titleEn = tenant.locale === 'zh-CN' ? 'Streamers' : '';
  await addDecorations(db, tenantId, [{ area: 6, imageUrl: '', title, titleEn, link: '', sort: 0 }]);
}
