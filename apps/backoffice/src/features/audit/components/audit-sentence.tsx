import type { AuditEntry } from '@gs/shared/staff-audit';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeAuditEntry } from './describe-audit-entry';

/** One entry as a sentence in the reader's language, with the action's code beneath. */
export function AuditSentenceCell({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <div>{describeAuditEntry(entry, t, i18n.language).text}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <code>{entry.action}</code>
      </Typography.Text>
    </div>
  );
}
