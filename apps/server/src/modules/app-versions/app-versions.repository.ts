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
