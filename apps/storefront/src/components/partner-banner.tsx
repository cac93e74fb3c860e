import type { PartnerBranding } from '@gs/shared/partners';
import { toSafeHref } from '@gs/web/safe-href';
import { useTranslation } from 'react-i18next';
import { useStoredSession } from '../hooks/use-stored-session';
import { readPartnerBranding } from '../lib/partner-branding';
import styles from './partner-banner.module.css';

/** The partner's logo, name and "in partnership with" line, in the partner's colour. */
export function PartnerBadge({ partner, title }: { partner: PartnerBranding; title?: string }) {
  const { t } = useTranslation();
  const logo = partner.logoUrl ? toSafeHref(partner.logoUrl) : null;
  return (
    <section
      className={styles.banner}
      style={{ '--partner-color': partner.color } as React.CSSProperties}
      aria-label={t('partner.inPartnershipWith', { name: partner.name })}
    >
      {logo ? <img className={styles.logo} src={logo} alt="" width={40} height={40} /> : null}
      <div className={styles.text}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <p className={styles.line}>{t('partner.inPartnershipWith', { name: partner.name })}</p>
      </div>
    </section>
  );
}

/** The branding of the partner the signed-in user arrived through in this tab, or nothing. */
export function PartnerBanner() {
  const { userInfo } = useStoredSession();
  const partner = readPartnerBranding(userInfo?.userId ?? null);
  return partner ? <PartnerBadge partner={partner} /> : null;
}
