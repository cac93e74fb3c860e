import { type SettlementFigures, type SettlementReport, settlementFigureKeys } from '@gs/shared/staff-finance';
import type { Locale } from '@gs/shared/tenant';
import { onePage, type TableColumn, type TableFile, type TableFormat, writeTableFile } from '../../lib/table-export.ts';

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

interface ReportLine {
  label: string;
  fens: number[];
  total: boolean;
}

/** The report's columns: the period, then each figure in yuan (exact text in CSV, 0.00 number cells in XLSX). */
function reportColumns(period: 'day' | 'month'): TableColumn<ReportLine>[] {
  return [
    { header: periodHeader[period], value: (line) => line.label, width: 18 },
    ...settlementFigureKeys.map(
      (key, index): TableColumn<ReportLine> => ({
        header: figureHeaders[key],
        fen: (line) => line.fens[index] ?? 0,
        width: 18,
      }),
    ),
  ];
}

/** The report's lines: a line per period, then the totals line; money as fen (the writer formats it). */
function reportLines(report: SettlementReport, locale: Locale): ReportLine[] {
  return [
    ...report.rows.map((row) => ({
      label: row.period,
      fens: settlementFigureKeys.map((key) => row[key]),
      total: false,
    })),
    { label: totalLabel[locale], fens: settlementFigureKeys.map((key) => report.totals[key]), total: true },
  ];
}

/**
 * The settlement report as a file, headers in the caller's language: CSV in UTF-8 with a byte-order mark (so Excel
 * reads the Chinese headers) and money as exact yuan text, or XLSX with money as number cells formatted 0.00 and the
 * totals line in bold. The file name carries the shop's code and the range.
 */
export function settlementFile(
  report: SettlementReport,
  format: TableFormat,
  shopCode: string,
  locale: Locale,
): TableFile {
  const safeCode = shopCode.replace(/[^A-Za-z0-9_-]/g, '_');
  return writeTableFile({
    format,
    locale,
    name: `settlement-${safeCode}-${report.period}-${report.from}_${report.to}`,
    sheetName: locale === 'zh-CN' ? '结算报表' : 'Settlement',
    columns: reportColumns(report.period),
    pages: onePage(reportLines(report, locale)),
    boldHeader: true,
    bold: (line) => line.total,
  });
}
