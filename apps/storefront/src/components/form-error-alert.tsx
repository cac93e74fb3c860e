import { describeError } from '@gs/web/error-message';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** A failed submit's message, shown above the form it belongs to; nothing when there is no error. */
export function FormErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <Alert type="error" showIcon title={describeError(error, t)} style={{ marginBottom: 16 }} />;
}
