import type { AppVersion } from '@gs/shared/tenant';
import type { Db } from '../../db/database.ts';
import type { RequestContext } from '../../lib/context.ts';
import {
  findLatestPublishedVersion,
  insertAppVersion,
  listPublishedVersions,
  type NewAppVersion,
  withdrawPublishedVersions,
} from './app-versions.repository.ts';

/** The newest published app of that type, or null when the tenant offers none (the menu then hides the item). */
export async function getLatestAppVersion(ctx: RequestContext, appType: number): Promise<AppVersion | null> {
  const row = await findLatestPublishedVersion(ctx.db, ctx.tenantId, appType);
  if (!row) return null;
  return {
    appType: row.app_type,
    version: row.version,
    releaseNotes: row.release_notes,
    downloadUrl: row.download_url,
    publishedAt: row.published_at.toISOString(),
  };
}

/** Publishes an app version for a tenant (seed and back office). */
export async function publishAppVersion(db: Db, tenantId: number, version: NewAppVersion): Promise<void> {
  await insertAppVersion(db, tenantId, version);
}

/** The version of an app type the storefront offers now (the newest published one). */
export interface CurrentAppVersion {
  appType: number;
  version: string;
  releaseNotes: string;
  downloadUrl: string;
  publishedAt: Date;
}

/** The current version of each app type the tenant offers, by app type. */
export async function listCurrentAppVersions(db: Db, tenantId: number): Promise<CurrentAppVersion[]> {
  const current = new Map<number, CurrentAppVersion>();
  for (const row of await listPublishedVersions(db, tenantId)) {
    if (current.has(row.app_type)) continue;
    current.set(row.app_type, {
      appType: row.app_type,
      version: row.version,
      releaseNotes: row.release_notes,
      downloadUrl: row.download_url,
      publishedAt: row.published_at,
    });
  }
  return [...current.values()];
}

/**
 * Makes `wanted` the tenant's current apps, in the caller's transaction: an app type whose version, notes or URL
 * changed gets a new published version (the older ones withdrawn, kept as history); a type left out is withdrawn, so
 * the storefront stops offering it; an unchanged one is left alone.
 */
export async function replaceCurrentAppVersions(
  db: Db,
  tenantId: number,
  wanted: Omit<CurrentAppVersion, 'publishedAt'>[],
  at: Date,
): Promise<void> {
  const current = new Map((await listCurrentAppVersions(db, tenantId)).map((app) => [app.appType, app]));
  for (const app of wanted) {
    const now = current.get(app.appType);
    current.delete(app.appType);
    if (now?.version === app.version && now.releaseNotes === app.releaseNotes && now.downloadUrl === app.downloadUrl) {
      continue;
    }
    await withdrawPublishedVersions(db, tenantId, app.appType);
    await insertAppVersion(db, tenantId, { ...app, publishedAt: at });
  }
  for (const appType of current.keys()) await withdrawPublishedVersions(db, tenantId, appType);
}
