import { randomBytes } from 'node:crypto';
import { maskPhone } from '@gs/shared/identity';
import type {
  CreatedTenant,
  CreateTenantInput,
  PlatformAuditAction,
  PlatformAuditEntry,
  PlatformAuditSearch,
  PlatformTenant,
  PlatformTenantSearch,
  TenantUsage,
  UpdateTenantInput,
} from '@gs/shared/platform';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { UserContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { createUser, grantStaffRoles, type SmsDeps, sendSetupCode } from '../identity/index.ts';
import { createTenant, findTenantByCode } from '../tenants/index.ts';
import { type CatalogueCounts, copyCatalogue } from './catalogue-copy.repository.ts';
import {
  addDomain,
  codeTaken,
  findHostOwner,
  findPlatformAdmin,
  findPlatformTenant,
  findShop,
  insertPlatformAudit,
  keepOnePrimary,
  listPlatformAudit,
  removeDomain,
  type ShopRow,
  searchShops,
  setShopStatus,
  shopUsage,
  syncPlatformHosts,
  updateShopName,
  updateShopSettings,
} from './platform.repository.ts';

/** The platform admin acting (through the console or a command line), as the audit log names them. */
export interface PlatformActor {
  ctx: Pick<UserContext, 'db' | 'clock' | 'userId'>;
  name: string;
}

function toPlatformTenant(row: ShopRow): PlatformTenant {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    hosts: row.hosts ?? [],
    locale: row.default_locale,
    useTheme: row.use_theme,
    serviceGroups: row.service_groups,
    status: row.status,
    ownerPhone: row.owner_phone ? maskPhone(row.owner_phone) : null,
    createdAt: row.created_at.toISOString(),
  };
}

/** The shop, 404 unless it is one; `hosts` is never null (a shop without hosts reads as none). */
async function loadShop(db: Db, tenantId: number): Promise<ShopRow & { hosts: string[] }> {
  const shop = await findShop(db, tenantId);
  if (!shop) throw notFound();
  return { ...shop, hosts: shop.hosts ?? [] };
}

async function audit(
  db: Db,
  actor: PlatformActor,
  action: PlatformAuditAction,
  tenantId: number | null,
  detail: Record<string, unknown>,
) {
  await insertPlatformAudit(db, {
    at: actor.ctx.clock.now(),
    actorUserId: actor.ctx.userId,
    actorName: actor.name,
    action,
    tenantId,
    detail,
  });
}

/** 409 naming the host when any other tenant (a shop or the platform) answers on it. */
async function assertHostFree(db: Db, host: string, forTenantId: number | null) {
  const owner = await findHostOwner(db, host);
  if (owner && owner.id !== forTenantId) {
    throw new AppError(409, 'CONFLICT', 'platformHostTaken', {
      params: { host },
      fields: [{ field: 'body.hosts', messageKey: 'platformHostTaken', params: { host } }],
    });
  }
  return owner;
}

/** Unique violations of a concurrent claim of the same host or code answer the same 409 as the checks above. */
async function claimHost(db: Db, tenantId: number, host: string, primary: boolean) {
  await assertHostFree(db, host, tenantId);
  try {
    await addDomain(db, tenantId, host, primary);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new AppError(409, 'CONFLICT', 'platformHostTaken', { params: { host } });
    }
    throw error;
  }
}

export async function listShops(db: Db, search: PlatformTenantSearch) {
  const page = await searchShops(db, search);
  return {
    rows: page.rows.map(toPlatformTenant),
    total: page.total,
    pageNum: search.pageNum,
    pageSize: search.pageSize,
  };
}

export async function getShop(db: Db, tenantId: number): Promise<PlatformTenant> {
  return toPlatformTenant(await loadShop(db, tenantId));
}

export interface PlatformDeps {
  /**
   * After a change of a shop committed: every instance forgets what it cached of it (host → tenant lookups, its
   * settings…), so the change shows at once on whichever instance serves the next request.
   */
  shopChanged: (tenantId: number) => void;
  /** Sends a new shop's owner the code that sets their password. */
  sms: SmsDeps;
}

/**
 * Creates a shop in one transaction: the tenant with its settings and hosts, its owner (a new user of the shop with
 * an unusable password: they set one with an SMS code from the back office's login page), and the template shop's
 * catalogue when asked. 409 on a taken code or host.
 */
export async function createShop(
  actor: PlatformActor,
  deps: PlatformDeps,
  input: CreateTenantInput,
): Promise<CreatedTenant> {
  const db = actor.ctx.db;
  const created = await inTransaction(db, async (trx) => {
    if (await codeTaken(trx, input.code)) {
      throw new AppError(409, 'CONFLICT', 'platformCodeTaken', {
        params: { code: input.code },
        fields: [{ field: 'body.code', messageKey: 'platformCodeTaken', params: { code: input.code } }],
      });
    }
    for (const host of input.hosts) await assertHostFree(trx, host, null);
    const template = input.catalogueFrom ? await findTenantByCode(trx, input.catalogueFrom) : null;
    if (input.catalogueFrom && template?.kind !== 'shop') {
      throw new AppError(422, 'BUSINESS_RULE', 'platformTemplateShopMissing', {
        params: { code: input.catalogueFrom },
        fields: [
          {
            field: 'body.catalogueFrom',
            messageKey: 'platformTemplateShopMissing',
            params: { code: input.catalogueFrom },
          },
        ],
      });
    }
    const id = await createTenant(trx, {
      code: input.code,
      name: input.name,
      hosts: [],
      avatarUrl: '',
      useTheme: input.useTheme,
      serviceGroups: input.serviceGroups,
      hotSearches: [],
      defaultLocale: input.locale,
      primaryColor: '#1677ff',
      priceMarkupBp: 0,
      serviceContacts: [],
    });
    for (const [index, host] of input.hosts.entries()) await claimHost(trx, id, host, index === 0);
    const owner = await createUser(trx, id, {
      phone: input.ownerPhone,
      password: randomBytes(24).toString('base64url'),
      nickName: input.name.slice(0, 20),
    });
    await grantStaffRoles(trx, id, owner.id, ['owner']);
    const catalogue: CatalogueCounts | null = template ? await copyCatalogue(trx, template.id, id) : null;
    await audit(trx, actor, 'tenant.create', id, {
      code: input.code,
      name: input.name,
      hosts: input.hosts,
      locale: input.locale,
      useTheme: input.useTheme,
      serviceGroups: input.serviceGroups,
      owner: maskPhone(input.ownerPhone),
      catalogueFrom: input.catalogueFrom ?? null,
      catalogue,
    });
    return { id, catalogue };
  });
  deps.shopChanged(created.id);
  // After the commit: the owner sets a password with this code (a failed send is in the shop's SMS outbox, and the
  // owner can ask for another code on the login page).
  await sendSetupCode(
    db,
    deps.sms,
    { id: created.id, name: input.name, locale: input.locale },
    input.ownerPhone,
    actor.ctx.clock.now(),
  );
  return { tenant: await getShop(db, created.id), ownerCreated: true, catalogue: created.catalogue };
}

/** Changes what is given; `hosts` replaces the shop's hosts (each new one claimed once across the platform). */
export async function updateShop(
  actor: PlatformActor,
  deps: PlatformDeps,
  tenantId: number,
  input: UpdateTenantInput,
): Promise<PlatformTenant> {
  const db = actor.ctx.db;
  const at = actor.ctx.clock.now();
  await inTransaction(db, async (trx) => {
    const before = toPlatformTenant(await loadShop(trx, tenantId));
    if (input.name !== undefined) await updateShopName(trx, tenantId, input.name, at);
    const settings = {
      ...(input.locale !== undefined ? { default_locale: input.locale } : {}),
      ...(input.useTheme !== undefined ? { use_theme: input.useTheme } : {}),
      ...(input.serviceGroups !== undefined ? { service_groups: input.serviceGroups } : {}),
    };
    if (Object.keys(settings).length > 0) await updateShopSettings(trx, tenantId, settings, at);
    if (input.hosts !== undefined) {
      for (const host of before.hosts) if (!input.hosts.includes(host)) await removeDomain(trx, tenantId, host);
      for (const host of input.hosts) if (!before.hosts.includes(host)) await claimHost(trx, tenantId, host, false);
      await keepOnePrimary(trx, tenantId);
    }
    const after = toPlatformTenant(await loadShop(trx, tenantId));
    const changed = (Object.keys(input) as (keyof UpdateTenantInput)[]).filter(
      (key) => JSON.stringify(before[keyOf(key)]) !== JSON.stringify(after[keyOf(key)]),
    );
    await audit(trx, actor, 'tenant.update', tenantId, {
      before: Object.fromEntries(changed.map((key) => [key, before[keyOf(key)]])),
      after: Object.fromEntries(changed.map((key) => [key, after[keyOf(key)]])),
    });
  });
  deps.shopChanged(tenantId);
  return getShop(db, tenantId);
}

const keyOf = (key: keyof UpdateTenantInput): keyof PlatformTenant => key;

export async function addShopHost(actor: PlatformActor, deps: PlatformDeps, tenantId: number, host: string) {
  const db = actor.ctx.db;
  await inTransaction(db, async (trx) => {
    const shop = await loadShop(trx, tenantId);
    if (shop.hosts.includes(host)) {
      throw new AppError(409, 'CONFLICT', 'platformHostPresent', { params: { host } });
    }
    await claimHost(trx, tenantId, host, shop.hosts.length === 0);
    await audit(trx, actor, 'tenant.domain.add', tenantId, { host });
  });
  deps.shopChanged(tenantId);
  return getShop(db, tenantId);
}

export async function removeShopHost(actor: PlatformActor, deps: PlatformDeps, tenantId: number, host: string) {
  const db = actor.ctx.db;
  await inTransaction(db, async (trx) => {
    const shop = await loadShop(trx, tenantId);
    if (!shop.hosts.includes(host)) throw notFound();
    if (shop.hosts.length <= 1) throw new AppError(409, 'CONFLICT', 'platformLastHost');
    await removeDomain(trx, tenantId, host);
    await keepOnePrimary(trx, tenantId);
    await audit(trx, actor, 'tenant.domain.remove', tenantId, { host });
  });
  deps.shopChanged(tenantId);
  return getShop(db, tenantId);
}

/**
 * Suspends or resumes a shop. A suspended shop keeps answering getTenant (with its status), refuses its customers'
 * logins and trading and its staff's changes; its open orders keep moving (the schedulers do not look at the status).
 */
export async function setShopSuspended(
  actor: PlatformActor,
  deps: PlatformDeps,
  tenantId: number,
  suspended: { reason: string } | null,
) {
  const db = actor.ctx.db;
  await inTransaction(db, async (trx) => {
    await loadShop(trx, tenantId);
    const changed = await setShopStatus(trx, tenantId, suspended ? 'suspended' : 'active', actor.ctx.clock.now());
    if (changed === 0) {
      throw new AppError(409, 'CONFLICT', suspended ? 'platformAlreadySuspended' : 'platformNotSuspended');
    }
    await audit(trx, actor, suspended ? 'tenant.suspend' : 'tenant.resume', tenantId, suspended ?? {});
  });
  deps.shopChanged(tenantId);
  return getShop(db, tenantId);
}

export async function platformUsage(db: Db): Promise<{ rows: TenantUsage[] }> {
  const rows = await shopUsage(db);
  return {
    rows: rows.map((row) => ({
      tenantId: row.id,
      code: row.code,
      name: row.name,
      status: row.status,
      gmvFen: Math.max(0, Number(row.gmv_fen ?? 0)),
      orders: Number(row.orders ?? 0),
      listingsOnSale: Number(row.listings_on_sale ?? 0),
      users: Number(row.users ?? 0),
      privateStorageBytes: Number(row.private_bytes ?? 0),
      lastActivityAt: row.last_activity_at ? new Date(row.last_activity_at).toISOString() : null,
    })),
  };
}

export async function platformAudit(db: Db, search: PlatformAuditSearch) {
  const page = await listPlatformAudit(db, search);
  const rows: PlatformAuditEntry[] = page.rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actor_user_id,
    actorName: row.actor_name,
    action: row.action,
    tenantId: row.tenant_id,
    tenantCode: row.code,
    detail: row.detail,
  }));
  return { rows, total: page.total, pageNum: search.pageNum, pageSize: search.pageSize };
}

/**
 * At start-up: the platform tenant answers on exactly PLATFORM_HOSTS. Throws (start-up stops) when a shop holds one.
 */
export async function applyPlatformHosts(db: Db, hosts: readonly string[]): Promise<void> {
  const platform = await findPlatformTenant(db);
  if (!platform) throw new Error('The platform tenant is missing: run the migrations');
  const taken = await syncPlatformHosts(db, platform.id, hosts);
  if (taken.length > 0) {
    throw new Error(
      `PLATFORM_HOSTS names hosts a shop answers on: ${taken.join(', ')}. Remove them from the shop first.`,
    );
  }
}

/**
 * Adds a platform admin (a user of the platform tenant with the role platform_admin), for `npm run platform-admin`.
 * Without a password they get an unusable one and an SMS code to set theirs on the platform host's login page.
 */
export async function addPlatformAdmin(
  db: Db,
  sms: SmsDeps,
  input: { phone: string; username?: string | undefined; password?: string | undefined; nickName?: string | undefined },
  now: Date,
): Promise<{ userId: number; codeSent: boolean }> {
  const platform = await findPlatformTenant(db);
  if (!platform) throw new Error('The platform tenant is missing: run the migrations');
  const userId = await inTransaction(db, async (trx) => {
    const user = await createUser(trx, platform.id, {
      phone: input.phone,
      username: input.username ?? null,
      password: input.password ?? randomBytes(24).toString('base64url'),
      nickName: input.nickName ?? input.username ?? 'Platform admin',
    });
    await grantStaffRoles(trx, platform.id, user.id, ['platform_admin']);
    return user.id;
  });
  if (input.password) return { userId, codeSent: false };
  const sent = await sendSetupCode(
    db,
    sms,
    { id: platform.id, name: platform.name, locale: 'zh-CN' },
    input.phone,
    now,
  );
  return { userId, codeSent: sent === 'sent' };
}

/** The platform admin a command line acts as: the one named (username or phone), else the first one. */
export async function platformActorFor(db: Db, clock: Clock, login?: string): Promise<PlatformActor> {
  const admin = await findPlatformAdmin(db, login);
  if (!admin) {
    throw new Error(
      login
        ? `No platform admin ${login}`
        : 'No platform admin yet: add one with npm run platform-admin -- add --phone …',
    );
  }
  return { ctx: { db, clock, userId: admin.id }, name: `${admin.nick_name} (command line)` };
}
