import type { ListingOrigin, StaffListingExportQuery } from '@gs/shared/consignment';
import { EXPORT_ROW_LIMIT } from '@gs/shared/envelope';
import { maskPhone } from '@gs/shared/identity';
import type { ListingKind, ListingStatus } from '@gs/shared/listings';
import type { Locale } from '@gs/shared/tenant';
import type { UserContext } from '../../../lib/context.ts';
import {
  fileStamp,
  isoCell,
  readPages,
  type TableColumn,
  type TableFile,
  writeTableFile,
} from '../../../lib/table-export.ts';
import { type StaffListingRow, searchStaffListings } from './staff-listings-search.repository.ts';

type Words = Record<Locale, string>;
const words = (en: string, zh: string): Words => ({ 'en-US': en, 'zh-CN': zh });

/** The words of the back office's listings screen, so the file reads like the table. */
const statusNames: Record<ListingStatus, Words> = {
  draft: words('Draft', '草稿'),
  pending_review: words('Pending review', '待审核'),
  on_sale: words('On sale', '在售'),
  off_shelf: words('Taken down', '已下架'),
  locked: words('In trade', '交易中'),
  sold: words('Sold', '已售出'),
  retrieved: words('Retrieved', '已找回'),
  rejected: words('Rejected', '已驳回'),
};
const originNames: Record<ListingOrigin, Words> = {
  market: words('Market', '市场'),
  quick_recycle: words('Quick recycle', '快速回收'),
  bid_recycle: words('Bidding recycle', '竞价回收'),
};
const kindNames: Record<ListingKind, Words> = {
  self_operated: words('Self-operated', '自营'),
  consignment: words('Consignment', '寄售'),
  special_offer: words('Special offer', '特价'),
};

/** The file's columns: what the list shows, the seller's phone masked as it shows it; never credentials. */
function listingColumns(locale: Locale): TableColumn<StaffListingRow>[] {
  return [
    { header: words('Listing number', '商品编号'), value: (row) => row.number },
    { header: words('Title', '标题'), value: (row) => row.title },
    { header: words('Game', '游戏'), value: (row) => row.game_name },
    { header: words('Price (CNY)', '价格（元）'), fen: (row) => row.price_fen },
    { header: words('State', '状态'), value: (row) => statusNames[row.status]?.[locale] ?? row.status },
    { header: words('Kind', '类型'), value: (row) => kindNames[row.kind as ListingKind]?.[locale] ?? row.kind },
    { header: words('Origin', '来源'), value: (row) => originNames[row.origin]?.[locale] ?? row.origin },
    { header: words('Seller ID', '卖家 ID'), value: (row) => row.seller_user_id ?? '' },
    {
      header: words('Seller phone', '卖家手机'),
      value: (row) => (row.seller_phone === null ? '' : maskPhone(row.seller_phone)),
    },
    { header: words('Views', '浏览量'), value: (row) => row.views },
    { header: words('Created at', '创建时间'), value: (row) => isoCell(row.created_at) },
    { header: words('Updated at', '更新时间'), value: (row) => isoCell(row.updated_at) },
    { header: words('Listed at', '上架时间'), value: (row) => isoCell(row.listed_at) },
  ];
}

/**
 * The listings matching the list's filters and sort as a CSV or XLSX file streamed out (at most EXPORT_ROW_LIMIT
 * rows), headers in the caller's language. The first page is read before answering, so a failing query is an error.
 */
export async function exportStaffListings(ctx: UserContext, query: StaffListingExportQuery): Promise<TableFile> {
  const pages = await readPages((page) => searchStaffListings(ctx.db, ctx.tenantId, query, page), EXPORT_ROW_LIMIT);
  return writeTableFile({
    format: query.format,
    locale: ctx.locale,
    name: `listings-${fileStamp(ctx.clock.now())}`,
    sheetName: 'Listings',
    columns: listingColumns(ctx.locale),
    pages,
  });
}
