import { DownloadOutlined } from '@ant-design/icons';
import type { ExportFormat } from '@gs/shared/envelope';
import { describeError } from '@gs/web/error-message';
import type { QueryParams } from '@gs/web/query-string';
import { App, Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, saveBlob } from '../lib/download-file';

export interface ExportButtonProps {
  /** The export call, e.g. `/api/staff/listings/export`. */
  path: string;
  /** The list's current filters, sent with `format`. */
  query: QueryParams;
  /** The file's name when the answer names none, without the extension (`listings`). */
  fallbackName: string;
  /** What the export takes (shown on hover): which rows, the row limit, that it is audited. */
  hint?: string;
}

/**
 * The back office's export control: a CSV and an XLSX button that download the list with its current filters,
 * each showing its own loading state, and a message saying which file was saved or why the export failed.
 */
export function ExportButton({ path, query, fallbackName, hint }: ExportButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const file = await downloadFile(path, { ...query, format }, `${fallbackName}.${format}`);
      saveBlob(file);
      void message.success(t('common.export.done', { filename: file.filename }));
    } catch (error) {
      void message.error(`${t('common.export.failed')}: ${describeError(error, t)}`);
    } finally {
      setExporting(null);
    }
  };

  const button = (format: ExportFormat) => (
    <Tooltip title={hint}>
      <Button
        icon={<DownloadOutlined />}
        loading={exporting === format}
        disabled={exporting !== null && exporting !== format}
        onClick={() => void run(format)}
      >
        {t(`common.export.${format}`)}
      </Button>
    </Tooltip>
  );

  return (
    <Space wrap>
      {button('csv')}
      {button('xlsx')}
    </Space>
  );
}
