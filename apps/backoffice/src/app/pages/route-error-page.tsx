import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A screen failed while rendering or its code could not be loaded (a new build went live): reloading helps. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('shell.crashed')}
      subTitle={t('shell.crashedDescription')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('shell.reload')}
        </Button>
      }
    />
  );
}
