import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import { ErrorState } from '../../../components/error-state';

/** The load failure of a notice (or a list of them), with retry. */
export function NoticeLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('notices.loadFailed')}
      action={
        <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** A single-text page (introduction, privacy agreement) whose notice the tenant has not published yet. */
export function NoticeNotPublished({ description }: { description: string }) {
  const { t } = useTranslation();
  return <ComingSoon title={t('notices.notPublishedTitle')} description={description} />;
}
