import {
  AuditOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  FileSearchOutlined,
  HeartOutlined,
  NotificationOutlined,
  ShopOutlined,
  StarOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import type { PersonalCenterSummary } from '@gs/shared/personal-center';
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useFeedbackUnread } from '../api/get-feedback-unread';
import { useMerchantStatus } from '../api/get-merchant-status';
import styles from './personal-center.module.css';

interface Shortcut {
  key: string;
  to: string;
  icon: ReactNode;
  label: string;
  meta?: string;
  badge?: number;
}

/**
 * The shortcuts to my pages with what is waiting there: open recycle requests, favourites, evaluations, unread
 * feedback replies and claims with news (badges), the merchant application's status. On a phone this grid is the way
 * around.
 */
export function ShortcutGrid({
  summary,
  claimsUnread,
}: {
  summary: PersonalCenterSummary | undefined;
  claimsUnread?: number | undefined;
}) {
  const { t } = useTranslation();
  const unread = useFeedbackUnread();
  const merchant = useMerchantStatus();

  const merchantMeta = merchant.data
    ? t(`personalCenter.merchant.${merchant.data.status}`)
    : merchant.data === null
      ? t('personalCenter.merchant.none')
      : undefined;

  const shortcuts: Shortcut[] = [
    { key: 'products', to: paths.myProducts, icon: <ShopOutlined />, label: t('route.myProducts') },
    {
      key: 'recycles',
      to: `${paths.myProducts}?tab=recycle`,
      icon: <SyncOutlined />,
      label: t('personalCenter.shortcuts.recycles'),
      meta: summary ? t('personalCenter.shortcuts.open', { count: summary.openRecycles }) : undefined,
    },
    {
      key: 'favourites',
      to: paths.favourites,
      icon: <HeartOutlined />,
      label: t('route.favourites'),
      meta: summary ? t('personalCenter.shortcuts.saved', { count: summary.favourites }) : undefined,
    },
    {
      key: 'evaluations',
      to: paths.myEvaluations,
      icon: <StarOutlined />,
      label: t('route.myEvaluations'),
      meta: summary ? t('personalCenter.shortcuts.written', { count: summary.evaluations }) : undefined,
    },
    {
      key: 'feedback',
      to: paths.feedback,
      icon: <CommentOutlined />,
      label: t('route.feedback'),
      badge: unread.data?.unread,
      meta: unread.data?.unread ? t('personalCenter.shortcuts.unread', { count: unread.data.unread }) : undefined,
    },
    {
      key: 'claims',
      to: paths.myClaims,
      icon: <CustomerServiceOutlined />,
      label: t('route.myClaims'),
      badge: claimsUnread,
      meta: claimsUnread ? t('personalCenter.shortcuts.unread', { count: claimsUnread }) : undefined,
    },
    {
      key: 'merchant',
      to: paths.merchantApplication,
      icon: <AuditOutlined />,
      label: t('route.merchantApplication'),
      meta: merchantMeta,
    },
    { key: 'quotes', to: paths.biddingQuotes, icon: <FileSearchOutlined />, label: t('route.biddingQuotes') },
    { key: 'notices', to: paths.notices, icon: <NotificationOutlined />, label: t('route.notices') },
  ];

  return (
    <section className={`${styles.card}`} style={{ marginTop: 16 }} aria-labelledby="pc-shortcuts-title">
      <h2 id="pc-shortcuts-title" className={styles.cardTitle}>
        {t('personalCenter.shortcuts.title')}
      </h2>
      <ul className={styles.shortcuts}>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.key}>
            <Link to={shortcut.to} className={styles.shortcut}>
              <Badge count={shortcut.badge ?? 0} size="small" offset={[4, 0]}>
                <span className={styles.shortcutIcon} aria-hidden>
                  {shortcut.icon}
                </span>
              </Badge>
              <span>{shortcut.label}</span>
              {shortcut.meta ? <span className={styles.shortcutMeta}>{shortcut.meta}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
