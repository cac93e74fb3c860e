import { EXPORT_ROW_LIMIT } from '@gs/shared/envelope';
import { maskPhone } from '@gs/shared/identity';
import type { StaffOrderExportQuery } from '@gs/shared/staff-orders';
import type { Locale } from '@gs/shared/tenant';
import type { UserContext } from '../../../lib/context.ts';
import { orderStatusNames } from '../../../lib/messages.ts';
import {
  fileStamp,
  isoCell as iso,
  readPages,
  type TableColumn,
  type TableFile,
  writeTableFile,
} from '../../../lib/table-export.ts';
import { resolveStaffOrderFilter } from './staff-order-rules.ts';
import { type StaffOrderSearchRow, searchStaffOrders } from './staff-orders.repository.ts';

type ExportColumn = TableColumn<StaffOrderSearchRow>;

/** The file's columns. Never credentials, never a full phone number. */
function exportColumns(locale: Locale): ExportColumn[] {
  const money = (en: string, zh: string, pick: (row: StaffOrderSearchRow) => number): ExportColumn => ({
    header: { 'en-US': en, 'zh-CN': zh },
    fen: pick,
  });
  return [
    { header: { 'en-US': 'Order number', 'zh-CN': '订单号' }, value: (row) => row.order_no },
    { header: { 'en-US': 'Created at', 'zh-CN': '下单时间' }, value: (row) => iso(row.created_at) },
    { header: { 'en-US': 'Status', 'zh-CN': '状态' }, value: (row) => orderStatusNames[row.status][locale] },
    { header: { 'en-US': 'Origin', 'zh-CN': '来源' }, value: (row) => row.origin },
    { header: { 'en-US': 'Listing number', 'zh-CN': '商品编号' }, value: (row) => row.listing_number },
    { header: { 'en-US': 'Title', 'zh-CN': '商品标题' }, value: (row) => row.listing_title },
    { header: { 'en-US': 'Game ID', 'zh-CN': '游戏 ID' }, value: (row) => row.game_id },
    { header: { 'en-US': 'Buyer ID', 'zh-CN': '买家 ID' }, value: (row) => row.buyer_user_id },
    { header: { 'en-US': 'Buyer phone', 'zh-CN': '买家手机' }, value: (row) => maskPhone(row.buyer_phone) },
    { header: { 'en-US': 'Guarantee', 'zh-CN': '包赔' }, value: (row) => row.guarantee },
    money('Price (CNY)', '价格（元）', (row) => row.price_fen),
    money('Guarantee fee (CNY)', '包赔费（元）', (row) => row.guarantee_fee_fen),
    money('Service fee (CNY)', '服务费（元）', (row) => row.service_fee_fen),
    money('Total (CNY)', '合计（元）', (row) => row.total_fen),
    money('Paid (CNY)', '已付（元）', (row) => row.paid_fen),
    money('Refunded (CNY)', '已退（元）', (row) => row.refunded_fen),
    { header: { 'en-US': 'Paid at', 'zh-CN': '支付时间' }, value: (row) => iso(row.paid_at) },
    { header: { 'en-US': 'Delivered at', 'zh-CN': '交付时间' }, value: (row) => iso(row.delivered_at) },
    { header: { 'en-US': 'Completed at', 'zh-CN': '完成时间' }, value: (row) => iso(row.completed_at) },
    { header: { 'en-US': 'Closed at', 'zh-CN': '关闭时间' }, value: (row) => iso(row.closed_at) },
  ];
}

/**
 * The orders matching the filters as a CSV or XLSX file streamed out (at most EXPORT_ROW_LIMIT rows),
 * headers in the caller's language. Money is yuan with two decimals: exact text in CSV, number cells formatted
 * `0.00` in XLSX. The first page is read before answering, so a failing query is a normal error.
 */
export async function exportStaffOrders(ctx: UserContext, query: StaffOrderExportQuery): Promise<TableFile> {
  const filter = await resolveStaffOrderFilter(ctx, query);
  const pages = await readPages(
    (page) => searchStaffOrders(ctx.db, ctx.tenantId, filter, query, page),
    EXPORT_ROW_LIMIT,
  );
  return writeTableFile({
    format: query.format,
    locale: ctx.locale,
    name: `orders-${fileStamp(ctx.clock.now())}`,
    sheetName: 'Orders',
    columns: exportColumns(ctx.locale),
    pages,
  });
}
