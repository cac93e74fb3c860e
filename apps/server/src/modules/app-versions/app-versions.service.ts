import type { AppVersion } from '@gs/shared/tenant';
import type { Db } from '../../db/database.ts';
import type { RequestContext } from '../../lib/context.ts';
import { findLatestPublishedVersion, insertAppVersion, type NewAppVersion } from './app-versions.repository.ts';

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
