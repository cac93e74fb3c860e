import { useTranslation } from 'react-i18next';
import { ShellError } from '../layout/shell-error';

/** A page that failed to load or render (often a stale chunk after a deploy): reloading fixes it. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <ShellError
      title={t('routeError.title')}
      description={t('routeError.description')}
      actionLabel={t('routeError.reload')}
      onAction={() => window.location.reload()}
    />
  );
}
