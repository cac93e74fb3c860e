import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';

/** A page that failed to load or render (often a stale chunk after a deploy): reloading fixes it. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('routeError.title')}
      description={t('routeError.description')}
      action={
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
