import type { Db } from '../../db/database.ts';

export function listDecorations(db: Db, tenantId: number, type: number, state: number) {
  return db
    .selectFrom('decorations')
    .select(['id', 'area', 'image_url', 'image_en', 'title', 'title_en', 'link', 'sort', 'starts_at', 'ends_at'])
    .where('tenant_id', '=', tenantId)
    .where('type', '=', type)
    .where('state', '=', state)
    .orderBy('area')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export type DecorationListRow = Awaited<ReturnType<typeof listDecorations>>[number];

export interface NewDecoration {
  area: number;
  imageUrl: string;
  /** The picture English readers see; empty: `imageUrl` in English too. */
  imageEn?: string;
  title: string;
  /** The English title; empty: `title` in English too. */
  titleEn?: string;
  link: string;
  sort: number;
  /** Draft (0) or published (1, the default). */
  state?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

export function insertDecorations(db: Db, tenantId: number, items: NewDecoration[]) {
  if (items.length === 0) return Promise.resolve([]);
  return db
    .insertInto('decorations')
    .values(
      items.map((item) => ({
        tenant_id: tenantId,
        area: item.area,
        image_url: item.imageUrl,
        image_en: item.imageEn ?? '',
        title: item.title,
        title_en: item.titleEn ?? '',
        link: item.link,
        sort: item.sort,
        state: item.state,
        starts_at: item.startsAt ?? null,
        ends_at: item.endsAt ?? null,
      })),
    )
    .execute();
}
