import { PassThrough, type Readable } from 'node:stream';
import { maskPhone } from '@gs/shared/identity';
import { STAFF_ORDER_EXPORT_LIMIT, type StaffOrderExportQuery } from '@gs/shared/staff-orders';
import type { Locale } from '@gs/shared/tenant';
import ExcelJS from 'exceljs';
import type { UserContext } from '../../../lib/context.ts';
import { orderStatusNames } from '../../../lib/messages.ts';
import { resolveStaffOrderFilter } from './staff-order-rules.ts';
import { type StaffOrderQueryFilter, type StaffOrderSearchRow, searchStaffOrders } from './staff-orders.repository.ts';

/** Rows read per query while exporting: the file streams out page by page, never all rows in memory at once. */
const EXPORT_PAGE = 1_000;

type Cell = string | number;

interface ExportColumn {
  header: Record<Locale, string>;
  /** The cell as CSV writes it (money as exact yuan text). */
  value: (row: StaffOrderSearchRow) => Cell;
  /** Money columns: the amount in fen, which XLSX writes as a number of yuan so spreadsheets can sum it. */
  fen?: (row: StaffOrderSearchRow) => number;
}

/** The number format of money cells in XLSX: yuan with two decimals. */
export const XLSX_MONEY_FORMAT = '0.00';

const iso = (at: Date | null) => (at ? at.toISOString() : '');
/** Fen as yuan text with two decimals, exact (no float rounding): 123456 → "1234.56". */
export const fenToYuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(Math.abs(fen % 100)).padStart(2, '0')}`;

/** The file's columns. Never credentials, never a full phone number. */
function exportColumns(locale: Locale): ExportColumn[] {
  const money = (en: string, zh: string, pick: (row: StaffOrderSearchRow) => number): ExportColumn => ({
    header: { 'en-US': en, 'zh-CN': zh },
    value: (row) => fenToYuan(pick(row)),
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
 * A text cell made safe for spreadsheets: one that starts with = + - @ (or a tab / carriage return, which some
 * programs skip before reading a formula) gets a leading apostrophe, so it is shown as text and never evaluated.
 */
export function neutraliseFormula(value: Cell): Cell {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV field (RFC 4180): always quoted, quotes doubled. */
export function csvField(value: Cell): string {
  return `"${String(neutraliseFormula(value)).replace(/"/g, '""')}"`;
}

export function csvLine(values: Cell[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** The matching orders page by page, up to the export limit. The first page is read before the file starts. */
async function* exportRows(
  ctx: UserContext,
  filter: StaffOrderQueryFilter,
  query: StaffOrderExportQuery,
  first: StaffOrderSearchRow[],
) {
  let page = first;
  let offset = 0;
  while (page.length > 0) {
    yield page;
    offset += page.length;
    if (page.length < EXPORT_PAGE || offset >= STAFF_ORDER_EXPORT_LIMIT) return;
    const limit = Math.min(EXPORT_PAGE, STAFF_ORDER_EXPORT_LIMIT - offset);
    page = await searchStaffOrders(ctx.db, ctx.tenantId, filter, query, { limit, offset });
  }
}

export interface OrderExportFile {
  filename: string;
  contentType: string;
  stream: Readable;
}

/**
 * The orders matching the filters as a CSV or XLSX file streamed out (at most STAFF_ORDER_EXPORT_LIMIT rows),
 * headers in the caller's language. Money is yuan with two decimals: exact text in CSV, number cells formatted
 * `0.00` in XLSX. The first page is read before answering, so a failing query is a normal error.
 */
export async function exportStaffOrders(ctx: UserContext, query: StaffOrderExportQuery): Promise<OrderExportFile> {
  const filter = await resolveStaffOrderFilter(ctx, query);
  const first = await searchStaffOrders(ctx.db, ctx.tenantId, filter, query, {
    limit: Math.min(EXPORT_PAGE, STAFF_ORDER_EXPORT_LIMIT),
    offset: 0,
  });
  const columns = exportColumns(ctx.locale);
  const headers = columns.map((column) => column.header[ctx.locale]);
  const pages = exportRows(ctx, filter, query, first);
  const stream = new PassThrough();
  const stamp = ctx.clock.now().toISOString().slice(0, 10);
  const fail = (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error)));

  if (query.format === 'csv') {
    void (async () => {
      // The byte-order mark makes spreadsheet programs read the file as UTF-8 (Chinese titles).
      stream.write(`\uFEFF${csvLine(headers)}`);
      for await (const page of pages) {
        const text = page.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
        if (!stream.write(text)) await new Promise((resolve) => stream.once('drain', resolve));
      }
      stream.end();
    })().catch(fail);
    return { filename: `orders-${stamp}.csv`, contentType: 'text/csv; charset=utf-8', stream };
  }

  // Styles on: money cells carry the 0.00 number format.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Orders');
  void (async () => {
    sheet.addRow(headers).commit();
    for await (const page of pages) {
      for (const row of page) {
        // A spreadsheet number is a double: fen / 100 is the one nearest the exact amount, and 0.00 shows it exactly.
        const line = sheet.addRow(
          columns.map((column) => (column.fen ? column.fen(row) / 100 : neutraliseFormula(column.value(row)))),
        );
        columns.forEach((column, index) => {
          if (column.fen) line.getCell(index + 1).numFmt = XLSX_MONEY_FORMAT;
        });
        line.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch(fail);
  return {
    filename: `orders-${stamp}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    stream,
  };
}
