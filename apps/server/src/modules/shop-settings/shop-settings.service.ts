import type {
  AppVersionsSettings,
  AppVersionsSettingsInput,
  CaptchaSettings,
  CaptchaSettingsInput,
  FooterSettings,
  FooterSettingsInput,
  OrderSettingsInput,
  OrderSettingsView,
  ShopSettings,
  ShopSettingsInput,
  SmsSettings,
  StaffSettings,
} from '@gs/shared/staff-settings';
import { inTransaction } from '../../db/transaction.ts';
import type { RequestContext, UserContext } from '../../lib/context.ts';
import { AppError, type FieldMessage } from '../../lib/errors.ts';
import { listCurrentAppVersions, replaceCurrentAppVersions } from '../app-versions/index.ts';
import { loadOrderSettings, saveOrderSettings } from '../trade/index.ts';
import { assertOwnUpload } from '../uploads/index.ts';
import { getPaymentSettings } from './payment-settings.service.ts';
import { fieldsError } from './settings-validation.ts';
import {
  deleteQqGroupsExcept,
  findPrimaryDomain,
  findShopSettingsRow,
  findTenantGameIds,
  insertQqGroup,
  listAllQqGroups,
  type ShopSettingsRow,
  updateCaptchaEnabled,
  updateQqGroup,
  updateShopFooter,
  updateShopProfile,
  updateTenantName,
} from './shop-settings.repository.ts';
import { forgetShop, type ShopSettingsDeps } from './shop-settings-deps.ts';
import { toSmsSettings } from './sms-settings.service.ts';

/** How the back office was reached (scheme and port), to give the storefront's preview link the same ones. */
export interface RequestOrigin {
  protocol: string;
  /** The port of the request's Host header, null when it had none. */
  port: string | null;
}

async function loadShopRow(ctx: RequestContext): Promise<ShopSettingsRow> {
  const row = await findShopSettingsRow(ctx.db, ctx.tenantId);
  if (!row) throw new Error(`tenant ${ctx.tenantId} has no settings row`);
  return row;
}

async function toShopSettings(ctx: RequestContext, row: ShopSettingsRow): Promise<ShopSettings> {
  const groups = await listAllQqGroups(ctx.db, ctx.tenantId);
  return {
    name: row.name,
    logoUrl: row.avatar_url,
    useTheme: row.use_theme,
    primaryColor: row.primary_color,
    defaultLocale: row.default_locale,
    hotSearches: row.hot_searches,
    hotSearchesEn: row.hot_searches_en,
    priceMarkupPercent: row.price_markup_bp / 100,
    amountLabel: row.amount_label,
    serviceContacts: row.service_contacts,
    qqGroups: groups.map((group) => ({
      id: group.id,
      gameId: group.game_id,
      name: group.name,
      number: group.number,
      joinUrl: group.join_url,
      enabled: group.enabled,
    })),
  };
}

function toFooterSettings(row: ShopSettingsRow): FooterSettings {
  return {
    companyName: row.company_name,
    icpNumber: row.icp_number,
    serviceHours: row.service_hours,
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
  };
}

async function toOrderSettings(ctx: RequestContext): Promise<OrderSettingsView> {
  const settings = await loadOrderSettings(ctx);
  return {
    paymentMinutes: settings.paymentMinutes,
    autoConfirmHours: settings.autoConfirmHours,
    maxUnpaidOrders: settings.maxUnpaidOrders,
    payoutHoldDays: { ...settings.payoutHoldDays },
    claimDaysRetrieval: settings.claimDaysRetrieval,
    claimDaysFace: settings.claimDaysFace,
    claimSellerReplyHours: settings.claimSellerReplyHours,
    claimReviewUpheldSellers: settings.claimReviewUpheldSellers,
  };
}

function toCaptchaSettings(row: ShopSettingsRow, deps: ShopSettingsDeps): CaptchaSettings {
  return { enabled: row.captcha_enabled, serverEnabled: deps.captchaServerEnabled };
}

async function toAppVersionsSettings(ctx: RequestContext): Promise<AppVersionsSettings> {
  const versions = await listCurrentAppVersions(ctx.db, ctx.tenantId);
  return { versions: versions.map((app) => ({ ...app, publishedAt: app.publishedAt.toISOString() })) };
}

/** Every section of the shop's settings (secrets only as "set or not" and fingerprints), with its preview link. */
export async function getStaffSettings(
  ctx: UserContext,
  deps: ShopSettingsDeps,
  origin: RequestOrigin,
): Promise<StaffSettings> {
  const row = await loadShopRow(ctx);
  const [domain, shop, orders, appVersions, payment] = await Promise.all([
    findPrimaryDomain(ctx.db, ctx.tenantId),
    toShopSettings(ctx, row),
    toOrderSettings(ctx),
    toAppVersionsSettings(ctx),
    getPaymentSettings(ctx, deps),
  ]);
  return {
    tenant: {
      id: row.id,
      code: row.code,
      primaryDomain: domain,
      previewUrl: domain ? `${origin.protocol}://${domain}${origin.port ? `:${origin.port}` : ''}/` : null,
    },
    shop,
    footer: toFooterSettings(row),
    orders,
    captcha: toCaptchaSettings(row, deps),
    sms: toSmsSettings(row, deps),
    appVersions,
    payment,
  };
}

/** The shop section as it is now. */
export async function getShopSettings(ctx: RequestContext): Promise<ShopSettings> {
  return toShopSettings(ctx, await loadShopRow(ctx));
}

/** The footer section as it is now. */
export async function getFooterSettings(ctx: RequestContext): Promise<FooterSettings> {
  return toFooterSettings(await loadShopRow(ctx));
}

/** The order section as it is now. */
export const getOrderSettings = toOrderSettings;

/** The captcha section as it is now. */
export async function getCaptchaSettings(ctx: RequestContext, deps: ShopSettingsDeps): Promise<CaptchaSettings> {
  return toCaptchaSettings(await loadShopRow(ctx), deps);
}

/** The SMS section as it is now. */
export async function getSmsSettings(ctx: RequestContext, deps: ShopSettingsDeps): Promise<SmsSettings> {
  return toSmsSettings(await loadShopRow(ctx), deps);
}

/** The app versions section as it is now. */
export const getAppVersionsSettings = toAppVersionsSettings;

/** 400 unless the logo is the current one, none, or one of the caller's own uploads. */
function assertLogoAllowed(ctx: UserContext, row: ShopSettingsRow, logoUrl: string): void {
  if (logoUrl === '' || logoUrl === row.avatar_url) return;
  try {
    assertOwnUpload(ctx, logoUrl);
  } catch {
    throw new AppError(400, 'UPLOAD_REJECTED', 'settingsLogoNotOwned', {
      fields: [{ field: 'body.logoUrl', messageKey: 'settingsLogoNotOwned' }],
    });
  }
}

/** 400 naming each QQ group whose id is not one of the shop's groups or whose game is not one of its games. */
async function assertQqGroupsAllowed(ctx: RequestContext, groups: ShopSettingsInput['qqGroups']): Promise<void> {
  const existing = new Set((await listAllQqGroups(ctx.db, ctx.tenantId)).map((group) => group.id));
  const gameIds = [...new Set(groups.flatMap((group) => (group.gameId === null ? [] : [group.gameId])))];
  const games = await findTenantGameIds(ctx.db, ctx.tenantId, gameIds);
  const fields: FieldMessage[] = [];
  const seenIds = new Set<number>();
  groups.forEach((group, index) => {
    if (group.id !== undefined && (!existing.has(group.id) || seenIds.has(group.id))) {
      fields.push({
        field: `body.qqGroups.${index}.id`,
        messageKey: seenIds.has(group.id) ? 'settingsQqGroupTwice' : 'settingsQqGroupUnknownId',
        params: { id: group.id },
      });
    }
    if (group.id !== undefined) seenIds.add(group.id);
    if (group.gameId !== null && !games.has(group.gameId)) {
      fields.push({
        field: `body.qqGroups.${index}.gameId`,
        messageKey: 'settingsQqGroupUnknownGame',
        params: { id: group.gameId },
      });
    }
  });
  if (fields.length > 0) throw fieldsError(fields);
}

/**
 * Replaces the shop section (name, logo, theme, colour, language, hot searches, markup, amount label, contacts, QQ
 * groups) in one
 * transaction. 400 when the logo is not the caller's own upload or a QQ group names another shop's group or game.
 */
export async function updateShopSettings(
  ctx: UserContext,
  deps: ShopSettingsDeps,
  input: ShopSettingsInput,
): Promise<ShopSettings> {
  const row = await loadShopRow(ctx);
  assertLogoAllowed(ctx, row, input.logoUrl);
  await assertQqGroupsAllowed(ctx, input.qqGroups);
  const at = ctx.clock.now();
  await inTransaction(ctx.db, async (trx) => {
    await updateTenantName(trx, ctx.tenantId, input.name, at);
    await updateShopProfile(
      trx,
      ctx.tenantId,
      {
        avatarUrl: input.logoUrl,
        useTheme: input.useTheme,
        primaryColor: input.primaryColor,
        defaultLocale: input.defaultLocale,
        hotSearches: input.hotSearches,
        // Left out (an older caller): the English ones stay as they were.
        hotSearchesEn: input.hotSearchesEn ?? row.hot_searches_en,
        priceMarkupBp: Math.round(input.priceMarkupPercent * 100),
        amountLabel: input.amountLabel,
        serviceContacts: input.serviceContacts,
      },
      at,
    );
    await deleteQqGroupsExcept(
      trx,
      ctx.tenantId,
      input.qqGroups.flatMap((group) => (group.id === undefined ? [] : [group.id])),
    );
    for (const [sort, group] of input.qqGroups.entries()) {
      const values = { ...group, sort };
      if (group.id === undefined) await insertQqGroup(trx, ctx.tenantId, values);
      else await updateQqGroup(trx, ctx.tenantId, group.id, values);
    }
  });
  forgetShop(ctx, deps);
  return getShopSettings(ctx);
}

/** Replaces what the storefront's footer says about the shop (company, ICP number, hours, phone, email). */
export async function updateFooterSettings(
  ctx: UserContext,
  deps: ShopSettingsDeps,
  input: FooterSettingsInput,
): Promise<FooterSettings> {
  await updateShopFooter(ctx.db, ctx.tenantId, input, ctx.clock.now());
  forgetShop(ctx, deps);
  return getFooterSettings(ctx);
}

/**
 * Replaces the order settings (payment window, auto-confirmation, unpaid-order cap, payout hold, claim windows and
 * the seller's reply time, review of sellers with an upheld retrieval claim): new orders, completions and claims
 * follow them.
 */
export async function updateOrderSettings(
  ctx: UserContext,
  deps: ShopSettingsDeps,
  input: OrderSettingsInput,
): Promise<OrderSettingsView> {
  await inTransaction(ctx.db, (trx) => saveOrderSettings({ ...ctx, db: trx }, input));
  forgetShop(ctx, deps);
  return toOrderSettings(ctx);
}

/** Turns the shop's image captcha on or off (logins and SMS codes ask for it at once). */
export async function updateCaptchaSettings(
  ctx: UserContext,
  deps: ShopSettingsDeps,
  input: CaptchaSettingsInput,
): Promise<CaptchaSettings> {
  await updateCaptchaEnabled(ctx.db, ctx.tenantId, input.enabled, ctx.clock.now());
  forgetShop(ctx, deps);
  return getCaptchaSettings(ctx, deps);
}

/** Makes these the shop's apps per platform (a changed one is published anew, a missing one withdrawn). */
export async function updateAppVersionsSettings(
  ctx: UserContext,
  deps: ShopSettingsDeps,
  input: AppVersionsSettingsInput,
): Promise<AppVersionsSettings> {
  const at = ctx.clock.now();
  await inTransaction(ctx.db, (trx) => replaceCurrentAppVersions(trx, ctx.tenantId, input.versions, at));
  forgetShop(ctx, deps);
  return toAppVersionsSettings(ctx);
}
