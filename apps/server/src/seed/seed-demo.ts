import type { AppDeps } from '../composition/create-app-deps.ts';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { publishAppVersion } from '../modules/app-versions/app-versions.service.ts';
import { hasAnyGame } from '../modules/catalogue/games.repository.ts';
import { addDecorations } from '../modules/decoration/decoration.service.ts';
import { findUserByPhone } from '../modules/identity/users/users.repository.ts';
import { createUser, grantStaffRoles } from '../modules/identity/users/users.service.ts';
import { createNotice, tenantHasNotices } from '../modules/notices/notices.service.ts';
import { findPlatformTenant } from '../modules/platform/index.ts';
import { createTenant, findTenantByCode } from '../modules/tenants/tenants.service.ts';
import type { MediaStore } from '../modules/uploads/media-store.ts';
import { adSvg, bannerSvg, iconSvg, logoSvg, tileSvg } from './demo/art.ts';
import { catalogueSpecFor } from './demo/catalogue-loader.ts';
import { seedCatalogue } from './demo/catalogue-seed.ts';
import { seedDemoChat } from './demo/demo-chat.ts';
import { seedDemoFeedback } from './demo/demo-feedback.ts';
import { seedDemoHistory } from './demo/demo-history.ts';
import { demoNotices } from './demo/demo-notices.ts';
import { seedDemoPartners } from './demo/demo-partners.ts';
import { seedDemoQueues } from './demo/demo-queues.ts';
import { seedDemoSeller } from './demo/demo-seller.ts';
import { seedStaffContacts } from './demo/demo-staff-contacts.ts';
import { seedDemoStreamers } from './demo/demo-streamers.ts';
import { type DemoTenant, demoTenants, enCopy } from './demo/demo-tenants.ts';
import { seedDemoTrade } from './demo/demo-trade.ts';
import { DEMO_PASSWORD, type DemoUser, demoPlatformAdmin, demoUsers } from './demo/demo-users.ts';
import { forgetRenderedPictures, putPicture } from './demo/pictures.ts';
import { seedRecycleRules } from './demo/recycle-rules.ts';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface SeedResult {
  created: string[];
  existing: string[];
}

async function seedTenant(db: Db, media: MediaStore, tenant: DemoTenant): Promise<number> {
  const dir = `tenants/${tenant.code}`;
  const avatarUrl = await putPicture(media, `${dir}/logo.webp`, logoSvg(tenant.initials, tenant.color));
  const tenantId = await createTenant(db, {
    code: tenant.code,
    name: tenant.name,
    hosts: tenant.hosts,
    avatarUrl,
    useTheme: tenant.useTheme,
    serviceGroups: tenant.groups,
    hotSearches: tenant.hotSearches,
    defaultLocale: tenant.locale,
    primaryColor: tenant.color,
    priceMarkupBp: tenant.markupBp,
    serviceContacts: tenant.contacts,
    footer: tenant.footer,
  });

  const { copy, color } = tenant;
  // A Chinese shop's entries carry English titles too (the English copy, entry for entry; games by their names).
  const english = tenant.locale === 'zh-CN' ? enCopy(tenant.notices.nameEn ?? capitalize(tenant.code)) : null;
  const gameEnglish = catalogueSpecFor(tenant.locale).english;
  const put = (name: string, svg: string) => putPicture(media, `${dir}/decoration/${name}.webp`, svg);
  /** The English twin of a picture with words on it (`name-en.webp`); none without English words. */
  const englishPicture = async <T>(name: string, words: T | undefined, draw: (words: T) => string) =>
    words === undefined ? '' : put(`${name}-en`, draw(words));
  const items = [
    ...(await Promise.all(
      copy.banners.map(async ([title, subtitle], i) => ({
        area: 1,
        imageUrl: await put(`banner-${i + 1}`, bannerSvg(title, subtitle, color)),
        // The picture carries words: English readers get it drawn in English.
        imageEn: await englishPicture(`banner-${i + 1}`, english?.banners[i], ([t, s]) => bannerSvg(t, s, color)),
        title,
        titleEn: english?.banners[i]?.[0] ?? '',
        link: i === 0 ? '/pages/other/jieshao' : i === 1 ? '/pages/guanwangjishou' : '/pages/jingjiahuishou',
        sort: i,
      })),
    )),
    ...(await Promise.all(
      copy.nav.map(async (nav, i) => ({
        area: 2,
        imageUrl: await put(`nav-${i + 1}`, iconSvg(nav.glyph, color)),
        title: nav.title,
        titleEn: english?.nav.find((entry) => entry.link === nav.link)?.title ?? '',
        link: nav.link,
        sort: i,
      })),
    )),
    ...(await Promise.all(
      copy.games.map(async (game, i) => ({
        area: 3,
        imageUrl: await put(`game-${i + 1}`, tileSvg(game, color)),
        title: game,
        titleEn: gameEnglish(game),
        link: `/pages/accountOrder?pageType=buy&searchText=${encodeURIComponent(game)}`,
        sort: i,
      })),
    )),
    ...(await Promise.all(
      copy.ads.map(async (ad, i) => ({
        area: 4,
        imageUrl: await put(`ad-${i + 1}`, adSvg(ad, color)),
        imageEn: await englishPicture(`ad-${i + 1}`, english?.ads[i], (words) => adSvg(words, color)),
        title: ad,
        titleEn: english?.ads[i] ?? '',
        link: '/pages/other/gonggao',
        sort: i,
      })),
    )),
    ...copy.notices.map((notice, i) => ({
      area: 5,
      imageUrl: '',
      title: notice,
      titleEn: english?.notices[i] ?? '',
      link: '/pages/other/gonggao',
      sort: i,
    })),
  ];
  await addDecorations(db, tenantId, items);
  if (tenant.app) {
    await publishAppVersion(db, tenantId, {
      appType: 1,
      version: tenant.app.version,
      releaseNotes: tenant.app.notes,
      downloadUrl: tenant.app.downloadUrl,
    });
  }
  return tenantId;
}

async function seedUsers(
  db: Db,
  tenantId: number,
  users: readonly DemoUser[] = demoUsers,
  locale: DemoTenant['locale'] = 'en-US',
): Promise<void> {
  for (const user of users) {
    if (await findUserByPhone(db, tenantId, user.phone)) continue;
    const created = await createUser(db, tenantId, {
      phone: user.phone,
      username: user.username,
      password: DEMO_PASSWORD,
      nickName: locale === 'zh-CN' ? (user.nickNameZh ?? user.nickName) : user.nickName,
    });
    await grantStaffRoles(db, tenantId, created.id, user.roles);
  }
}

async function seedNotices(db: Db, tenantId: number, tenant: DemoTenant): Promise<void> {
  if (await tenantHasNotices(db, tenantId)) return;
  for (const notice of demoNotices(tenant, new Date())) await createNotice(db, tenantId, notice);
}

/**
 * Creates the demo tenants, their demo users, notices and catalogues (games, templates, listings) where missing,
 * and (unless `withTrade` is false) the vault credentials, demo orders, one item in each back-office queue
 * (demo-queues.ts) and the demo shop's last 90 days of orders and visits (demo-history.ts), through the services and the app's
 * collaborators from createAppDeps; running it twice changes nothing.
 */
export async function seedDemoData(
  deps: Pick<AppDeps, 'db' | 'media' | 'privateUploads' | 'identity' | 'trade'>,
  options: { withTrade?: boolean } = {},
): Promise<SeedResult> {
  try {
    return await seedDemoTenants(deps, options);
  } finally {
    forgetRenderedPictures();
  }
}

async function seedDemoTenants(
  deps: Pick<AppDeps, 'db' | 'media' | 'privateUploads' | 'identity' | 'trade'>,
  options: { withTrade?: boolean },
): Promise<SeedResult> {
  const { db, media } = deps;
  const result: SeedResult = { created: [], existing: [] };
  for (const tenant of demoTenants) {
    const existing = await findTenantByCode(db, tenant.code);
    if (existing) result.existing.push(tenant.code);
    const seedOne = async (trx: Db) => {
      const tenantId = existing ? existing.id : await seedTenant(trx, media, tenant);
      await seedUsers(trx, tenantId, demoUsers, tenant.locale);
      const [seller, operator] = await Promise.all([
        findUserByPhone(trx, tenantId, '13800000005'),
        findUserByPhone(trx, tenantId, '13800000003'),
      ]);
      if (seller && operator) {
        await seedDemoSeller(trx, deps, tenantId, { sellerId: seller.id, operatorId: operator.id });
      }
      await seedNotices(trx, tenantId, tenant);
      if (!(await hasAnyGame(trx, tenantId))) await seedCatalogue(trx, media, tenantId, tenant);
      await seedRecycleRules(trx, tenantId);
      await seedDemoChat(trx, tenantId, tenant);
      await seedStaffContacts(trx, tenantId, tenant.code);
      await seedDemoPartners(trx, deps, tenantId, tenant);
      await seedDemoStreamers(trx, deps, tenantId, tenant);
      await seedDemoFeedback(trx, deps, tenantId, tenant);
      if (options.withTrade !== false) {
        await seedDemoTrade(trx, deps, tenantId, tenant.code);
        await seedDemoQueues(trx, deps, tenantId, tenant);
        // The demo shop's last 90 days of orders and visits: its dashboard and finance report have a shape at once.
        if (tenant.code === 'demo') {
          await seedDemoHistory(trx, deps, tenantId, { zh: tenant.locale === 'zh-CN', now: new Date() });
        }
      }
    };
    // Never rerun after a deadlock: the seed writes pictures and encrypted private uploads to disk as it goes, which a
    // second run would write again (a failed seed is run again by the next start).
    await inTransaction(db, seedOne, { retry: false });
    if (!existing) result.created.push(tenant.code);
  }
  const platform = await findPlatformTenant(db);
  if (platform) await seedUsers(db, platform.id, [demoPlatformAdmin]);
  return result;
}
