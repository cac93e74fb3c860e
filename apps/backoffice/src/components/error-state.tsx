import { ReloadOutlined } from '@ant-design/icons';
import { describeError } from '@gs/web/error-message';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  /** What could not be loaded ("The pending work could not be loaded"). */
  title: string;
  /** The failure: its message (the server's `msg`, or ours for network trouble) is shown under the title. */
  error?: unknown;
  /** Tries again; the button is left out without it. */
  onRetry?: () => void;
  /** A smaller version for a card or a cell. */
  compact?: boolean;
}

/** A failed load: what failed, why, and a retry button. */
export function ErrorState({ title, error, onRetry, compact = false }: ErrorStateProps) {
  const { t } = useTranslation();
  const retry = onRetry ? (
    <Button icon={<ReloadOutlined />} onClick={onRetry} size={compact ? 'small' : 'middle'}>
      {t('common.retry')}
    </Button>
  ) : null;
  const description = error === undefined ? undefined : describeError(error, t);
  if (compact) {
    return (
      <div role="alert">
        <div>{title}</div>
        {description ? <div style={{ color: 'rgba(0, 0, 0, 0.56)', marginBottom: 8 }}>{description}</div> : null}
        {retry}
      </div>
    );
  }
  return <Result status="error" title={title} subTitle={description} extra={retry} role="alert" />;
}
