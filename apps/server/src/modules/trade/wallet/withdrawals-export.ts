import { EXPORT_ROW_LIMIT } from '@gs/shared/envelope';
import { maskPhone } from '@gs/shared/identity';
import type { Locale } from '@gs/shared/tenant';
import { maskPayoutAccount, type StaffWithdrawalExportQuery, type WithdrawalStatus } from '@gs/shared/wallet';
import type { UserContext } from '../../../lib/context.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import {
  fileStamp,
  isoCell,
  readPages,
  type TableColumn,
  type TableFile,
  writeTableFile,
} from '../../../lib/table-export.ts';
import { listWithdrawalsByStatus } from './wallet.repository.ts';
import { withdrawalAad } from './wallet-view.ts';

type Words = Record<Locale, string>;
const words = (en: string, zh: string): Words => ({ 'en-US': en, 'zh-CN': zh });

type WithdrawalRow = Awaited<ReturnType<typeof listWithdrawalsByStatus>>[number];
/** A row as the file shows it: the account already masked, so the full one never reaches a cell. */
type ExportRow = WithdrawalRow & { payeeName: string; payeeAccountMasked: string };

/** The words of the back office's withdrawals screen, so the file reads like the table. */
const statusNames: Record<WithdrawalStatus, Words> = {
  pending: words('Pending', '待处理'),
  paid: words('Paid', '已打款'),
  rejected: words('Rejected', '已驳回'),
};

function withdrawalColumns(locale: Locale): TableColumn<ExportRow>[] {
  return [
    { header: words('Withdrawal ID', '提现 ID'), value: (row) => row.id },
    { header: words('Requested', '申请时间'), value: (row) => isoCell(row.requested_at) },
    { header: words('User ID', '用户 ID'), value: (row) => row.user_id },
    { header: words('User', '用户'), value: (row) => maskPhone(row.phone) },
    { header: words('Amount (CNY)', '金额（元）'), fen: (row) => row.amount_fen },
    { header: words('Alipay name', '支付宝姓名'), value: (row) => row.payeeName },
    { header: words('Alipay account', '支付宝账号'), value: (row) => row.payeeAccountMasked },
    { header: words('Status', '状态'), value: (row) => statusNames[row.status][locale] },
    {
      header: words('Transfer ref. / reason', '转账单号 / 驳回原因'),
      value: (row) => row.transfer_ref ?? row.reject_reason ?? '',
    },
    { header: words('Decided', '处理时间'), value: (row) => isoCell(row.decided_at) },
  ];
}

/**
 * The shop's withdrawals of a status (newest first) as a CSV or XLSX file streamed out (at most EXPORT_ROW_LIMIT
 * rows), headers in the caller's language; the Alipay account masked as the list screen masks it, phones masked.
 */
export async function exportStaffWithdrawals(
  ctx: UserContext,
  secretBox: SecretBox,
  query: StaffWithdrawalExportQuery,
): Promise<TableFile> {
  const pages = await readPages(async (page): Promise<ExportRow[]> => {
    const rows = await listWithdrawalsByStatus(ctx.db, ctx.tenantId, query.status, page);
    return rows.map((row) => {
      const aad = withdrawalAad(ctx.tenantId, row.user_id);
      return {
        ...row,
        payeeName: secretBox.decrypt(row.alipay_name_sealed, aad),
        payeeAccountMasked: maskPayoutAccount(secretBox.decrypt(row.alipay_account_sealed, aad)),
      };
    });
  }, EXPORT_ROW_LIMIT);
  return writeTableFile({
    format: query.format,
    locale: ctx.locale,
    name: `withdrawals-${query.status}-${fileStamp(ctx.clock.now())}`,
    sheetName: 'Withdrawals',
    columns: withdrawalColumns(ctx.locale),
    pages,
  });
}
