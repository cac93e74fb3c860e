import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A screen failed while rendering or its code could not be loaded (a new build went live): reloading helps. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  // What failed goes to the console (the browser's, a test's output): the page itself shows only what helps the user.
  useEffect(() => console.error('The screen failed:', error), [error]);
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
