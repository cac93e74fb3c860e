import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { findMenuEntry, findMenuGroup } from '../menu';

/** Home › group › screen, from the menu entry of the current route; "Page not found" for a path with none. */
export function AppBreadcrumb() {
  const { t } = useTranslation();
  const location = useLocation();
  const entry = findMenuEntry(location.pathname);
  const home = t('menu.home');

  const items: { title: ReactNode }[] = [];
  if (entry?.path === paths.home) items.push({ title: home });
  else {
    items.push({ title: <Link to={paths.home}>{home}</Link> });
    const group = entry ? findMenuGroup(entry) : undefined;
    if (group) items.push({ title: t(group.labelKey) });
    items.push({ title: entry ? t(entry.labelKey) : t('notFound.title') });
  }
  return <Breadcrumb aria-label={t('shell.breadcrumb')} items={items} style={{ marginBottom: 16 }} />;
}
