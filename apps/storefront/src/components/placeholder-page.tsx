import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crumb } from './breadcrumb';
import { ComingSoon } from './coming-soon';
import { PageFrame } from './page-frame';

/** A page whose content comes with a later issue: its real frame (title, breadcrumb) and an honest empty state. */
export function PlaceholderPage({
  title,
  trail,
  description,
  children,
}: {
  title: string;
  trail?: Crumb[];
  description: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageFrame title={title} trail={trail}>
      <ComingSoon title={t('placeholder.title')} description={description}>
        {children}
      </ComingSoon>
    </PageFrame>
  );
}
