import { type SettlementFigures, type SettlementReport, settlementFigureKeys } from '@gs/shared/staff-finance';
import type { Locale } from '@gs/shared/tenant';
import ExcelJS from 'exceljs';

type Cell = string | number;

/** The report's columns after the period, in both languages (money in yuan). */
const figureHeaders: Record<keyof SettlementFigures, Record<Locale, string>> = {
  gmv: { 'en-US': 'GMV (CNY)', 'zh-CN': '成交额（元）' },
  commission: { 'en-US': 'Commission (CNY)', 'zh-CN': '平台服务费（元）' },
  guaranteeFees: { 'en-US': 'Guarantee fees (CNY)', 'zh-CN': '包赔费（元）' },
  refunds: { 'en-US': 'Refunds (CNY)', 'zh-CN': '退款（元）' },
  compensation: { 'en-US': 'Compensation (CNY)', 'zh-CN': '理赔赔付（元）' },
  withdrawals: { 'en-US': 'Withdrawals paid (CNY)', 'zh-CN': '已打款提现（元）' },
};
const periodHeader: Record<'day' | 'month', Record<Locale, string>> = {
  day: { 'en-US': 'Day', 'zh-CN': '日期' },
  month: { 'en-US': 'Month', 'zh-CN': '月份' },
};
const totalLabel: Record<Locale, string> = { 'en-US': 'Total', 'zh-CN': '合计' };

/** Fen as yuan text with two decimals, exact (no float rounding): -123456 → "-1234.56". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One CSV field (RFC 4180): always quoted, quotes doubled. The cells are dates, labels and numbers: no formulas. */
const csvLine = (values: Cell[]) => `${values.map((value) => `"${String(value).replace(/"/g, '""')}"`).join(',')}\r\n`;

export interface FinanceFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** The report's lines: headers, a line per period, the totals line; money as fen (the writer formats it). */
function reportLines(report: SettlementReport, locale: Locale) {
  const headers = [
    periodHeader[report.period][locale],
    ...settlementFigureKeys.map((key) => figureHeaders[key][locale]),
  ];
  const lines: [string, number[]][] = [
    ...report.rows.map((row): [string, number[]] => [row.period, settlementFigureKeys.map((key) => row[key])]),
    [totalLabel[locale], settlementFigureKeys.map((key) => report.totals[key])],
  ];
  return { headers, lines };
}

/**
 * The settlement report as a file, headers in the caller's language: CSV in UTF-8 with a byte-order mark (so Excel
 * reads the Chinese headers) and money as exact yuan text, or XLSX with money as number cells formatted 0.00. The
 * file name carries the shop's code and the range.
 */
export async function settlementFile(
  report: SettlementReport,
  format: 'csv' | 'xlsx',
  shopCode: string,
  locale: Locale,
): Promise<FinanceFile> {
  const { headers, lines } = reportLines(report, locale);
  const safeCode = shopCode.replace(/[^A-Za-z0-9_-]/g, '_');
  const name = `settlement-${safeCode}-${report.period}-${report.from}_${report.to}`;
  if (format === 'csv') {
    const text = lines.map(([label, fens]) => csvLine([label, ...fens.map(fenToYuan)])).join('');
    return {
      filename: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(`\uFEFF${csvLine(headers)}${text}`, 'utf8'),
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(locale === 'zh-CN' ? '结算报表' : 'Settlement');
  sheet.addRow(headers).font = { bold: true };
  for (const [index, [label, fens]] of lines.entries()) {
    // A spreadsheet number is a double: fen / 100 is the one nearest the exact amount, and 0.00 shows it exactly.
    const row = sheet.addRow([label, ...fens.map((fen) => fen / 100)]);
    for (let column = 2; column <= headers.length; column++) row.getCell(column).numFmt = '0.00';
    if (index === lines.length - 1) row.font = { bold: true };
  }
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return {
    filename: `${name}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
