import type { Db } from '../../db/database.ts';

export function findLatestPublishedVersion(db: Db, tenantId: number, appType: number) {
  return db
    .selectFrom('app_versions')
    .select(['app_type', 'version', 'release_notes', 'download_url', 'published_at'])
    .where('tenant_id', '=', tenantId)
    .where('app_type', '=', appType)
    .where('state', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface NewAppVersion {
  appType: number;
  version: string;
  releaseNotes: string;
  downloadUrl: string;
  publishedAt?: Date;
}

export function insertAppVersion(db: Db, tenantId: number, version: NewAppVersion) {
  return db
    .insertInto('app_versions')
    .values({
      tenant_id: tenantId,
      app_type: version.appType,
      version: version.version,
      release_notes: version.releaseNotes,
      download_url: version.downloadUrl,
      ...(version.publishedAt ? { published_at: version.publishedAt } : {}),
    })
    .execute();
}

/** The tenant's published versions, newest first within each app type. */
export function listPublishedVersions(db: Db, tenantId: number) {
  return db
    .selectFrom('app_versions')
    .select(['id', 'app_type', 'version', 'release_notes', 'download_url', 'published_at'])
    .where('tenant_id', '=', tenantId)
    .where('state', '=', 'published')
    .orderBy('app_type')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Withdraws every published version of one app type (a newer one replaces them, or the shop stops offering it). */
export function withdrawPublishedVersions(db: Db, tenantId: number, appType: number) {
  return db
    .updateTable('app_versions')
    .set({ state: 'withdrawn' })
    .where('tenant_id', '=', tenantId)
    .where('app_type', '=', appType)
    .where('state', '=', 'published')
    .execute();
}
